/** Texting rules with no database: the consent columns a request stores, and what a whole
 * inbound message means as a keyword (STOP, START, HELP; English and Spanish). */
import { consentVersion, spanishHints, textKeywords } from "~/content/texting";
import type { Lang } from "~/content/i18n";

export function textConsentColumns(consent: boolean, now = new Date()) {
  return consent
    ? { textConsent: true, textConsentAt: now.toISOString(), textConsentVersion: consentVersion }
    : { textConsent: false, textConsentAt: null, textConsentVersion: null };
}

/** The firm's texting number for the site's "Text us" link: a public number, set only when every texting
 * setting is (TWILIO_TEXTING_NUMBER with the account's), else null. */
export function publicTextingNumber(env: Partial<Record<"TWILIO_TEXTING_NUMBER" | "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN", unknown>>): string | null {
  const number = String(env.TWILIO_TEXTING_NUMBER ?? "").trim();
  const complete = String(env.TWILIO_ACCOUNT_SID ?? "").trim() && String(env.TWILIO_AUTH_TOKEN ?? "").trim();
  return complete && /^\+[1-9]\d{7,14}$/.test(number) ? number : null;
}

/** +12535550110 as (253) 555-0110; another country's number as written. */
export const displayNumber = (e164: string) => (/^\+1\d{10}$/.test(e164) ? `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}` : e164);

export type TextKeyword = { kind: "stop" | "start" | "help"; lang: Lang; word: string };

/** Case, accents, punctuation and extra spaces do not count: "¡Alto!" and "no más" are keywords. */
export function keywordText(body: string): string {
  return body
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}\p{N}\s]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .toUpperCase();
}

/** Only the whole message is a keyword; null otherwise. */
export function textKeyword(body: string): TextKeyword | null {
  const text = keywordText(body);
  // "OPT OUT" and "STOP ALL" as typed with a space count as OPTOUT and STOPALL.
  const joined = text.replace(/ /g, "");
  for (const kind of ["stop", "start", "help"] as const) {
    for (const lang of ["en", "es"] as const) {
      const words: readonly string[] = textKeywords[kind][lang];
      const word = words.find((w) => w === text || w === joined);
      if (word) return { kind, lang, word };
    }
  }
  return null;
}

/** A longer message holding a keyword: staff are shown it, nothing is recorded. */
export function mentionsKeyword(body: string): boolean {
  const text = ` ${keywordText(body)} `;
  if (textKeyword(body)) return false;
  return (["stop", "start"] as const).some((kind) =>
    [...textKeywords[kind].en, ...textKeywords[kind].es].some((word) => text.includes(` ${word} `)),
  );
}

/** A first text that looks Spanish: a Spanish keyword, ¿ ¡ or ñ, one strong Spanish word or two common ones. */
export function looksSpanish(body: string): boolean {
  if (/[¿¡ñÑ]/.test(body)) return true;
  const words = keywordText(body).split(" ");
  const strong: readonly string[] = [...spanishHints.strong, ...textKeywords.stop.es, ...textKeywords.start.es, ...textKeywords.help.es];
  if (words.some((word) => strong.includes(word)) || textKeyword(body)?.lang === "es") return true;
  const common: readonly string[] = spanishHints.common;
  return new Set(words.filter((word) => common.includes(word))).size >= 2;
}
