// Names for the conflict check (decision 0049): one normalization, an exact key, and the
// "initial and last name" rule. Pure: the same answer on the desk, in a test and in the upload.

export type NameMatch = "conflict" | "possible";

export interface PartyName {
  /** The words in order ("Last, First" turned round), without company endings or "the". */
  words: string[];
  /** The words sorted: the same for "John Smith", "Smith, John" and "SMITH JOHN". */
  key: string;
  /** A business (it had an ending such as Inc. or LLC): only an exact key matches it. */
  company: boolean;
}

const COMPANY_ENDINGS = new Set(["inc", "incorporated", "llc", "llp", "lp", "pllc", "pc", "corp", "corporation", "co", "company", "ltd", "limited"]);
const PERSON_ENDINGS = new Set(["jr", "sr", "ii", "iii", "iv"]);
const TITLES = new Set(["mr", "mrs", "ms", "miss", "dr"]);
/** What people write when they do not know the name: never a name to match. */
const NOT_NAMES = new Set([
  "unknown",
  "not known",
  "dont know",
  "do not know",
  "not sure",
  "unsure",
  "n a",
  "na",
  "none",
  "no",
  "no one",
  "nobody",
  "idk",
  "no se",
  "no lo se",
  "desconocido",
  "ninguno",
  "other driver",
  "the other driver",
]);

const ABBREVIATED_ENDING = /\b(p\.?\s?l\.?\s?l\.?\s?c|l\.?\s?l\.?\s?[cp]|l\.?\s?p|p\.?\s?c)\.?(?=[\s,]|$)/g;

const plain = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(ABBREVIATED_ENDING, (ending) => ending.replace(/[.\s]/g, ""))
    .replace(/&/g, " and ");

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

function dropEndings(words: string[]): { words: string[]; company: boolean } {
  const kept = [...words];
  let company = false;
  while (kept.length > 1) {
    const last = kept.at(-1)!;
    if (COMPANY_ENDINGS.has(last)) company = true;
    else if (!PERSON_ENDINGS.has(last) && !(company && last === "and")) break;
    kept.pop();
  }
  return { words: kept, company };
}

/** A name as the check reads it, or null when nothing is left to compare ("Unknown", "Inc.", one letter). */
export function partyName(raw: string | null | undefined): PartyName | null {
  if (!raw) return null;
  let text = plain(raw);
  // "Smith, John" is John Smith; "Acme Trucking, Inc." keeps its order.
  const parts = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 2 && !dropEndings(["x", ...wordsOf(parts[1]!)]).company) text = `${parts[1]} ${parts[0]}`;
  if (NOT_NAMES.has(wordsOf(text).join(" "))) return null;
  const { words: ended, company } = dropEndings(wordsOf(text));
  const words = ended.filter(
    (word, i) => !(i === 0 && ended.length > 1 && (word === "the" || TITLES.has(word))) && !(i > 0 && !company && PERSON_ENDINGS.has(word)),
  );
  if (words.length === 0 || (words.length === 1 && (words[0]!.length < 2 || COMPANY_ENDINGS.has(words[0]!)))) return null;
  return { words, key: [...words].sort().join(" "), company };
}

/** First and last name both ways round ("John Smith" and "Smith John"); none for a business or one word. */
function orientations(name: PartyName): [string, string][] {
  if (name.company || name.words.length < 2) return [];
  const first = name.words[0]!;
  const last = name.words.at(-1)!;
  return [
    [first, last],
    [last, first],
  ].filter(([, surname]) => surname!.length > 1) as [string, string][];
}

/** The same first name, or an initial of it on one side ("J." and "John"); "Jon" and "John" are not. */
const sameFirst = (a: string, b: string) => a === b || (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b));

/** The last names a name could be filed under: the buckets an index of names keeps it in. */
export const surnames = (name: PartyName): string[] => [...new Set(orientations(name).map(([, last]) => last))];

/** "conflict": the same name after normalization; "possible": the same last name and first initial; else null. */
export function compareNames(a: PartyName, b: PartyName): NameMatch | null {
  if (a.key === b.key) return "conflict";
  for (const [firstA, lastA] of orientations(a))
    for (const [firstB, lastB] of orientations(b)) if (lastA === lastB && sameFirst(firstA, firstB)) return "possible";
  return null;
}
