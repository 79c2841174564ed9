/** The consultation form's words in both languages. The English field messages, toasts and "Sending..."
 * keep the old site's wording, which the tests hold. */
import type { Localized } from "./i18n";

/** The messages that name the firm's number take the one the visitor sees (decision 0094), as written on the page. */
const call = (phone: string) => `call us at ${phone}`;

const en = {
  heading: "Request Your Free Consultation",
  intro: "Tell us what happened. A member of our team will get back to you soon, free of charge.",
  submit: "Get My Free Consultation",
  sending: "Sending...",
  labels: {
    name: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    caseType: "Type of Case",
    description: "Tell us about your case",
  },
  optional: "(optional)",
  /** Under the phone field (which stays optional). */
  phoneHint: "The fastest way for us to reach you.",
  caseTypePlaceholder: "Select a case type",
  /** "I agree to receive communication from {brand} and to the {privacy} and {terms}." */
  consent: { before: "I agree to receive communication from", middle: "and to the", and: "and" },
  privacyPolicy: "Privacy Policy",
  termsOfUse: "Terms of Use",
  note: "* Required fields. We respect your privacy and will never share your information.",
  callBefore: "Prefer to talk? Call",
  callAfter: ", 24/7.",
  /** Above the fields when a post without JavaScript comes back with messages. */
  correctFields: "Please correct the fields marked below.",
  /** For people with no access to the visual form (the honeypot must stay empty). */
  honeypotLabel: "Leave this field empty",
  toasts: {
    success: { title: "Message Sent Successfully!", description: "We've received your message and will get back to you soon." },
    failure: { title: "Error", description: "Failed to send message. Please try again or call us directly." },
    /** The toasts' region and close button, for screen readers. */
    region: "Notifications",
    close: "Close notification",
  },
  /** At the fields, when a value is not accepted. */
  fieldMessages: {
    name: "Name is required",
    email: "Valid email is required",
    phone: "Please enter a valid phone number, or leave it empty",
    caseType: "Please select a case type",
    description: "Please provide at least 10 characters",
    privacyConsent: "You must agree to the privacy policy and terms of service",
    sourceUrl: "The page address is not valid",
    /** Hidden fields a person never types: only a damaged or forged request gets these. */
    idempotencyKey: "This request could not be read. Please send it again.",
    turnstileToken: "We could not verify the form. Please send it again.",
    text: "Please use text",
    tooLong: (max: number) => `Please use at most ${max.toLocaleString("en-US")} characters`,
  },
  /** What the lead endpoint and the form action answer when a request is not accepted. */
  errors: {
    invalid: "Please correct the highlighted fields.",
    badJson: "The request body is not valid JSON.",
    notObject: "The request body must be a JSON object.",
    crossOrigin: "Requests from other sites are not accepted.",
    method: "Method not allowed. Send the consultation request with POST.",
    tooLarge: (kb: number, phone: string) => `The request is too large to send (${kb} KB at most). Please shorten your description, or ${call(phone)}.`,
    mediaType: "Send the request as JSON (application/json) or as a form (application/x-www-form-urlencoded).",
    rateLimited: (phone: string) => `Too many requests. Please ${call(phone)}, or try again in a minute.`,
    verification: (phone: string) => `We could not verify that this request comes from a person. Please try again, or ${call(phone)}.`,
    /** Turnstile is on and a JSON request came without its token (the page's form posts without it instead). */
    tokenRequired: (phone: string) =>
      `The form's security check did not load, so we could not send your request. Please reload the page and send it again, or ${call(phone)}.`,
    notStored: (phone: string) => `We could not save your request. Please ${call(phone)}.`,
    notFound: "Not found",
    server: (phone: string) => `Something went wrong. Please ${call(phone)}.`,
  },
};

const llame = (phone: string) => `llámenos al ${phone}`;

const es: typeof en = {
  heading: "Pida su consulta gratis",
  intro: "Cuéntenos qué pasó. Alguien de nuestro equipo se comunicará con usted pronto, sin costo.",
  submit: "Quiero mi consulta gratis",
  sending: "Enviando...",
  labels: {
    name: "Nombre completo",
    email: "Correo electrónico",
    phone: "Teléfono",
    caseType: "Tipo de caso",
    description: "Cuéntenos sobre su caso",
  },
  optional: "(opcional)",
  phoneHint: "Es la forma más rápida de comunicarnos con usted.",
  caseTypePlaceholder: "Elija un tipo de caso",
  consent: { before: "Acepto recibir comunicaciones de", middle: "y estoy de acuerdo con la", and: "y las" },
  privacyPolicy: "Política de privacidad",
  termsOfUse: "Condiciones de uso",
  note: "* Campos obligatorios. Respetamos su privacidad y nunca compartiremos sus datos.",
  callBefore: "¿Prefiere hablar con alguien? Llame al",
  callAfter: ", las 24 horas.",
  correctFields: "Corrija los campos marcados abajo.",
  honeypotLabel: "Deje este campo vacío",
  toasts: {
    success: { title: "¡Solicitud enviada!", description: "Recibimos su solicitud de consulta y nos comunicaremos con usted pronto." },
    failure: { title: "Error", description: "No se pudo enviar su solicitud. Intente de nuevo o llámenos directamente." },
    region: "Notificaciones",
    close: "Cerrar aviso",
  },
  fieldMessages: {
    name: "Escriba su nombre",
    email: "Escriba un correo electrónico válido",
    phone: "Escriba un teléfono válido, o deje el campo vacío",
    caseType: "Elija un tipo de caso",
    description: "Cuéntenos brevemente qué pasó (al menos 10 caracteres)",
    privacyConsent: "Para enviar, marque la casilla de aceptación",
    sourceUrl: "La dirección de la página no es válida",
    idempotencyKey: "No pudimos leer esta solicitud. Envíela de nuevo.",
    turnstileToken: "No pudimos verificar el formulario. Envíelo de nuevo.",
    text: "Escriba texto",
    tooLong: (max: number) => `Use como máximo ${max.toLocaleString("es-US")} caracteres`,
  },
  errors: {
    invalid: "Corrija los campos marcados.",
    badJson: "El contenido de la solicitud no es JSON válido.",
    notObject: "El contenido de la solicitud debe ser un objeto JSON.",
    crossOrigin: "No aceptamos solicitudes de otros sitios.",
    method: "Método no permitido. Envíe la solicitud de consulta con POST.",
    tooLarge: (kb: number, phone: string) => `La solicitud es demasiado grande para enviarla (${kb} KB como máximo). Acorte la descripción, o ${llame(phone)}.`,
    mediaType: "Envíe la solicitud como JSON (application/json) o como formulario (application/x-www-form-urlencoded).",
    rateLimited: (phone: string) => `Demasiadas solicitudes. Por favor, ${llame(phone)}, o intente de nuevo en un minuto.`,
    verification: (phone: string) => `No pudimos confirmar que esta solicitud venga de una persona. Intente de nuevo, o ${llame(phone)}.`,
    tokenRequired: (phone: string) =>
      `La verificación de seguridad del formulario no se cargó, así que no pudimos enviar su solicitud. Vuelva a cargar la página y envíela de nuevo, o ${llame(phone)}.`,
    notStored: (phone: string) => `No pudimos guardar su solicitud. Por favor, ${llame(phone)}.`,
    notFound: "No encontrado",
    server: (phone: string) => `Algo salió mal. Por favor, ${llame(phone)}.`,
  },
};

export const formWords: Localized<typeof en> = { en, es };

/** The request's facts as staff read them (the staff email, the request page), in English. */
export const staffLabels = {
  caseType: "Type of case",
  language: "Language",
} as const;
