/** The contingency-fee agreement (RPC 1.5(c)) and the signing page's words. PLACEHOLDER text, fictional
 * terms: the firm's counsel must review and replace every clause before use. */
import type { Localized } from "./i18n";

export type Capacity = "self" | "guardian" | "representative";

/** What the agreement is filled with, at sending. */
export interface AgreementFields {
  clientName: string;
  capacity: Capacity;
  matter: string;
  incidentDate: string | null;
  firmName: string;
  firmPhone: string;
}

/** The fee terms (placeholder): the percentage by stage, and the expenses rule. */
export const feeTerms = { beforeSuit: "33⅓ %", afterFiling: "40 %", appeal: "45 %" } as const;

export interface AgreementText {
  title: string;
  placeholder: string;
  paragraphs: string[];
}

interface AgreementWords {
  capacity: Record<Capacity, string>;
  unknownDate: string;
  text(fields: AgreementFields): AgreementText;
}

export const agreementWords: Localized<AgreementWords> = {
  en: {
    capacity: { self: "on their own behalf", guardian: "as parent or guardian of a minor", representative: "as personal representative of an estate" },
    unknownDate: "a date to be confirmed",
    text: (f) => ({
      title: "Contingency Fee Agreement",
      placeholder: "PLACEHOLDER TEXT for the firm's counsel to review and replace. Not legal advice; the terms below are examples.",
      paragraphs: [
        `1. Parties. This agreement is between ${f.clientName} ("Client"), signing ${agreementWords.en.capacity[f.capacity]}, and ${f.firmName} ("the Firm").`,
        `2. Matter. The Firm will represent the Client in a claim for personal injury: ${f.matter}, arising from an incident on ${f.incidentDate ?? agreementWords.en.unknownDate}.`,
        `3. Method of fee. The Firm is paid only if money is recovered (a contingent fee). The fee is a percentage of the gross recovery: ${feeTerms.beforeSuit} if the claim is resolved before a lawsuit is filed; ${feeTerms.afterFiling} if it is resolved after a lawsuit is filed; ${feeTerms.appeal} if an appeal is taken by either side.`,
        "4. Expenses. Litigation expenses (filing fees, medical records, expert witnesses, depositions, investigation) are advanced by the Firm and deducted from the recovery AFTER the fee is calculated.",
        "5. No recovery. If there is no recovery, the Client owes no fee. The Client does not owe the expenses advanced by the Firm if there is no recovery.",
        "6. Settlement. The Firm will not settle the claim without the Client's consent. At the end, the Firm gives the Client a written statement of the outcome, the fee, the expenses and the Client's share.",
        "7. Ending the agreement. The Client may end this agreement at any time in writing. The Firm may withdraw as the Rules of Professional Conduct allow.",
        `8. Questions. Call ${f.firmPhone} before signing with any question about this agreement. You may ask another lawyer to review it.`,
      ],
    }),
  },
  es: {
    capacity: {
      self: "en su propio nombre",
      guardian: "como padre, madre o tutor de un menor",
      representative: "como representante personal de la sucesión de una persona fallecida",
    },
    unknownDate: "en una fecha por confirmar",
    text: (f) => ({
      title: "Contrato de honorarios de contingencia",
      placeholder: "TEXTO PROVISIONAL para que el abogado del Bufete lo revise y reemplace. No es asesoría legal; los términos son ejemplos.",
      paragraphs: [
        `1. Partes. Este contrato es entre ${f.clientName} ("el Cliente"), que firma ${agreementWords.es.capacity[f.capacity]}, y ${f.firmName} ("el Bufete").`,
        `2. Asunto. El Bufete representará al Cliente en un reclamo por lesiones personales: ${f.matter}, por un incidente ocurrido ${f.incidentDate ? `el ${f.incidentDate}` : agreementWords.es.unknownDate}.`,
        `3. Forma de pago. El Bufete cobra solo si se recupera dinero (honorarios de contingencia). Los honorarios son un porcentaje del monto bruto que se obtenga: ${feeTerms.beforeSuit} si el reclamo se resuelve antes de presentar una demanda; ${feeTerms.afterFiling} si se resuelve después de presentarla; ${feeTerms.appeal} si cualquiera de las partes apela.`,
        "4. Gastos. Los gastos del litigio (costos de presentación ante el tribunal, expedientes médicos, peritos, declaraciones juradas (deposiciones), investigación) los adelanta el Bufete y se descuentan de lo que se obtenga DESPUÉS de calcular los honorarios.",
        "5. Si no se obtiene nada. Si no se obtiene dinero, el Cliente no debe honorarios, ni los gastos adelantados por el Bufete.",
        "6. Acuerdo. El Bufete no llegará a un acuerdo sin el consentimiento del Cliente. Al final, el Bufete entrega al Cliente un estado de cuenta (liquidación) por escrito del resultado, los honorarios, los gastos y la parte del Cliente.",
        "7. Terminación. El Cliente puede terminar este contrato en cualquier momento por escrito. El Bufete puede retirarse según lo permitan las Reglas de Conducta Profesional.",
        `8. Preguntas. Llame al ${f.firmPhone} antes de firmar si tiene preguntas sobre este contrato. Puede pedir a otro abogado que lo revise.`,
      ],
    }),
  },
};

