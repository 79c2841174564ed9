/** The inbox search as staff mean it (decision 0090): a request number, a whole phone number (on `phone_e164`, so +52 never matches a US number),
 * or words, as many and as long as D1 takes (shortened and said so, never a 500); a one-character word is dropped: it would match nearly everyone. */
import { normalizePhone } from "~/lib/people";
import { likePattern } from "~/search/search-query";

export interface InboxSearch {
  /** A request number typed: `#3`, or a bare number (which may also be phone digits). */
  requestId: number | null;
  /** A whole phone number typed, in E.164: matched exactly, never by its digits. */
  phoneE164: string | null;
  /** Words that must each match: `text` the name or email (null: not searched there), `digits` the phone's digits. */
  words: { text: string | null; digits: string | null }[];
  /** Words were left out, or cut to their start: the page tells staff what was searched. */
  shortened: boolean;
}

/** D1 refuses a LIKE or GLOB pattern longer than this many bytes ("pattern too complex"). */
const LIKE_PATTERN_BYTES = 50;
/** Each word adds bound values to the query, twice over (linked requests), and D1 takes 100 a statement. */
export const MAX_SEARCH_WORDS = 8;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** The longest start of `text` (whole characters) whose LIKE pattern D1 takes. */
function likeStart(text: string): string {
  let kept = "";
  let bytes = utf8Bytes(likePattern(""));
  for (const char of text) {
    bytes += utf8Bytes(likePattern(char)) - utf8Bytes(likePattern(""));
    if (bytes > LIKE_PATTERN_BYTES) break;
    kept += char;
  }
  return kept;
}

/** More than the words searched can hold: what is typed past it is not read at all. */
const MAX_SEARCH_CHARACTERS = MAX_SEARCH_WORDS * LIKE_PATTERN_BYTES;

const REQUEST_NUMBER = /^#\s*(\d{1,9})$/;
const BARE_NUMBER = /^[1-9]\d{0,8}$/;
/** Phone characters, and an extension written as x, ext, ext. or extension. */
const PHONE_TEXT = /^\+?[\d\s().-]+(?:\s*(?:x|ext\.?|extension|#)\s*\d{1,6})?$/i;
/** Fewer digits than this are not searched as a part of a phone number (they match too much). */
const MIN_PHONE_DIGITS = 3;

export function parseSearch(typed: string): InboxSearch {
  const characters = [...typed.trim()];
  const text = characters.slice(0, MAX_SEARCH_CHARACTERS).join("");
  const numbered = REQUEST_NUMBER.exec(text);
  if (numbered) return { requestId: Number(numbered[1]), phoneE164: null, words: [], shortened: false };
  const requestId = BARE_NUMBER.test(text) ? Number(text) : null;
  const digits = text.replace(/\D/g, "");
  // A bare number is a request number, or part of a phone number: never a name or an email.
  if (requestId !== null)
    return { requestId, phoneE164: null, words: [{ text: null, digits: digits.length >= MIN_PHONE_DIGITS ? digits : null }], shortened: false };
  if (PHONE_TEXT.test(text)) {
    const phone = normalizePhone(text);
    if (phone) return { requestId: null, phoneE164: phone.e164, words: [], shortened: false };
  }
  const allWords = text.split(/\s+/).filter(Boolean);
  const typedWords = allWords.filter((word) => [...word].length > 1);
  let shortened = characters.length > MAX_SEARCH_CHARACTERS || typedWords.length > MAX_SEARCH_WORDS || typedWords.length < allWords.length;
  const words = typedWords.slice(0, MAX_SEARCH_WORDS).map((typedWord) => {
    const word = likeStart(typedWord);
    const digits = likeStart(word.replace(/\D/g, ""));
    if (word !== typedWord) shortened = true;
    // A word of phone characters only is (part of) a number: searched by its digits too.
    return { text: word, digits: /^[\d().+-]+$/.test(word) && digits.length >= MIN_PHONE_DIGITS ? digits : null };
  });
  return { requestId: null, phoneE164: null, words, shortened };
}

/** What a shortened search looked for, as staff would type it. */
export const searchedText = (search: InboxSearch) => search.words.map((word) => word.text ?? "").join(" ");
