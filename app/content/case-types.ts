/** The consultation form's case types: stored as the slug, shown in the page's language (staff emails use
 * the English label); a practice page preselects its own. */
import type { Localized } from "./i18n";

export const caseTypeValues = [
  "car-accidents",
  "truck-accidents",
  "motorcycle-accidents",
  "boat-accidents",
  "premises-liability",
  "slip-fall",
  "workplace-injuries",
  "wrongful-death",
  "other",
] as const;

export type CaseType = (typeof caseTypeValues)[number];

export const caseTypeLabels: Localized<Record<CaseType, string>> = {
  en: {
    "car-accidents": "Car Accidents",
    "truck-accidents": "Truck Accidents",
    "motorcycle-accidents": "Motorcycle Accidents",
    "boat-accidents": "Boat Accidents",
    "premises-liability": "Premises Liability",
    "slip-fall": "Slip & Fall",
    "workplace-injuries": "Workplace Injuries",
    "wrongful-death": "Wrongful Death",
    other: "Other",
  },
  es: {
    "car-accidents": "Accidentes de auto",
    "truck-accidents": "Accidentes de camión",
    "motorcycle-accidents": "Accidentes de motocicleta",
    "boat-accidents": "Accidentes de embarcación (bote o lancha)",
    "premises-liability": "Lesiones en propiedad ajena",
    "slip-fall": "Resbalones y caídas",
    "workplace-injuries": "Lesiones en el trabajo",
    "wrongful-death": "Muerte por negligencia",
    other: "Otro",
  },
};

/** A request opened by a text or a call (case type "unknown") until staff complete it. */
export const OPENED_BY_TEXT_LABEL = "To complete (opened by a text or a call)";

/** The English label of a case type slug, for staff (the slug itself when not a known slug). */
export function caseTypeLabel(value: string): string {
  if (value === "unknown") return OPENED_BY_TEXT_LABEL;
  return caseTypeLabels.en[value as CaseType] ?? value;
}

/**
 * The slug for a value the old home page form used to send, its label in either
 * language (any case), or the slug itself.
 */
export function caseTypeSlug(value: string): string {
  const lower = value.toLowerCase();
  const found = caseTypeValues.find(
    (slug) => slug === lower || caseTypeLabels.en[slug].toLowerCase() === lower || caseTypeLabels.es[slug].toLowerCase() === lower,
  );
  return found ?? value;
}
