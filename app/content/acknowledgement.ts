/**
 * The email a visitor gets right after sending a request (app/deliveries/acknowledgement.server.ts).
 * It says what happens next and never repeats anything the visitor typed: the form must
 * not be a way to send a stranger words of someone else's choosing. Placeholder copy for
 * the firm's review.
 */
import type { Localized } from "./i18n";

export interface AcknowledgementWords {
  subject: (firm: string) => string;
  /** The line mail apps show beside the subject. */
  preview: string;
  greeting: string;
  heading: string;
  received: (firm: string) => string;
  nextHeading: string;
  /** Sent during office hours. */
  callSoon: (minutes: number) => string;
  /** Sent after hours: `when` is one of `when` below. */
  callLater: (when: string) => string;
  when: {
    today: (time: string) => string;
    tomorrow: (time: string) => string;
    weekday: (day: string, time: string) => string;
  };
  /** e.g. "Monday to Friday, 8:30 am to 5:30 pm" (one span of the office hours). */
  span: (from: string, to: string | null, opens: string, closes: string) => string;
  officeHours: (spans: string) => string;
  urgent: string;
  notYou: string;
  privacy: string;
  privacyLink: string;
  signature: (firm: string) => string;
}

export const acknowledgementWords: Localized<AcknowledgementWords> = {
  en: {
    subject: (firm) => `We received your request - ${firm}`,
    preview: "Thank you for contacting us. Here is what happens next.",
    greeting: "Hello,",
    heading: "We received your request",
    received: (firm) => `Thank you for contacting ${firm}. Your request for a free consultation has reached our intake team.`,
    nextHeading: "What happens next",
    callSoon: (minutes) => `Our office is open now: an intake specialist will call you within ${minutes} minutes.`,
    callLater: (when) => `Our office is closed right now. An intake specialist will call you ${when}.`,
    when: {
      today: (time) => `today, once the office opens at ${time}`,
      tomorrow: (time) => `tomorrow morning, once the office opens at ${time}`,
      weekday: (day, time) => `on ${day} morning, once the office opens at ${time}`,
    },
    span: (from, to, opens, closes) => `${to ? `${from} to ${to}` : from}, ${opens} to ${closes}`,
    officeHours: (spans) => `Office hours: ${spans} (Pacific time).`,
    urgent: "If it is urgent, call us now. Our phones are answered 24 hours a day, 7 days a week:",
    notYou:
      "Did not send this request? Someone may have typed your address by mistake. You can ignore this email: we will not write to you again about it.",
    privacy: "How we use and protect the information you sent us:",
    privacyLink: "our Privacy Policy",
    signature: (firm) => `The intake team at ${firm}`,
  },
  es: {
    subject: (firm) => `Recibimos su solicitud - ${firm}`,
    preview: "Gracias por comunicarse con nosotros. Esto es lo que sigue.",
    greeting: "Hola:",
    heading: "Recibimos su solicitud",
    received: (firm) => `Gracias por comunicarse con ${firm}. Su solicitud de consulta gratis llegó a nuestro equipo de admisión.`,
    nextHeading: "Lo que sigue",
    callSoon: (minutes) => `Nuestra oficina está abierta: un especialista de admisión le llamará en menos de ${minutes} minutos.`,
    // "a. m." already ends the sentence.
    callLater: (when) => `Nuestra oficina está cerrada en este momento. Un especialista de admisión le llamará ${when}${when.endsWith(".") ? "" : "."}`,
    when: {
      today: (time) => `hoy, cuando abra la oficina a las ${time}`,
      tomorrow: (time) => `mañana por la mañana, cuando abra la oficina a las ${time}`,
      weekday: (day, time) => `el ${day} por la mañana, cuando abra la oficina a las ${time}`,
    },
    span: (from, to, opens, closes) => `${to ? `de ${from} a ${to}` : `el ${from}`}, de ${opens} a ${closes}`,
    officeHours: (spans) => `Horario de oficina: ${spans} (hora del Pacífico).`,
    urgent: "Si es urgente, llámenos ahora. Contestamos el teléfono las 24 horas, los 7 días de la semana:",
    notYou:
      "¿No envió usted esta solicitud? Tal vez alguien escribió su dirección por error. Puede ignorar este correo: no volveremos a escribirle sobre esto.",
    privacy: "Cómo usamos y protegemos la información que nos envió:",
    privacyLink: "nuestra Política de Privacidad",
    signature: (firm) => `El equipo de admisión de ${firm}`,
  },
};
