// What the search index holds and how a search reads it (decision 0090), pure; app/desk/inbox/search.ts reads what staff typed.
import type { InboxSearch } from "~/desk/inbox/search";

export const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

export const phoneSearchDigits = (phone: string | null | undefined) => (phone ?? "").replace(/[ ().+-]/g, "");

/** The marker before each word of a name in the index, so a two-letter word can be matched at a word's start. */
const WORD_START = "^";

export function searchText(lead: { name: string; email: string; phone?: string | null }): { name: string; email: string; digits: string } {
  const words = fold(lead.name).split(/\s+/).filter(Boolean);
  return { name: words.map((word) => WORD_START + word).join(" "), email: fold(lead.email.trim()), digits: phoneSearchDigits(lead.phone) };
}

/** The LIKE pattern (ESCAPE '\\') that finds `text` anywhere in a value. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An FTS5 phrase: quoted, a quote inside doubled, so nothing typed is read as the query language. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Every word must match, or null when one cannot be looked up: three characters or more anywhere in the name or address (trigrams, as
 * LIKE '%word%' did), two at the start of a word of the name ("Le" finds "Lee", not "Charles"), part of a phone number by its digits. */
export function ftsQuery(search: InboxSearch): string | null {
  if (search.words.length === 0) return null;
  const each: string[] = [];
  for (const word of search.words) {
    const arms: string[] = [];
    const text = word.text === null ? "" : fold(word.text);
    const length = [...text].length;
    if (length >= 3) arms.push(`{name email} : ${phrase(text)}`);
    else if (length === 2) arms.push(`name : ${phrase(WORD_START + text)}`);
    if (word.digits) arms.push(`digits : ${phrase(word.digits)}`);
    if (arms.length === 0) return null;
    each.push(arms.length === 1 ? arms[0]! : `(${arms.join(" OR ")})`);
  }
  return each.join(" AND ");
}
