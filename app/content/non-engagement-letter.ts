/** The non-engagement letter (decision 0055). PLACEHOLDER for counsel's review: fictional wording, to be
 * replaced by the responsible lawyer before the firm sends it. It gives no advice on the merits. */
import type { Localized } from "./i18n";

export interface LetterInput {
  name: string;
  /** The day they contacted the firm, written out in the letter's language. */
  contactedOn: string;
  firm: string;
  phone: string;
}

export interface LetterWords {
  subject: (firm: string) => string;
  greeting: (name: string) => string;
  /** The body's paragraphs, in order. */
  paragraphs: (input: LetterInput) => string[];
  closing: string;
  signature: (firm: string) => string;
}

/** Shown on the desk beside the letter, never sent: the wording awaits counsel. */
export const LETTER_PLACEHOLDER_NOTE = "Placeholder wording for counsel's review: the responsible lawyer approves this letter before the firm relies on it.";

export const nonEngagementLetter: Localized<LetterWords> = {
  en: {
    subject: (firm) => `Your inquiry to ${firm}: we are not representing you`,
    greeting: (name) => `Dear ${name},`,
    paragraphs: ({ contactedOn, firm, phone }) => [
      `Thank you for contacting ${firm} on ${contactedOn}. After reviewing your inquiry, we have decided not to represent you in this matter. We have not agreed to act as your lawyers, and we will take no further action on your behalf.`,
      "This letter is not an opinion about your claim or its value. We have not investigated the facts, and you should not take our decision as a sign that your claim has or lacks merit. Other lawyers may see it differently.",
      "Every claim is subject to legal deadlines (statutes of limitations and claim-filing deadlines). Some deadlines may be very short, especially for claims against a city, county, state or other government agency. If a deadline passes, you may lose your right to bring a claim.",
      "If you wish to pursue this matter, please consult another lawyer promptly. The Washington State Bar Association can help you find one.",
      `If you sent us documents, we will return them on request. You can reach us at ${phone}.`,
    ],
    closing: "Sincerely,",
    signature: (firm) => firm,
  },
  es: {
    subject: (firm) => `Su consulta con ${firm}: no podemos representarle`,
    greeting: (name) => `Estimado(a) ${name}:`,
    paragraphs: ({ contactedOn, firm, phone }) => [
      `Gracias por comunicarse con ${firm} el ${contactedOn}. Después de revisar su consulta, hemos decidido no aceptar su caso. No hemos aceptado actuar como sus abogados y no tomaremos ninguna otra medida en su nombre.`,
      "Esta carta no es una opinión sobre su reclamo ni sobre su valor. No hemos investigado los hechos, y usted no debe entender nuestra decisión como una señal de que su reclamo tiene o no tiene fundamento. Otros abogados pueden verlo de otra manera.",
      "Todo reclamo está sujeto a plazos legales (plazos de prescripción y plazos para presentar reclamos). Algunos plazos pueden ser muy cortos, sobre todo para reclamos contra una ciudad, un condado, el estado u otra agencia del gobierno. Si un plazo vence, usted puede perder su derecho a presentar un reclamo.",
      "Si desea seguir adelante con este asunto, consulte pronto a otro abogado. El Colegio de Abogados del Estado de Washington (WSBA) puede ayudarle a encontrar uno.",
      `Si nos envió documentos, se los devolveremos si nos los solicita. Puede comunicarse con nosotros al ${phone}.`,
    ],
    closing: "Atentamente,",
    signature: (firm) => firm,
  },
};
