import { caseTypeLabels } from "~/content/case-types";
import { formWords } from "~/content/consultation-form";

/** What the Spanish form's words say about the three points the review raised. */
export function consultationMessages() {
  const strings = JSON.stringify(formWords.es);
  return {
    commaless: [...strings.matchAll(/Por favor [^,"]/g)].map((m) => m[0]),
    indicative: strings.includes("solicitud viene de una persona"),
    boat: caseTypeLabels.es["boat-accidents"].includes("bote o lancha"),
  };
}