interface SigningWords {
  heading: string;
  intro(firm: string): string;
  consentHeading: string;
  consentText: string;
  consentBox: string;
  consentButton: string;
  download: string;
  signHeading: string;
  nameLabel(name: string): string;
  nameHint: string;
  signButton: string;
  signedHeading: string;
  signedBody(at: string): string;
  downloadSigned: string;
  errors: { empty: string; mismatch(name: string): string; consent: string };
  refused: Record<"invalid" | "expired" | "revoked" | "changed" | "gone", { title: string; body: string }>;
  call(phone: string): string;
  signature: string;
  audit: Record<"heading" | "sentBy" | "sent" | "viewed" | "consented" | "signed" | "signedName" | "ip" | "userAgent" | "hash" | "request", string>;
  email: {
    subject: string;
    preview: string;
    body(firm: string): string;
    button: string;
    expires(date: string): string;
    signedSubject: string;
    signedBody: string;
  };
  text(firm: string, link: string): string;
}

export const signingWords: Localized<SigningWords> = {
  en: {
    heading: "Your fee agreement",
    intro: (firm) => `${firm} sent you its fee agreement to read and sign on this page.`,
    consentHeading: "Step 1: agree to sign electronically",
    consentText:
      "Under Washington's Uniform Electronic Transactions Act (RCW 1.80) you may agree to receive and sign this agreement electronically. Your typed name will be your signature. You may ask for a paper copy instead by calling us, and you may download the agreement below before you decide.",
    consentBox: "I agree to do business electronically and to sign with my typed name.",
    consentButton: "Continue",
    download: "Download the agreement (PDF)",
    signHeading: "Step 2: sign",
    nameLabel: (name) => `Type your full name as it appears here: ${name}`,
    nameHint: "Capitals and accents do not matter.",
    signButton: "Sign the agreement",
    signedHeading: "Signed: thank you",
    signedBody: (at) => `You signed this agreement on ${at} (Kent time). A copy is in your email. You can download it here for 30 days.`,
    downloadSigned: "Download the signed agreement (PDF)",
    errors: {
      empty: "Type your full name to sign.",
      mismatch: (name) => `The name must match the one on the agreement: ${name}. If it is wrong, call us.`,
      consent: "Check the box to agree to sign electronically, or call us for a paper copy.",
    },
    refused: {
      invalid: { title: "This link does not work", body: "The link may be mistyped or incomplete. Nothing was signed." },
      expired: { title: "This link has expired", body: "Signing links are good for 7 days. Call us and we will send a new one. Nothing was signed." },
      revoked: { title: "This link was withdrawn", body: "The firm withdrew this link, perhaps to send you a newer one. Nothing was signed." },
      changed: { title: "The agreement changed", body: "The agreement on this page is not the one you were sent. Nothing was signed. Call us." },
      gone: { title: "This agreement is no longer here", body: "A signed copy stays on this link for 30 days. Call us for another copy." },
    },
    call: (phone) => `Questions? Call ${phone}.`,
    signature: "Signature",
    audit: {
      heading: "Signature record",
      sentBy: "Sent by",
      sent: "Sent",
      viewed: "Viewed",
      consented: "Agreed to sign electronically",
      signed: "Signed",
      signedName: "Typed name",
      ip: "IP address",
      userAgent: "Browser (user agent)",
      hash: "Document SHA-256 (the unsigned PDF)",
      request: "Request",
    },
    email: {
      subject: "Your fee agreement to sign",
      preview: "Read and sign your fee agreement on your phone.",
      body: (firm) => `${firm} sent you its fee agreement. Open the link to read it and sign with your typed name.`,
      button: "Read and sign",
      expires: (date) => `The link works until ${date}.`,
      signedSubject: "Your signed fee agreement",
      signedBody: "Thank you for signing. Your signed agreement is attached (PDF). Keep it for your records.",
    },
    text: (firm, link) => `${firm}: your fee agreement is ready to read and sign: ${link} (good for 7 days). Reply STOP to opt out.`,
  },
  es: {
    heading: "Su contrato de honorarios",
    intro: (firm) => `${firm} le envió su contrato de honorarios para que usted lo lea y lo firme en esta página.`,
    consentHeading: "Paso 1: acepte firmar electrónicamente",
    consentText:
      "Según la Ley Uniforme de Transacciones Electrónicas de Washington (RCW 1.80), usted puede aceptar recibir y firmar este contrato electrónicamente. Su nombre escrito será su firma. Puede pedir una copia en papel llamándonos, y puede descargar el contrato abajo antes de decidir.",
    consentBox: "Acepto realizar este trámite y firmar por medios electrónicos, con mi nombre escrito.",
    consentButton: "Continuar",
    download: "Descargar el contrato (PDF)",
    signHeading: "Paso 2: firme",
    nameLabel: (name) => `Escriba su nombre completo como aparece aquí: ${name}`,
    nameHint: "No importan las mayúsculas ni los acentos.",
    signButton: "Firmar el contrato",
    signedHeading: "Contrato firmado. Gracias.",
    signedBody: (at) => `Usted firmó este contrato el ${at} (hora de Kent). Tiene una copia en su correo. Puede descargarla aquí durante 30 días.`,
    downloadSigned: "Descargar el contrato firmado (PDF)",
    errors: {
      empty: "Escriba su nombre completo para firmar.",
      mismatch: (name) => `El nombre debe coincidir con el del contrato: ${name}. Si no es correcto, llámenos.`,
      consent: "Marque la casilla para aceptar firmar electrónicamente, o llámenos para una copia en papel.",
    },
    refused: {
      invalid: { title: "Este enlace no funciona", body: "Puede que el enlace esté incompleto o mal escrito. No se firmó nada." },
      expired: { title: "Este enlace venció", body: "Los enlaces para firmar duran 7 días. Llámenos y le enviaremos uno nuevo. No se firmó nada." },
      revoked: { title: "Este enlace fue retirado", body: "Retiramos este enlace, quizás para enviarle uno más reciente. No se firmó nada." },
      changed: { title: "El contrato cambió", body: "El contrato de esta página no es el que se le envió. No se firmó nada. Llámenos." },
      gone: { title: "Este contrato ya no está aquí", body: "La copia firmada queda en este enlace durante 30 días. Llámenos para otra copia." },
    },
    call: (phone) => `¿Preguntas? Llame al ${phone}.`,
    signature: "Firma",
    audit: {
      heading: "Registro de la firma",
      sentBy: "Enviado por",
      sent: "Enviado",
      viewed: "Visto",
      consented: "Aceptó firmar electrónicamente",
      signed: "Firmado",
      signedName: "Nombre escrito",
      ip: "Dirección IP",
      userAgent: "Navegador (user agent)",
      hash: "SHA-256 del documento (el PDF sin firmar)",
      request: "Solicitud",
    },
    email: {
      subject: "Su contrato de honorarios para firmar",
      preview: "Lea y firme su contrato de honorarios en su teléfono.",
      body: (firm) => `${firm} le envió su contrato de honorarios. Abra el enlace para leerlo y firmarlo con su nombre escrito.`,
      button: "Leer y firmar",
      expires: (date) => `El enlace funciona hasta el ${date}.`,
      signedSubject: "Su contrato de honorarios firmado",
      signedBody: "Gracias por firmar. Adjuntamos su contrato firmado (PDF). Guárdelo para su archivo.",
    },
    text: (firm, link) => `${firm}: su contrato de honorarios está listo para leer y firmar: ${link} (válido 7 días). Responda STOP para no recibir más.`,
  },
};
