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

/** First and last name one way round: "a" (first word, last word) or "b" (last word, first word); null for a
 * business, one word, or a one-letter last name. */
function orientation(name: PartyName, way: "a" | "b"): [string, string] | null {
  if (name.company || name.words.length < 2) return null;
  const [first, last] = way === "a" ? [name.words[0]!, name.words.at(-1)!] : [name.words.at(-1)!, name.words[0]!];
  return last.length > 1 ? [first, last] : null;
}

/** First and last name both ways round ("John Smith" and "Smith John"); none for a business or one word. */
const orientations = (name: PartyName): [string, string][] => [orientation(name, "a"), orientation(name, "b")].filter((o) => o !== null);

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

/** A last and first name as conflict_names files them: "smith|john". A word never holds "|". */
const filed = ([first, last]: [string, string]) => `${last}|${first}`;

/** The keys a stored name is found by (conflict_names' columns): its key, each orientation filed, and each
 * orientation whose first name is an initial. */
export interface NameKeys {
  nameKey: string;
  firstA: string | null;
  firstB: string | null;
  initialA: string | null;
  initialB: string | null;
}

export function nameKeys(name: PartyName): NameKeys {
  const [a, b] = [orientation(name, "a"), orientation(name, "b")];
  const initial = (o: [string, string] | null) => (o && o[0].length === 1 ? filed(o) : null);
  return { nameKey: name.key, firstA: a && filed(a), firstB: b && filed(b), initialA: initial(a), initialB: initial(b) };
}

/**
 * What a name is looked up by, so that the stored names it meets are exactly those compareNames matches: the same
 * key (a conflict), or, for each orientation, the same last and first name in first_a/first_b, its first initial in
 * initial_a/initial_b (they wrote an initial), and when its own first name is an initial, every first name starting
 * with it (a range of first_a/first_b from `prefix` up to `prefix` + U+10FFFF).
 */
export interface LookupKeys {
  nameKey: string;
  firsts: string[];
  initials: string[];
  prefixes: string[];
}

export function lookupKeys(name: PartyName): LookupKeys {
  const ways = orientations(name);
  return {
    nameKey: name.key,
    firsts: ways.map(filed),
    initials: ways.map(([first, last]) => filed([first[0]!, last])),
    prefixes: ways.filter(([first]) => first.length === 1).map(filed),
  };
}
