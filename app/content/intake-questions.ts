/** The questions after Send (decision 0048): every one optional, one page, in both languages; a typed
 * list per kind of case decides which appear. Placeholder wording for the firm's review. */
import type { CaseType } from "./case-types";
import type { Localized } from "./i18n";

/** The longest answer to a written question. */
export const ANSWER_MAX = 200;

export const questionKeys = [
  "incidentDate",
  "city",
  "injuries",
  "treatment",
  "policeReport",
  "otherParty",
  "dogOwner",
  "property",
  "relationship",
  "otherInsurer",
  "government",
  "ownInsurer",
  "represented",
  "minor",
] as const;
export type QuestionKey = (typeof questionKeys)[number];

/** A kind of case: the form's case type, or a dog bite (sent from the dog bite page, which has no case type of its own). */
export type Topic = CaseType | "dog-bite";

export const injuryChoices = ["head", "neck-back", "broken-bones", "cuts-scarring", "internal", "emotional", "other"] as const;
export const treatmentChoices = ["emergency", "doctor", "not-yet", "none"] as const;
export const yesNoUnsure = ["yes", "no", "unsure"] as const;
export const relationshipChoices = ["spouse", "parent", "child", "sibling", "other"] as const;

/** The kinds of question: how each is asked and stored. */
export const questionKinds = {
  incidentDate: "date",
  city: "text",
  injuries: "choices",
  treatment: "choice",
  policeReport: "choice",
  otherParty: "text",
  dogOwner: "text",
  property: "text",
  relationship: "choice",
  otherInsurer: "text",
  government: "choice",
  ownInsurer: "text",
  represented: "choice",
  minor: "choice",
} as const satisfies Record<QuestionKey, "date" | "text" | "choice" | "choices">;

export const choicesOf = {
  injuries: injuryChoices,
  treatment: treatmentChoices,
  policeReport: yesNoUnsure,
  relationship: relationshipChoices,
  government: yesNoUnsure,
  represented: ["yes", "no"],
  minor: ["yes", "no"],
} as const satisfies Partial<Record<QuestionKey, readonly string[]>>;

const common: readonly QuestionKey[] = ["incidentDate", "city", "injuries", "treatment", "policeReport", "otherParty", "otherInsurer", "government", "ownInsurer", "represented", "minor"];
const withOwner = common.map((key) => (key === "otherParty" ? "dogOwner" : key));
const withProperty = common.map((key) => (key === "otherParty" ? "property" : key));

/** Which questions each kind of case asks, in order. */
export const questionsByTopic: Record<Topic, readonly QuestionKey[]> = {
  "car-accidents": common,
  "truck-accidents": common,
  "motorcycle-accidents": common,
  "boat-accidents": common,
  "premises-liability": withProperty,
  "slip-fall": withProperty,
  "workplace-injuries": common,
  "wrongful-death": ["incidentDate", "city", "relationship", "policeReport", "otherParty", "otherInsurer", "government", "ownInsurer", "represented", "minor"],
  other: common,
  "dog-bite": withOwner,
};

interface QuestionWords {
  label: string;
  hint?: string;
}

export interface IntakeQuestionWords {
  title: string;
  intro: string;
  optional: string;
  notSure: string;
  otherInjury: string;
  save: string;
  saving: string;
  skip: string;
  saved: string;
  savedMore: string;
  questions: Record<QuestionKey, QuestionWords>;
  choices: {
    injuries: Record<(typeof injuryChoices)[number], string>;
    treatment: Record<(typeof treatmentChoices)[number], string>;
    yesNoUnsure: Record<(typeof yesNoUnsure)[number], string>;
    relationship: Record<(typeof relationshipChoices)[number], string>;
  };
  /** The page for a key that is unknown, forged or past its 24 hours: nothing is stored. */
  invalid: { title: string; body: string };
  errors: { date: string; future: string; form: string; tooLong: string };
}

