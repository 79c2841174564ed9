/** The questions after Send (decision 0048): every one optional, one page, in both languages; a typed
 * list per kind of case decides which appear. Placeholder wording for the firm's review. */
import type { CaseType } from "./case-types";
import type { Localized } from "./i18n";

/** The longest answer to a written question. */
export const ANSWER_MAX = 200;

export const questionKeys = [
  "incidentDate",
  "deathDate",
  "city",
  "injuries",
  "treatment",
  "atWork",
  "assault",
  "medical",
  "discoveryDate",
  "policeReport",
  "otherParty",
  "dogOwner",
  "property",
  "relationship",
  "otherInsurer",
  "government",
  "ownInsurer",
  "represented",
  "birthDate",
  "minor",
] as const;
export type QuestionKey = (typeof questionKeys)[number];

/** A kind of case: the form's case type, or a dog bite (sent from the dog bite page, which has no case type of its own). */
export type Topic = CaseType | "dog-bite";

export const injuryChoices = ["head", "neck-back", "broken-bones", "cuts-scarring", "internal", "emotional", "other"] as const;
export const treatmentChoices = ["emergency", "doctor", "not-yet", "none"] as const;
export const yesNoUnsure = ["yes", "no", "unsure"] as const;
export const relationshipChoices = ["spouse", "parent", "child", "sibling", "other"] as const;
/** Which government, if any (decision 0066): "yes" is a government body of a kind not known (the only "yes" before
 * the kinds were asked, so an earlier answer keeps its meaning). */
export const governmentChoices = ["local", "state", "federal", "yes", "no", "unsure"] as const;
/** The answers that name a government body, or may. */
export const governmentMaybe: readonly string[] = ["local", "state", "federal", "yes", "unsure"];

/** The kinds of question: how each is asked and stored. */
export const questionKinds = {
  incidentDate: "date",
  deathDate: "date",
  city: "text",
  injuries: "choices",
  treatment: "choice",
  atWork: "choice",
  assault: "choice",
  medical: "choice",
  discoveryDate: "date",
  policeReport: "choice",
  otherParty: "text",
  dogOwner: "text",
  property: "text",
  relationship: "choice",
  otherInsurer: "text",
  government: "choice",
  ownInsurer: "text",
  represented: "choice",
  birthDate: "date",
  minor: "choice",
} as const satisfies Record<QuestionKey, "date" | "text" | "choice" | "choices">;

export const choicesOf = {
  injuries: injuryChoices,
  treatment: treatmentChoices,
  atWork: yesNoUnsure,
  assault: yesNoUnsure,
  medical: yesNoUnsure,
  policeReport: yesNoUnsure,
  relationship: relationshipChoices,
  government: governmentChoices,
  represented: ["yes", "no"],
  minor: ["yes", "no"],
} as const satisfies Partial<Record<QuestionKey, readonly string[]>>;

const common: readonly QuestionKey[] = [
  "incidentDate",
  "city",
  "injuries",
  "treatment",
  "atWork",
  "policeReport",
  "otherParty",
  "otherInsurer",
  "government",
  "ownInsurer",
  "represented",
  "birthDate",
  "minor",
];
const withOwner = common.map((key) => (key === "otherParty" ? "dogOwner" : key));
const withProperty = common.map((key) => (key === "otherParty" ? "property" : key));
/** `keys` asked right after `after`. */
const adding = (list: readonly QuestionKey[], after: QuestionKey, keys: QuestionKey[]) => list.flatMap((key) => (key === after ? [key, ...keys] : [key]));

/** Which questions each kind of case asks, in order: each asks the facts its deadlines turn on (decision 0066), at work
 * (an L&I claim) where it is not the case type itself, an assault where one is likely, medical care and when it was found
 * out for the cases no other type covers, the date of death for a wrongful death, and the age at the incident except for
 * a wrongful death (which no minority pauses). */
export const questionsByTopic: Record<Topic, readonly QuestionKey[]> = {
  "car-accidents": common,
  "truck-accidents": common,
  "motorcycle-accidents": common,
  "boat-accidents": common,
  "premises-liability": adding(withProperty, "atWork", ["assault"]),
  "slip-fall": withProperty,
  "workplace-injuries": common.filter((key) => key !== "atWork"),
  "wrongful-death": [
    "incidentDate",
    "deathDate",
    "city",
    "relationship",
    "atWork",
    "policeReport",
    "otherParty",
    "otherInsurer",
    "government",
    "ownInsurer",
    "represented",
  ],
  other: adding(common, "atWork", ["assault", "medical", "discoveryDate"]),
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
    government: Record<(typeof governmentChoices)[number], string>;
  };
  /** The page for a key that is unknown, forged or past its 24 hours: nothing is stored. */
  invalid: { title: string; body: string };
  errors: {
    /** The incident date, which has its "not sure" box. */
    date: string;
    future: string;
    /** Any other date. */
    otherDate: string;
    otherFuture: string;
    deathBefore: string;
    birthAfter: string;
    form: string;
    tooLong: string;
  };
}

