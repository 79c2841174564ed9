/** What the person reads about their consultation: the invitation, its update and cancellation, the
 * reminders (email and text). Placeholder wording for the firm's review; never a detail of the injury. */
import type { Localized } from "./i18n";

/** "cancellation-closed": cancelled because the person was turned away (declined, referred out, not a case). PLACEHOLDER
 * for counsel: it says the meeting is off, never why and never "book again"; the non-engagement letter explains. */
export type ConsultationMessageKind = "invitation" | "update" | "cancellation" | "cancellation-closed" | "reminder-day" | "reminder-hour";

export interface ConsultationWords {
  subject: Record<ConsultationMessageKind, (site: string) => string>;
  heading: Record<ConsultationMessageKind, string>;
  greeting: (name: string) => string;
  intro: Record<ConsultationMessageKind, string>;
  when: string;
  where: string;
  host: string;
  office: (address: string) => string;
  phone: (number: string) => string;
  video: string;
  calendar: string;
  change: (phone: string) => string;
  /** The text message: short, no link but the video's. */
  text: Record<ConsultationMessageKind, (site: string, when: string, place: string) => string>;
  textPlace: { office: (address: string) => string; phone: string; video: (link: string) => string };
  eventTitle: (site: string) => string;
  /** The event's description in the calendar: no injury detail. */
  eventNote: (phone: string) => string;
  locale: string;
  zone: string;
}

export const consultationWords: Localized<ConsultationWords> = {
  en: {
    subject: {
      invitation: (site) => `Your free consultation with ${site}`,
      update: (site) => `New time for your consultation with ${site}`,
      cancellation: (site) => `Your consultation with ${site} is cancelled`,
      "cancellation-closed": (site) => `Your consultation with ${site} is cancelled`,
      "reminder-day": (site) => `Reminder: your consultation with ${site} is tomorrow`,
      "reminder-hour": (site) => `Reminder: your consultation with ${site} is in one hour`,
    },
    heading: {
      invitation: "Your consultation is booked",
      update: "Your consultation has a new time",
      cancellation: "Your consultation is cancelled",
      "cancellation-closed": "Your consultation is cancelled",
      "reminder-day": "Your consultation is tomorrow",
      "reminder-hour": "Your consultation is in one hour",
    },
    greeting: (name) => `Hello ${name},`,
    intro: {
      invitation: "Thank you for speaking with us. Here are the details of your free consultation.",
      update: "The time or place of your consultation changed. Here are the new details.",
      cancellation: "Your consultation below is cancelled. If you did not expect this, please call us.",
      "cancellation-closed": "The consultation below is cancelled. You do not need to keep this time.",
      "reminder-day": "A reminder of your free consultation tomorrow.",
      "reminder-hour": "A reminder of your free consultation in one hour.",
    },
    when: "When",
    where: "Where",
    host: "You will meet",
    office: (address) => `At our office: ${address}`,
    phone: (number) => `By phone: we will call you. Our number is ${number}.`,
    video: "By video: join with this link",
    calendar: "The attached invitation adds it to your calendar.",
    change: (phone) => `Need another time? Call us at ${phone}.`,
    text: {
      invitation: (site, when, place) => `${site}: your free consultation is booked for ${when}. ${place}`,
      update: (site, when, place) => `${site}: your consultation has a new time: ${when}. ${place}`,
      cancellation: (site, when) => `${site}: your consultation on ${when} is cancelled. Call us to book another time.`,
      "cancellation-closed": (site, when) => `${site}: your consultation on ${when} is cancelled. You do not need to keep this time.`,
      "reminder-day": (site, when, place) => `${site}: reminder, your consultation is tomorrow, ${when}. ${place}`,
      "reminder-hour": (site, when, place) => `${site}: reminder, your consultation is in one hour, ${when}. ${place}`,
    },
    textPlace: { office: (address) => `At our office: ${address}.`, phone: "We will call you.", video: (link) => `Video link: ${link}` },
    eventTitle: (site) => `Free consultation with ${site}`,
    eventNote: (phone) => `Your free consultation. To change the time, call ${phone}.`,
    locale: "en-US",
    zone: "Pacific time",
  },
  es: {
    subject: {
      invitation: (site) => `Su consulta gratuita con ${site}`,
      update: (site) => `Nueva hora para su consulta con ${site}`,
      cancellation: (site) => `Cancelamos su consulta con ${site}`,
      "cancellation-closed": (site) => `Cancelamos su consulta con ${site}`,
      "reminder-day": (site) => `Recordatorio: su consulta con ${site} es mañana`,
      "reminder-hour": (site) => `Recordatorio: su consulta con ${site} es dentro de una hora`,
    },
    heading: {
      invitation: "Su consulta está programada",
      update: "Cambiamos la hora de su consulta",
      cancellation: "Cancelamos su consulta",
      "cancellation-closed": "Cancelamos su consulta",
      "reminder-day": "Su consulta es mañana",
      "reminder-hour": "Su consulta es dentro de una hora",
    },
    greeting: (name) => `Hola, ${name}:`,
    intro: {
      invitation: "Gracias por hablar con nosotros. Estos son los datos de su consulta gratuita.",
      update: "Cambiamos la hora o el lugar de su consulta. Estos son los nuevos datos.",
      cancellation: "Cancelamos la consulta que se indica a continuación. Si no lo esperaba, llámenos.",
      "cancellation-closed": "Cancelamos la consulta que se indica a continuación. Ya no necesita reservar ese horario.",
      "reminder-day": "Le recordamos su consulta gratuita de mañana.",
      "reminder-hour": "Le recordamos su consulta gratuita dentro de una hora.",
    },
    when: "Cuándo",
    where: "Dónde",
    host: "Se reunirá con",
    office: (address) => `En nuestra oficina: ${address}`,
    phone: (number) => `Por teléfono: nosotros le llamaremos. Nuestro número es ${number}.`,
    video: "Por video: conéctese con este enlace",
    calendar: "Abra la invitación adjunta para agregarla a su calendario.",
    change: (phone) => `¿Necesita otra hora? Llámenos al ${phone}.`,
    text: {
      invitation: (site, when, place) => `${site}: su consulta gratuita está programada para el ${when}. ${place}`,
      update: (site, when, place) => `${site}: cambiamos la hora de su consulta: ${when}. ${place}`,
      cancellation: (site, when) => `${site}: cancelamos su consulta del ${when}. Llámenos para programar otra hora.`,
      "cancellation-closed": (site, when) => `${site}: cancelamos su consulta del ${when}. Ya no necesita reservar ese horario.`,
      "reminder-day": (site, when, place) => `${site}: recordatorio, su consulta es mañana, ${when}. ${place}`,
      "reminder-hour": (site, when, place) => `${site}: recordatorio, su consulta es dentro de una hora, ${when}. ${place}`,
    },
    textPlace: { office: (address) => `En nuestra oficina: ${address}.`, phone: "Nosotros le llamaremos.", video: (link) => `Enlace de video: ${link}` },
    eventTitle: (site) => `Consulta gratuita con ${site}`,
    eventNote: (phone) => `Su consulta gratuita. Para cambiar la hora, llame al ${phone}.`,
    locale: "es-US",
    zone: "hora del Pacífico",
  },
};

/** How long a consultation is booked for. */
export const CONSULTATION_MINUTES = 60;
