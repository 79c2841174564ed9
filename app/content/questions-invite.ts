/** The invitation to the questions on a confirmation: a module of its own, because every page
 * with the form loads it, and a module is loaded whole (the questions' words stay out). */
import type { Localized } from "./i18n";

export const questionsInviteWords: Localized<{ invite: string; link: string }> = {
  en: { invite: "So the attorney is ready when we call: answer a few optional questions (about 2 minutes).", link: "Answer a few questions" },
  es: { invite: "Para que el abogado esté listo cuando le llamemos: conteste unas preguntas opcionales (unos 2 minutos).", link: "Contestar unas preguntas" },
};
