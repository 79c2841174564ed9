/** What callers to the firm's numbers hear (issue 58), in both languages, and the desk's words for calls.
 * Placeholder wording: counsel signs the recording notice and the text back before either is turned on. */
import type { Lang, Localized } from "./i18n";

/** Twilio's <Say> voice and language for each of the site's languages. */
export const voices: Localized<{ voice: string; language: string }> = {
  en: { voice: "Polly.Joanna", language: "en-US" },
  es: { voice: "Polly.Lupe", language: "es-US" },
};

interface LineWords {
  greeting: (brand: string) => string;
  /** Said only when CALL_RECORDING is on, after the recording has started (RCW 9.73.030). */
  recordingNotice: string;
  /** Nobody took the call during office hours. */
  voicemail: string;
  /** The office is closed and nobody answers its phones. */
  afterHoursVoicemail: string;
  thanks: string;
  noMessage: string;
  /** The text after a missed call (CALL_TEXT_BACK on): names the number they called. */
  textBack: (brand: string, number: string) => string;
}

const en: LineWords = {
  greeting: (brand) => `Thank you for calling ${brand}.`,
  recordingNotice: "This call is recorded.",
  voicemail: "Sorry we missed you. After the tone, please leave your name, your number and what happened. We will call you back.",
  afterHoursVoicemail:
    "Our office is closed now. After the tone, please leave your name, your number and what happened. We will call you back as soon as the office opens.",
  thanks: "Thank you. We will call you back. Goodbye.",
  noMessage: "We did not hear a message. We will call you back. Goodbye.",
  textBack: (brand, number) => `${brand}: sorry we missed your call to ${number}. We will call you back soon, or reply here. Reply STOP to stop texts.`,
};

const es: LineWords = {
  greeting: (brand) => `Gracias por llamar a ${brand}.`,
  recordingNotice: "Esta llamada se graba.",
  voicemail: "Lamentamos no poder atenderle. Después del tono, deje su nombre, su número y lo que pasó. Le devolveremos la llamada.",
  afterHoursVoicemail:
    "Nuestra oficina está cerrada ahora. Después del tono, deje su nombre, su número y lo que pasó. Le devolveremos la llamada en cuanto abra la oficina.",
  thanks: "Gracias. Le devolveremos la llamada. Adiós.",
  noMessage: "No escuchamos ningún mensaje. Le devolveremos la llamada. Adiós.",
  textBack: (brand, number) =>
    `${brand}: lamentamos no haber contestado su llamada al ${number}. Le llamaremos pronto, o responda aquí. Responda STOP o ALTO para no recibir más mensajes.`,
};

export const phoneLineWords: Localized<LineWords> = { en, es };

/** Offered on every English line: always said in Spanish, with the Spanish voice. */
export const pressTwoForSpanish = "Para español, oprima el dos.";

export type OneTapDisposition = "not-a-case" | "existing-client" | "solicitation" | "wrong-number";

/** The desk's words for calls (English). */
export const phoneDeskWords = {
  /** What the staff member hears before taking the call: the number's label, never the caller's words. */
  whisper: (label: string, lang: Lang) => `${label} call${lang === "es" ? ", Spanish" : ""}. Press 1 to take it.`,
  requestName: (from: string | null) => (from ? `Call from ${from}` : "Call from a withheld number"),
  description: {
    missed: "Missed call: listen to the voicemail, if any, and call back. Staff complete this request.",
    answered: "Answered call. Staff complete this request.",
  },
  /** The request's page title: the on-call text names it ("Missed call to the Google Ads number"). */
  pageTitle: (label: string, answered: boolean) => `${answered ? "Call" : "Missed call"} to the ${label} number`,
  /** The reach logged for an answered call. */
  answeredNote: (label: string) => `Inbound call to the ${label} number`,
  /** The alert when a missed call joins a request the person already has. */
  missedCallAlert: (leadId: number, label: string, voicemailSeconds: number | null) =>
    `Missed call on request #${leadId} (${label} number)${voicemailSeconds === null ? ", no voicemail" : `, voicemail ${Math.floor(voicemailSeconds / 60)}:${String(voicemailSeconds % 60).padStart(2, "0")}`}`,
  dispositions: {
    "not-a-case": "Not a case",
    "existing-client": "Existing client",
    solicitation: "Solicitation",
    "wrong-number": "Wrong number",
  } satisfies Record<OneTapDisposition, string>,
  onCall: "On-call phone",
  answeringService: "Answering service",
};
