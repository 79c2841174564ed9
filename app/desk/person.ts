/**
 * Who a data request is about: one email address or one phone number, as staff type it,
 * read with one schema and normalized the way the search matches it (an email without
 * regard to capitals, a phone number by its digits, with or without the leading 1).
 */
import * as z from "zod/mini";

export type Person = { kind: "email"; value: string } | { kind: "phone"; value: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_CHARACTERS = /^[\d\s().+-]+$/;

/** The digits of a phone number; a North American number without its country code 1. */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

const isEmail = (text: string) => text.includes("@");

export const personInput = z.pipe(
  z.string("Write the person's email address or phone number").check(
    z.trim(),
    z.minLength(1, "Write the person's email address or phone number"),
    z.maxLength(254, "That is too long for an email address or a phone number"),
    z.refine((text) => !isEmail(text) || EMAIL.test(text), "That is not a whole email address, like name@example.com"),
    z.refine((text) => isEmail(text) || (PHONE_CHARACTERS.test(text) && phoneDigits(text).length >= 7 && phoneDigits(text).length <= 15), "Write a phone number with its area code, like (253) 555-0199"),
  ),
  z.transform((text): Person => (isEmail(text) ? { kind: "email", value: text.toLowerCase() } : { kind: "phone", value: phoneDigits(text) })),
);

/** The desk's find form (GET): `?person=`. */
export const personQuery = z.object({ person: personInput });

const formKey = z.string().check(z.regex(/^[A-Za-z0-9-]{16,64}$/, "This form is out of date: find the person again"));

/** The download form (POST to the export route). */
export const downloadForm = z.object({ person: personInput, formKey });

/** The erase form; a person with a signed request needs `confirmSigned` too (the second post). */
export const eraseForm = z.object({ intent: z.literal("erase"), person: personInput, formKey, confirmSigned: z.optional(z.literal("yes")) });

/** How the address reads back to staff: an email as written, a phone number grouped. */
export const personLabel = (person: Person) =>
  person.kind === "phone" && person.value.length === 10 ? `(${person.value.slice(0, 3)}) ${person.value.slice(3, 6)}-${person.value.slice(6)}` : person.value;
