// SMS length in segments (GSM-7 or UCS-2), so a text stays within two.

const GSM_BASIC = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "^{}\\[~]|€\f";

export function smsLength(text: string): { units: number; ucs2: boolean } {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENSION.includes(char)) septets += 2;
    else return { units: text.length, ucs2: true };
  }
  return { units: septets, ucs2: false };
}

export function smsSegments(text: string): number {
  const { units, ucs2 } = smsLength(text);
  const [single, part] = ucs2 ? [70, 67] : [160, 153];
  return units <= single ? 1 : Math.ceil(units / part);
}

export const MAX_SEGMENTS = 2;

/** The lines joined, shortened to two segments: the desk link (the last line) is kept whole; the lines before it
 * are cut from the end, marked "...". */
export function fitSegments(lines: string[]): string {
  const whole = lines.join("\n");
  if (smsSegments(whole) <= MAX_SEGMENTS) return whole;
  const last = lines.at(-1) ?? "";
  // By characters (never inside a surrogate pair): each pass drops at least the overflow.
  let chars = Array.from(lines.slice(0, -1).join("\n"));
  for (;;) {
    const text = `${chars.join("").trimEnd()}...\n${last}`;
    const { units, ucs2 } = smsLength(text);
    const overflow = units - (ucs2 ? 2 * 67 : 2 * 153);
    if (overflow <= 0) return text;
    if (chars.length === 0)
      return Array.from(last)
        .slice(0, 2 * 67)
        .join("");
    chars = chars.slice(0, Math.max(0, chars.length - overflow));
  }
}
