// What the search index holds and how a search reads it (decision 0090). Pure: folding, the indexed text of a
// request, and the FTS5 query for the words staff typed (app/desk/inbox/search.ts reads what they typed).
import type { InboxSearch } from "~/desk/inbox/search";

/** Text as the index compares it: no accents (NFKD, marks dropped), lower case. */
export const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** A phone's digits as staff search them: the number as written, without spaces, dashes, brackets, dots and +. */
export const phoneSearchDigits = (phone: string | null | undefined) => (phone ?? "").replace(/[ ().+-]/g, "");

/** The marker before each word of a name in the index, so a two-letter word can be matched at a word's start. */
const WORD_START = "^";

/** A request's row in lead_search: its name's words each marked at their start, its address, its phone's digits. */
export function searchText(lead: { name: string; email: string; phone?: string | null }): { name: string; email: string; digits: string } {
  const words = fold(lead.name).split(/\s+/).filter(Boolean);
  return { name: words.map((word) => WORD_START + word).join(" "), email: fold(lead.email.trim()), digits: phoneSearchDigits(lead.phone) };
}

/** The LIKE pattern (ESCAPE '\\') that finds `text` anywhere in a value. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An FTS5 phrase: quoted, a quote inside doubled, so nothing typed is read as the query language. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The index's query for every word typed, or null when no word can be looked up there. The trigram index finds
 * three characters or more anywhere (as LIKE '%word%' did) in the name or the address; a two-letter word matches the
 * start of a word of the name ("Le" finds "Le" and "Lee", not "Charles"); part of a phone number, its digits. Words
 * of one character are dropped by parseSearch. Every word must match.
 */
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
