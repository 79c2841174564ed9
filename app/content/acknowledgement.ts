/** The email a visitor gets right after sending a request (placeholder copy). It never repeats what they
 * typed: the form must not send a stranger words of someone else's choosing. */
import type { Localized } from "./i18n";

export interface AcknowledgementWords {
  subject: (firm: string) => string;
  /** The line mail apps show beside the subject. */
  preview: string;
  greeting: string;
  heading: string;
  received: (firm: string) => string;
  nextHeading: string;
  /** e.g. "Monday to Friday, 8:30 am to 5:30 pm" (one span of the office hours). */
  span: (from: string, to: string | null, opens: string, closes: string) => string;
  officeHours: (spans: string) => string;
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
    heading: "We received your consultation request",
    received: (firm) => `Thank you for contacting ${firm}. Your request for a free consultation has reached our intake team.`,
    nextHeading: "What happens next",
    span: (from, to, opens, closes) => `${to ? `${from} to ${to}` : from}, ${opens} to ${closes}`,
    officeHours: (spans) => `Office hours: ${spans} (Pacific time).`,
    notYou: "Did not send this request? Someone may have typed your address by mistake. You can ignore this email: we will not write to you again about it.",
    privacy: "How we use and protect the information you sent us:",
    privacyLink: "our Privacy Policy",
    signature: (firm) => `The intake team at ${firm}`,
  },
  es: {
    subject: (firm) => `Recibimos su solicitud - ${firm}`,
    preview: "Gracias por comunicarse con nosotros. Esto es lo que sigue.",
    greeting: "Hola:",
    heading: "Recibimos su solicitud de consulta",
    received: (firm) => `Gracias por comunicarse con ${firm}. Su solicitud de consulta gratis llegó a nuestro equipo de admisión.`,
    nextHeading: "Lo que sigue",
    span: (from, to, opens, closes) => `${to ? `de ${from} a ${to}` : `el ${from}`}, de ${opens} a ${closes}`,
    officeHours: (spans) => `Horario de oficina: ${spans} (hora del Pacífico).`,
    notYou:
      "¿No envió usted esta solicitud? Tal vez alguien escribió su dirección por error. Puede ignorar este correo: no volveremos a escribirle sobre esto.",
    privacy: "Cómo usamos y protegemos la información que nos envió:",
    privacyLink: "nuestra Política de Privacidad",
    signature: (firm) => `El equipo de admisión de ${firm}`,
  },
};
