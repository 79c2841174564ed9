/**
 * The case types a visitor can choose on the consultation form: the stored value is the
 * slug, the visitor sees the label. Practice pages preselect one (see practices.ts).
 */
export const caseTypes = [
  { value: "car-accidents", label: "Car Accidents" },
  { value: "truck-accidents", label: "Truck Accidents" },
  { value: "motorcycle-accidents", label: "Motorcycle Accidents" },
  { value: "boat-accidents", label: "Boat Accidents" },
  { value: "premises-liability", label: "Premises Liability" },
  { value: "slip-fall", label: "Slip & Fall" },
  { value: "workplace-injuries", label: "Workplace Injuries" },
  { value: "wrongful-death", label: "Wrongful Death" },
  { value: "other", label: "Other" },
] as const;

export type CaseType = (typeof caseTypes)[number]["value"];

export const caseTypeValues = caseTypes.map((c) => c.value) as [CaseType, ...CaseType[]];

/** The label shown for a case type slug (the slug itself when unknown). */
export function caseTypeLabel(value: string): string {
  return caseTypes.find((c) => c.value === value)?.label ?? value;
}
