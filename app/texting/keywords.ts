/** What a whole inbound message means as a keyword (STOP, START, HELP; English and Spanish), and
 * whether a first text looks Spanish: rules with no database. */
import { spanishHints, textKeywords } from "~/content/texting";
import type { Lang } from "~/content/i18n";

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
  return (["stop", "start"] as const).some((kind) => [...textKeywords[kind].en, ...textKeywords[kind].es].some((word) => text.includes(` ${word} `)));
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
