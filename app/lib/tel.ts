/** Phone numbers as tel: links, for the staff email, the texts and the desk. */

export function telUri(phone: string): `tel:${string}` | null {
  const main = phone.replace(/\s*(?:x|ext\.?)\s*\d+$/i, "");
  const digits = main.replace(/\D/g, "");
  if (digits.length < 7) return null;
  if (main.trim().startsWith("+")) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** +12535550110 as (253) 555-0110; another country's number as written. */
export const displayNumber = (e164: string) => (/^\+1\d{10}$/.test(e164) ? `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}` : e164);

/** +12535550110 as 253-555-0110 (the copy's second format); another country's number as written. */
export const plainNumber = (e164: string) => (/^\+1\d{10}$/.test(e164) ? `${e164.slice(2, 5)}-${e164.slice(5, 8)}-${e164.slice(8)}` : e164);

/** The two ways the site writes the firm's number ("(253) 555-0142", "253-555-0142"). */
export type NumberFormat = "display" | "plain";

export const numberIn = (format: NumberFormat, e164: string) => (format === "plain" ? plainNumber(e164) : displayNumber(e164));

/** The attributes that mark where the site shows the number a visitor sees (decision 0094): the text (its value
 * is the format) and the tel: link. The Worker writes the visitor's number into them; nothing else is marked. */
export const phoneMarks = { text: "data-firm-phone", link: "data-firm-tel" } as const;
