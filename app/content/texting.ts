/** Texting with the visitor: the consent box's words and the keywords that stop or restart texts.
 * PLACEHOLDER wording for counsel's review (RCW 19.190.070); change `consentVersion` with any edit. */
import { brandName, firm } from "./firm";
import type { Localized } from "./i18n";

/** Stored with each consent, so the firm can show which words a person agreed to. */
export const consentVersion = "2026-11-27.2";

const en = {
  /** "Text me about my request at this number. {brand} ..." */
  consent: (brand: string) =>
    `Text me about my request at this number. ${brand} may send texts about this request only. Msg & data rates may apply. Reply STOP to stop, HELP for help. Texting is not required to send this request.`,
  needsPhone: "Add a phone number to get texts",
  /** A request opened by a text from an unknown number: its description until staff complete it (desk only). */
  openedByText: "By text: see the conversation. Staff complete this request.",
  /** The first text, at once: who we are, the callback promise and the caller ID line. */
  first: (brand: string, promise: string, caller: string | null) =>
    `${brand}: we received your request. ${promise}${caller ? ` ${caller}` : ""} Reply here if texting is easier. Not you? Reply STOP`,
  help: `${brandName("primary")}: about your request, call ${firm.phone.display}. Reply STOP to stop texts.`,
  stopped: `${brandName("primary")}: you will get no more texts from us. Reply START to get texts again.`,
  started: `${brandName("primary")}: you will get texts about your request again. Reply STOP to stop.`,
  /** After a logged "no answer" or voicemail, within `missedCallHours` only. */
  missedCall: (brand: string, phone: string) =>
    `We just tried to call you about your request. ${brand}, ${phone}. Reply here if texting is easier. Reply STOP to stop.`,
  /** The "Text us" link beside the call button. */
  textUs: "Text us",
  /** Read after "Text us" by screen readers. */
  textUsTo: (phone: string) => `at ${phone}`,
};

const es: typeof en = {
  consent: (brand: string) =>
    `Envíenme mensajes de texto a este número sobre mi solicitud. ${brand} solo enviará mensajes sobre esta solicitud. Pueden aplicarse tarifas de mensajes y datos. Responda STOP o ALTO para no recibir más mensajes, y HELP o AYUDA para obtener ayuda. No es necesario aceptar recibir mensajes de texto para enviar esta solicitud.`,
  needsPhone: "Agregue un número de teléfono para recibir mensajes de texto",
  openedByText: "Por mensaje de texto: vea la conversación. El personal completa esta solicitud.",
  first: (brand: string, promise: string, caller: string | null) =>
    `${brand}: recibimos su solicitud. ${promise}${caller ? ` ${caller}` : ""} Si prefiere escribirnos, responda aquí. ¿No es usted? Responda STOP`,
  help: `${brandName("primary")}: para preguntas sobre su solicitud, llame al ${firm.phone.display}. Responda STOP o ALTO para no recibir más mensajes.`,
  stopped: `${brandName("primary")}: ya no recibirá mensajes de nuestra parte. Responda START o INICIAR para recibirlos de nuevo.`,
  started: `${brandName("primary")}: volverá a recibir mensajes sobre su solicitud. Responda STOP o ALTO para no recibir más mensajes.`,
  missedCall: (brand: string, phone: string) =>
    `Acabamos de intentar llamarle por su solicitud. ${brand}, ${phone}. Si prefiere escribirnos, responda aquí. Responda STOP o ALTO para no recibir más mensajes.`,
  textUs: "Envíenos un texto",
  textUsTo: (phone: string) => `al ${phone}`,
};

/** Kent wall-clock minutes: the missed-call text goes only from `opensAt` until before `closesAt`, never later
 * (counsel may set 20:00 rather than 21:00). */
export const missedCallHours = { opensAt: 8 * 60, closesAt: 21 * 60 } as const;

export const textingWords: Localized<typeof en> = { en, es };

/** Whole-message keywords, written without accents or punctuation (the match ignores both). */
export const textKeywords = {
  stop: {
    /** Twilio answers these itself on long codes: we record them and answer nothing. */
    en: ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"],
    es: ["ALTO", "PARAR", "CANCELAR", "BASTA", "NO MAS"],
  },
  start: { en: ["START", "UNSTOP"], es: ["INICIAR"] },
  help: { en: ["HELP", "INFO"], es: ["AYUDA"] },
} as const;

/** Words that make a first text Spanish-looking (written without accents): one strong word, or two common ones.
 * A request opened by text is in Spanish when its first message looks so. */
export const spanishHints = {
  strong: [
    "HOLA",
    "GRACIAS",
    "NECESITO",
    "AYUDA",
    "ABOGADO",
    "ABOGADA",
    "ACCIDENTE",
    "QUIERO",
    "TENGO",
    "ESTOY",
    "USTED",
    "ESPANOL",
    "BUENOS",
    "BUENAS",
    "LLAMAR",
    "LLAMEN",
    "PUEDEN",
    "CHOQUE",
    "HERIDO",
    "HERIDA",
    "LESION",
    "TRABAJO",
    "SENOR",
    "SENORA",
  ],
  // Not "no", "me" or "a": English has them too.
  common: ["DE", "LA", "EL", "QUE", "LOS", "LAS", "POR", "PARA", "CON", "MI", "ES", "UNA", "YO", "EN", "DEL", "PERO", "MUY"],
} as const;
