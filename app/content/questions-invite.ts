/** The questions' invitation: its own module, as every page with the form loads it whole. */
import type { Localized } from "./i18n";

export const questionsInviteWords: Localized<{ invite: string; link: string }> = {
  en: { invite: "So the attorney is ready when we call: answer a few optional questions (about 2 minutes).", link: "Answer a few questions" },
  es: { invite: "Para que el abogado esté listo cuando le llamemos: conteste unas preguntas opcionales (unos 2 minutos).", link: "Contestar unas preguntas" },
};
