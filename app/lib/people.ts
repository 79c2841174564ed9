/**
 * One normalization of people, used wherever two requests are "the same person": the
 * desk's search and duplicates, people's data requests, and the acknowledgement's
 * once-a-day rule. Same person = same mailbox or same `phone_e164`.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

export interface NormalizedPhone {
  /** E.164, US by default: "+12535550142". Other country codes are kept. */
  e164: string;
  /** The extension, kept apart ("9" of "253-555-0142 x9"), or null. */
  ext: string | null;
}

/** A phone number as typed, to E.164 and its extension; null when it cannot be a number. */
export function normalizePhone(text: string | null | undefined): NormalizedPhone | null {
  if (!text || !/\d/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, "US");
  if (!parsed?.isPossible()) return null;
  return { e164: parsed.number, ext: parsed.ext ?? null };
}

const dotlessDomains = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address reaches: lower case, the plus-tag dropped, and Gmail's dots
 * dropped (googlemail.com is gmail.com), so `Jo.Doe+1@gmail.com` is `jodoe@gmail.com`.
 */
export function normalizeMailbox(email: string | null | undefined): string | null {
  const at = email?.trim().toLowerCase().lastIndexOf("@") ?? -1;
  if (!email || at < 1) return null;
  const address = email.trim().toLowerCase();
  let local = address.slice(0, at).split("+")[0]!;
  let domain = address.slice(at + 1);
  if (dotlessDomains.has(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return local && domain ? `${local}@${domain}` : null;
}

/** The normalized columns a lead row stores beside what the visitor typed. */
export function personColumns(person: { email: string; phone?: string | null }) {
  const phone = normalizePhone(person.phone);
  return { emailKey: normalizeMailbox(person.email), phoneE164: phone?.e164 ?? null, phoneExt: phone?.ext ?? null };
}