export const intakeQuestionWords: Localized<IntakeQuestionWords> = {
  en: {
    title: "A few questions before we call",
    intro:
      "So the attorney is ready when we call. Every question is optional: answer what you know, skip the rest. Your request is already received either way.",
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
      deathDate: { label: "When did the person die?", hint: "If it was later than the day it happened." },
      city: { label: "Where did it happen (city)?" },
      injuries: { label: "What injuries were there?", hint: "Choose all that apply." },
      treatment: { label: "Have you seen a doctor?" },
      atWork: { label: "Was the injured person at work (on the job) when it happened?" },
      assault: { label: "Did someone hurt the injured person on purpose (an assault or attack)?" },
      medical: { label: "Was the injury caused by medical care (a doctor, hospital, clinic or nursing home)?" },
      discoveryDate: { label: "If it was medical care: when did you first learn the care caused the injury?" },
      policeReport: { label: "Was there a police report?" },
      otherParty: { label: "The other party's name, if you know it" },
      dogOwner: { label: "The dog owner's name, if you know it" },
      property: { label: "The property or business where it happened, and its owner if you know" },
      relationship: { label: "Your relationship to the person who died" },
      otherInsurer: { label: "The other party's insurance company, if you know it" },
      government: { label: "Was the other party a government body?", hint: "Choose which kind if you know it." },
      ownInsurer: { label: "Your own insurance company" },
      represented: { label: "Does another lawyer already represent you for this?" },
      birthDate: { label: "The injured person's date of birth", hint: "It tells the attorney whether they were under 18 when it happened." },
      minor: { label: "Was the injured person under 18 on the day it happened?", hint: "If you would rather not give the date of birth." },
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
      government: {
        local: "Yes, a city, county or other local body (a city bus, a county road, a public school)",
        state: "Yes, the State of Washington (a state vehicle, a state highway, a state agency)",
        federal: "Yes, the federal government (a USPS truck, a federal building, a military vehicle)",
        yes: "Yes, but I don't know which",
        no: "No",
        unsure: "I'm not sure",
      },
    },
    invalid: {
      title: "This link no longer works",
      body: "The link to the questions is good for 24 hours and only from your confirmation. Your request itself is received: we will ask these questions when we call.",
    },
    errors: {
      date: 'Write the date as a day, month and year, or tick "I\'m not sure".',
      future: 'That date is in the future: check the year, or tick "I\'m not sure".',
      otherDate: "Write the date as a day, month and year, or leave it empty.",
      otherFuture: "That date is in the future: check the year.",
      deathBefore: "The date of death is before the day it happened: check both dates.",
      birthAfter: "The date of birth is after the day it happened: check both dates.",
      form: "Your answers were not sent: please try again.",
      tooLong: "That answer is too long: keep it under 200 characters.",
    },
  },
  es: {
    title: "Unas preguntas antes de llamarle",
    intro:
      "Para que el abogado esté listo cuando le llamemos. Todas las preguntas son opcionales: conteste lo que sepa y deje el resto. Su solicitud ya está recibida de todas formas.",
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
      deathDate: { label: "¿Cuándo falleció la persona?", hint: "Si fue después del día en que ocurrió." },
      city: { label: "¿Dónde ocurrió (ciudad)?" },
      injuries: { label: "¿Qué lesiones hubo?", hint: "Elija todas las que correspondan." },
      treatment: { label: "¿Ha visto a un médico?" },
      atWork: { label: "¿La persona lesionada estaba trabajando cuando ocurrió?" },
      assault: { label: "¿Alguien lastimó a la persona a propósito (una agresión o un ataque)?" },
      medical: { label: "¿La lesión fue causada por atención médica (un médico, un hospital, una clínica o un hogar de ancianos)?" },
      discoveryDate: { label: "Si fue por atención médica: ¿cuándo supo por primera vez que la atención causó la lesión?" },
      policeReport: { label: "¿Hubo un informe policial?" },
      otherParty: { label: "El nombre de la otra parte, si lo sabe" },
      dogOwner: { label: "El nombre del dueño del perro, si lo sabe" },
      property: { label: "La propiedad o el negocio donde ocurrió, y su dueño si lo sabe" },
      relationship: { label: "Su parentesco con la persona que falleció" },
      otherInsurer: { label: "La compañía de seguros de la otra parte, si la sabe" },
      government: { label: "¿La otra parte era una entidad del gobierno?", hint: "Elija de qué tipo si lo sabe." },
      ownInsurer: { label: "Su propia compañía de seguros" },
      represented: { label: "¿Ya le representa otro abogado en esto?" },
      birthDate: { label: "Fecha de nacimiento de la persona lesionada", hint: "Le dice al abogado si tenía menos de 18 años cuando ocurrió." },
      minor: { label: "¿La persona lesionada tenía menos de 18 años el día en que ocurrió?", hint: "Si prefiere no dar la fecha de nacimiento." },
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
      government: {
        local: "Sí, una ciudad, un condado u otra entidad local (un autobús de la ciudad, una carretera del condado, una escuela pública)",
        state: "Sí, el Estado de Washington (un vehículo del estado, una carretera estatal, una agencia estatal)",
        federal: "Sí, el gobierno federal (un camión del correo USPS, un edificio federal, un vehículo militar)",
        yes: "Sí, pero no sé cuál",
        no: "No",
        unsure: "No estoy seguro",
      },
    },
    invalid: {
      title: "Este enlace ya no funciona",
      body: "El enlace a las preguntas sirve durante 24 horas y solo desde su confirmación. Su solicitud sí está recibida: le haremos estas preguntas cuando le llamemos.",
    },
    errors: {
      date: 'Escriba la fecha con día, mes y año, o marque "No estoy seguro".',
      future: 'Esa fecha está en el futuro: revise el año, o marque "No estoy seguro".',
      otherDate: "Escriba la fecha con día, mes y año, o déjela en blanco.",
      otherFuture: "Esa fecha está en el futuro: revise el año.",
      deathBefore: "La fecha de fallecimiento es anterior al día en que ocurrió: revise ambas fechas.",
      birthAfter: "La fecha de nacimiento es posterior al día en que ocurrió: revise ambas fechas.",
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
  if (key === "government") return c.government;
  if (key === "represented" || key === "minor") return { yes: c.yesNoUnsure.yes, no: c.yesNoUnsure.no };
  return c.yesNoUnsure;
}
