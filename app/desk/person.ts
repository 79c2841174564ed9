/**
 * Who a data request is about: one email address or one phone number, as staff type it,
 * read with one schema and normalized by the site's one normalization of people
 * (app/lib/people.ts): an email by its mailbox (`email_key`, the address in lower case
 * too), a phone number by its E.164 form (`phone_e164`), an extension kept apart.
 */
import * as z from "zod/mini";
import { normalizeMailbox, normalizePhone } from "~/lib/people";

export type Person =
  /** `value`: the address as typed, in lower case; `key`: the mailbox it reaches. */
  | { kind: "email"; value: string; key: string }
  /** `value`: E.164 ("+12535550142"); `ext`: the extension typed, if any. */
  | { kind: "phone"; value: string; ext: string | null };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ASK = "Write the person's email address or phone number";

const isEmail = (text: string) => text.includes("@");

/** The person a typed address names, or null when it is neither a whole email nor a possible phone number. */
export function personOf(text: string): Person | null {
  const typed = text.trim();
  if (isEmail(typed)) {
    const key = EMAIL.test(typed) ? normalizeMailbox(typed) : null;
    return key ? { kind: "email", value: typed.toLowerCase(), key } : null;
  }
  const phone = normalizePhone(typed);
  return phone ? { kind: "phone", value: phone.e164, ext: phone.ext } : null;
}

export const personInput = z.pipe(
  z.string(ASK).check(
    z.trim(),
    z.minLength(1, ASK),
    z.maxLength(254, "That is too long for an email address or a phone number"),
    z.refine((text) => !isEmail(text) || personOf(text) !== null, "That is not a whole email address, like name@example.com"),
    z.refine((text) => isEmail(text) || personOf(text) !== null, "Write a phone number with its area code, like (253) 555-0199"),
  ),
  z.transform((text): Person => personOf(text)!),
);

const formKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, "This form is out of date: find the person again"));

/** The find form (a POST: the address stays out of every URL). */
export const findForm = z.object({ intent: z.literal("find"), person: personInput });

/** The download form (POST to the export route). */
export const downloadForm = z.object({ person: personInput, formKey });

/** The first erase post: asks once more (stores a confirmation key). */
export const askEraseForm = z.object({ intent: z.literal("ask-erase"), person: personInput });

/** The second erase post: the confirmation key the first one gave, and the form's own key. */
export const eraseForm = z.object({
  intent: z.literal("erase"),
  person: personInput,
  formKey,
  confirmKey: z.optional(z.string().check(z.maxLength(100))),
});

/** How the address reads back to staff: an email as written, a US number grouped, others as E.164. */
export function personLabel(person: Person): string {
  if (person.kind === "email") return person.value;
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(person.value);
  const number = us ? `(${us[1]}) ${us[2]}-${us[3]}` : person.value;
  return person.ext ? `${number} ext. ${person.ext}` : number;
}

/** The address as a form carries it back: read again by `personInput`, it is the same person. */
export const personText = (person: Person): string => (person.kind === "phone" && person.ext ? `${person.value} ext. ${person.ext}` : person.value);
