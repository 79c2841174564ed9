/** The Google Ads offline-conversion CSV (Google's "conversions from clicks" template), one row per signed
 * request with a Google click id. Staff upload it: the site sends nothing to Google. */
import { csvLine } from "~/lib/csv";
import { kentClock, kentTimeZone } from "~/lib/kent-time";

/** Google's template with its iOS columns: each row fills exactly one of the three ids (decision 0055). */
export const GOOGLE_ADS_COLUMNS = [
  "Google Click ID",
  "GBRAID",
  "WBRAID",
  "Conversion Name",
  "Conversion Time",
  "Conversion Value",
  "Conversion Currency",
] as const;
export const googleAdsParameters = (timeZone: string) => `Parameters:TimeZone=${timeZone}${",".repeat(GOOGLE_ADS_COLUMNS.length - 1)}\r\n`;

export interface SignedConversion {
  gclid: string | null;
  gbraid: string | null;
  wbraid: string | null;
  signedAt: string;
  expectedFeeCents: number | null;
}

/** Google takes one id per conversion: the gclid if there is one, else the web conversion's wbraid, else gbraid. */
export function clickIdCells(c: Pick<SignedConversion, "gclid" | "gbraid" | "wbraid">): [string, string, string] {
  if (c.gclid) return [c.gclid, "", ""];
  if (c.wbraid) return ["", "", c.wbraid];
  return ["", c.gbraid ?? "", ""];
}

/** Google's click ids are letters, digits, "_" and "-" only. */
const CLICK_ID = /^[A-Za-z0-9_-]+$/;

type AdsSettings = { conversionName: string; defaultValue: number | null; currency: string };

/** The file's first two lines: Google's time zone parameter, then the columns. */
export const googleAdsHead = () => googleAdsParameters(kentTimeZone) + csvLine([...GOOGLE_ADS_COLUMNS]);

/** The conversions' lines. `defaultValue` (dollars) stands in for a signed client without an expected fee. A row whose
 * click id has any other character is left out; the ids are written raw, since the formula guard's "'" before
 * an id starting with "-" would make Google reject it. */
export function googleAdsLines(conversions: readonly SignedConversion[], settings: AdsSettings): string[] {
  return conversions.flatMap((c) => {
    const ids = clickIdCells(c);
    if (!ids.some((id) => CLICK_ID.test(id)) || ids.some((id) => id !== "" && !CLICK_ID.test(id))) return [];
    const value = c.expectedFeeCents !== null ? c.expectedFeeCents / 100 : settings.defaultValue;
    return [`${ids.join(",")},${csvLine([settings.conversionName, kentClock(c.signedAt), value ?? "", value === null ? "" : settings.currency])}`];
  });
}

/** The whole file, for conversions in hand. */
export const googleAdsFile = (conversions: SignedConversion[], settings: AdsSettings): string =>
  googleAdsHead() + googleAdsLines(conversions, settings).join("");

/** The file's settings from the Worker's vars, or what is missing. */
export function googleAdsSettings(env: Pick<Env, "GOOGLE_ADS_CONVERSION_NAME" | "GOOGLE_ADS_DEFAULT_VALUE">): AdsSettings | string {
  const conversionName = String(env.GOOGLE_ADS_CONVERSION_NAME ?? "").trim();
  if (!conversionName) return "Set GOOGLE_ADS_CONVERSION_NAME to the name of the conversion action in Google Ads (docs/desk.md).";
  const raw = String(env.GOOGLE_ADS_DEFAULT_VALUE ?? "").trim();
  const defaultValue = raw === "" ? null : Number(raw);
  if (defaultValue !== null && !(Number.isFinite(defaultValue) && defaultValue >= 0)) return "GOOGLE_ADS_DEFAULT_VALUE must be an amount in dollars, like 5000";
  return { conversionName, defaultValue, currency: "USD" };
}
