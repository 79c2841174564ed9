/** One normalization of people: two requests are the same person by mailbox or `phone_e164`. */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

export interface NormalizedPhone {
  e164: string;
  ext: string | null;
}

export function normalizePhone(text: string | null | undefined): NormalizedPhone | null {
  if (!text || !/\d/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, "US");
  if (!parsed?.isPossible()) return null;
  return { e164: parsed.number, ext: parsed.ext ?? null };
}

const dotlessDomains = new Set(["gmail.com", "googlemail.com"]);

/** Gmail ignores dots and plus-tags, so `Jo.Doe+1@gmail.com` is `jodoe@gmail.com`. */
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

export function personColumns(person: { email: string; phone?: string | null }) {
  const phone = normalizePhone(person.phone);
  return { emailKey: normalizeMailbox(person.email), phoneE164: phone?.e164 ?? null, phoneExt: phone?.ext ?? null };
}
