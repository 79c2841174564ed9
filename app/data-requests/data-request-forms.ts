// Who a data request is about and its forms (find, download, erase): every form a POST, the address never in a URL.
import * as z from "zod/mini";
import { formKey } from "~/lib/desk-post.server";
import { normalizeMailbox, normalizePhone } from "~/lib/people";

/** Who a data request is about: one email address or one phone number, normalized as app/lib/people.ts does. */
export type DataSubject = { kind: "email"; value: string; key: string } | { kind: "phone"; value: string; ext: string | null };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ASK = "Write the person's email address or phone number";

const isEmail = (text: string) => text.includes("@");

export function personOf(text: string): DataSubject | null {
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
  z.transform((text): DataSubject => personOf(text)!),
);

/** A POST: the address stays out of every URL. */
export const findForm = z.object({ intent: z.literal("find"), person: personInput });

export const downloadForm = z.object({ person: personInput, formKey });

export const askEraseForm = z.object({ intent: z.literal("ask-erase"), person: personInput });

/** The second erase post carries the confirmation key the first one gave. */
export const eraseForm = z.object({
  intent: z.literal("erase"),
  person: personInput,
  formKey,
  confirmKey: z.optional(z.string().check(z.maxLength(100))),
});

export function personLabel(person: DataSubject): string {
  if (person.kind === "email") return person.value;
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(person.value);
  const number = us ? `(${us[1]}) ${us[2]}-${us[3]}` : person.value;
  return person.ext ? `${number} ext. ${person.ext}` : number;
}

/** The address as a form carries it back: read again by `personInput`, it is the same person. */
export const personText = (person: DataSubject): string => (person.kind === "phone" && person.ext ? `${person.value} ext. ${person.ext}` : person.value);
