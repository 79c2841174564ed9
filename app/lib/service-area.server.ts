/** A number in the service area (decision 0062) by region and kind, never country code (+1 is also Jamaica). */
import { type NumberType, parsePhoneNumberFromString } from "libphonenumber-js/max";
import { numberKinds, serviceAreaWords } from "~/content/service-area";
import { log } from "./log";

/** The regions a firm may serve: the United States, and Canada if `SERVICE_AREA` says so. */
export const serviceRegions = ["US", "CA"] as const;
export type ServiceRegion = (typeof serviceRegions)[number];

const KINDS_IN_AREA: ReadonlySet<NumberType | undefined> = new Set(["MOBILE", "FIXED_LINE", "FIXED_LINE_OR_MOBILE"] as const);

/** `SERVICE_AREA`: "US" (empty: the same) or "US,CA". Anything else is logged and "US" kept: a typo never widens it. */
export function readServiceArea(env: { SERVICE_AREA?: string }): readonly ServiceRegion[] {
  const raw = String(env.SERVICE_AREA ?? "").trim();
  if (raw === "") return ["US"];
  const regions = [...new Set(raw.split(",").map((region) => region.trim().toUpperCase()))];
  if (regions.includes("US") && regions.every((region) => (serviceRegions as readonly string[]).includes(region))) return regions as ServiceRegion[];
  log("error", "service_area_setting_invalid", { setting: "SERVICE_AREA", value: raw.slice(0, 40), using: "US" });
  return ["US"];
}

export type AreaCheck =
  | { inArea: true; e164: string }
  /** `words`: the whole sentence staff read; `why`: its reason alone. */
  | { inArea: false; e164: string | null; why: string; words: string };

const regionName = (code: string) => {
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** The number's place in or outside the area; null when there is no number at all. */
export function checkArea(phone: string | null | undefined, regions: readonly ServiceRegion[]): AreaCheck | null {
  if (!phone || !/\d/.test(phone)) return null;
  const parsed = parsePhoneNumberFromString(phone, "US");
  const shown = parsed?.formatInternational() ?? phone.trim();
  const outside = (why: string): AreaCheck => ({ inArea: false, e164: parsed?.number ?? null, why, words: serviceAreaWords.outside(shown, why) });
  if (!parsed?.isValid()) return outside(serviceAreaWords.notANumber);
  // +881, +882, +883, +979…: satellite and international networks belong to no country.
  if (!parsed.country) return outside(serviceAreaWords.network(parsed.countryCallingCode));
  if (!(regions as readonly string[]).includes(parsed.country)) return outside(serviceAreaWords.region(regionName(parsed.country)));
  const kind = parsed.getType();
  if (!KINDS_IN_AREA.has(kind)) return outside((kind && numberKinds[kind]) || serviceAreaWords.unknownKind);
  return { inArea: true, e164: parsed.number };
}

export const areaOf = (env: { SERVICE_AREA?: string }, phone: string | null | undefined) => checkArea(phone, readServiceArea(env));
