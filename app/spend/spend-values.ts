// The cells of an ad platform's cost report: a day, an amount in dollars, a campaign's name as a key
// that ignores case and spacing (how an ad's campaign is matched to a request's utm_campaign).

/** "Car Accident – Kent" and "car_accident-kent" are one campaign: case, spaces, _ - + and dashes ignored. */
export const campaignKey = (name: string): string =>
  name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s_+\-\u2010-\u2015]+/g, "");

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function realDay(year: number, month: number, day: number): string | null {
  if (year < 2000 || year > 2099) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** "2026-11-03", "11/3/2026" or "Nov 3, 2026" (the spellings the three platforms export) to "2026-11-03". */
export function reportDay(text: string): string | null {
  const cell = text.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(cell);
  if (match) return realDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
  if (match) return realDay(Number(match[3]), Number(match[1]), Number(match[2]));
  match = /^([A-Za-z]{3,9})\.? (\d{1,2}), (\d{4})$/.exec(cell);
  const month = match ? MONTHS.indexOf(match[1]!.slice(0, 3).toLowerCase()) : -1;
  return match && month >= 0 ? realDay(Number(match[3]), month + 1, Number(match[2])) : null;
}

/** "1,234.56", "$1234.5" or "0" to cents (half a cent and up rounds up); anything else, a negative too, is null. */
export function dollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]!.replaceAll(",", ""));
  const fraction = (match[2] ?? "").padEnd(3, "0");
  const cents = whole * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** $1,234.56: the desk's dollars, always with cents. */
const dollarsFormat = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const dollars = (cents: number): string => dollarsFormat.format(cents / 100);
