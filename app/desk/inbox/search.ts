/** The inbox search read as staff mean it: a request number, a whole phone number (matched on
 * `phone_e164`, so +52 never matches a US number), or words in any order. */
import { normalizePhone } from "~/lib/people";

export interface InboxSearch {
  /** A request number typed: `#3`, or a bare number (which may also be phone digits). */
  requestId: number | null;
  /** A whole phone number typed, in E.164: matched exactly, never by its digits. */
  phoneE164: string | null;
  /**
   * Words that must each match: `text` the name or email (null: not searched there),
   * `digits` the phone's digits. Empty when the text is a request number or a whole phone number.
   */
  words: { text: string | null; digits: string | null }[];
}

const REQUEST_NUMBER = /^#\s*(\d{1,9})$/;
const BARE_NUMBER = /^[1-9]\d{0,8}$/;
/** Phone characters, and an extension written as x, ext, ext. or extension. */
const PHONE_TEXT = /^\+?[\d\s().-]+(?:\s*(?:x|ext\.?|extension|#)\s*\d{1,6})?$/i;
/** Fewer digits than this are not searched as a part of a phone number (they match too much). */
const MIN_PHONE_DIGITS = 3;

export function parseSearch(typed: string): InboxSearch {
  const text = typed.trim();
  const numbered = REQUEST_NUMBER.exec(text);
  if (numbered) return { requestId: Number(numbered[1]), phoneE164: null, words: [] };
  const requestId = BARE_NUMBER.test(text) ? Number(text) : null;
  const digits = text.replace(/\D/g, "");
  // A bare number is a request number, or part of a phone number: never a name or an email.
  if (requestId !== null) return { requestId, phoneE164: null, words: [{ text: null, digits: digits.length >= MIN_PHONE_DIGITS ? digits : null }] };
  if (PHONE_TEXT.test(text)) {
    const phone = normalizePhone(text);
    if (phone) return { requestId: null, phoneE164: phone.e164, words: [] };
  }
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const digits = word.replace(/\D/g, "");
      // A word of phone characters only is (part of) a number: searched by its digits too.
      return { text: word, digits: /^[\d().+-]+$/.test(word) && digits.length >= MIN_PHONE_DIGITS ? digits : null };
    });
  return { requestId: null, phoneE164: null, words };
}