export const intakeQuestionWords: Localized<IntakeQuestionWords> = {
  en: {
    title: "A few questions before we call",
    intro: "So the attorney is ready when we call. Every question is optional: answer what you know, skip the rest. Your request is already received either way.",
    optional: "optional",
    notSure: "I'm not sure of the date",
    otherInjury: "Other injury",
    save: "Send my answers",
    saving: "Sending…",
    skip: "Skip the questions",
    saved: "Thank you: your answers are with your request. The attorney will read them before we call.",
    savedMore: "You can change an answer and send again within 24 hours.",
    questions: {
      incidentDate: { label: "When did it happen?" },
      city: { label: "Where did it happen (city)?" },
      injuries: { label: "What injuries were there?", hint: "Choose all that apply." },
      treatment: { label: "Have you seen a doctor?" },
      policeReport: { label: "Was there a police report?" },
      otherParty: { label: "The other party's name, if you know it" },
      dogOwner: { label: "The dog owner's name, if you know it" },
      property: { label: "The property or business where it happened, and its owner if you know" },
      relationship: { label: "Your relationship to the person who died" },
      otherInsurer: { label: "The other party's insurance company, if you know it" },
      government: { label: "Was the other party a government body (a city bus, a county road, a state vehicle)?" },
      ownInsurer: { label: "Your own insurance company" },
      represented: { label: "Does another lawyer already represent you for this?" },
      minor: { label: "Is the injured person under 18?" },
    },
    choices: {
      injuries: {
        head: "Head injury or concussion",
        "neck-back": "Neck or back",
        "broken-bones": "Broken bones",
        "cuts-scarring": "Cuts or scarring",
        internal: "Internal injuries",
        emotional: "Emotional distress",
        other: "Other",
      },
      treatment: { emergency: "Yes, the emergency room", doctor: "Yes, a doctor or clinic", "not-yet": "Not yet", none: "No" },
      yesNoUnsure: { yes: "Yes", no: "No", unsure: "I'm not sure" },
      relationship: { spouse: "Spouse or partner", parent: "Parent", child: "Child", sibling: "Brother or sister", other: "Other" },
    },
    invalid: {
      title: "This link no longer works",
      body: "The link to the questions is good for 24 hours and only from your confirmation. Your request itself is received: we will ask these questions when we call.",
    },
    errors: {
      date: "Write the date as a day, month and year, or tick \"I'm not sure\".",
      future: "That date is in the future: check the year, or tick \"I'm not sure\".",
      form: "Your answers were not sent: please try again.",
      tooLong: "That answer is too long: keep it under 200 characters.",
    },
  },
  es: {
    title: "Unas preguntas antes de llamarle",
    intro: "Para que el abogado esté listo cuando le llamemos. Todas las preguntas son opcionales: conteste lo que sepa y deje el resto. Su solicitud ya está recibida de todas formas.",
    optional: "opcional",
    notSure: "No estoy seguro de la fecha",
    otherInjury: "Otra lesión",
    save: "Enviar mis respuestas",
    saving: "Enviando…",
    skip: "Omitir las preguntas",
    saved: "Gracias: sus respuestas están con su solicitud. El abogado las leerá antes de llamarle.",
    savedMore: "Puede cambiar una respuesta y enviarla de nuevo durante 24 horas.",
    questions: {
      incidentDate: { label: "¿Cuándo ocurrió?" },
      city: { label: "¿Dónde ocurrió (ciudad)?" },
      injuries: { label: "¿Qué lesiones hubo?", hint: "Elija todas las que correspondan." },
      treatment: { label: "¿Ha visto a un médico?" },
      policeReport: { label: "¿Hubo un informe policial?" },
      otherParty: { label: "El nombre de la otra parte, si lo sabe" },
      dogOwner: { label: "El nombre del dueño del perro, si lo sabe" },
      property: { label: "La propiedad o el negocio donde ocurrió, y su dueño si lo sabe" },
      relationship: { label: "Su parentesco con la persona que falleció" },
      otherInsurer: { label: "La compañía de seguros de la otra parte, si la sabe" },
      government: { label: "¿La otra parte era una entidad del gobierno (un autobús de la ciudad, una carretera del condado, un vehículo del estado)?" },
      ownInsurer: { label: "Su propia compañía de seguros" },
      represented: { label: "¿Ya le representa otro abogado en esto?" },
      minor: { label: "¿La persona lesionada es menor de 18 años?" },
    },
    choices: {
      injuries: {
        head: "Lesión en la cabeza o conmoción",
        "neck-back": "Cuello o espalda",
        "broken-bones": "Huesos rotos",
        "cuts-scarring": "Cortes o cicatrices",
        internal: "Lesiones internas",
        emotional: "Angustia emocional",
        other: "Otra",
      },
      treatment: { emergency: "Sí, en la sala de emergencias", doctor: "Sí, un médico o una clínica", "not-yet": "Todavía no", none: "No" },
      yesNoUnsure: { yes: "Sí", no: "No", unsure: "No estoy seguro" },
      relationship: { spouse: "Cónyuge o pareja", parent: "Padre o madre", child: "Hijo o hija", sibling: "Hermano o hermana", other: "Otro" },
    },
    invalid: {
      title: "Este enlace ya no funciona",
      body: "El enlace a las preguntas sirve durante 24 horas y solo desde su confirmación. Su solicitud sí está recibida: le haremos estas preguntas cuando le llamemos.",
    },
    errors: {
      date: "Escriba la fecha con día, mes y año, o marque \"No estoy seguro\".",
      future: "Esa fecha está en el futuro: revise el año, o marque \"No estoy seguro\".",
      form: "Sus respuestas no se enviaron: inténtelo de nuevo.",
      tooLong: "Esa respuesta es demasiado larga: menos de 200 caracteres.",
    },
  },
};

/** The words of a choice question's options (the desk shows the English ones). */
export function choiceWords(lang: keyof typeof intakeQuestionWords, key: keyof typeof choicesOf): Record<string, string> {
  const c = intakeQuestionWords[lang].choices;
  if (key === "injuries") return c.injuries;
  if (key === "treatment") return c.treatment;
  if (key === "relationship") return c.relationship;
  if (key === "represented" || key === "minor") return { yes: c.yesNoUnsure.yes, no: c.yesNoUnsure.no };
  return c.yesNoUnsure;
}
