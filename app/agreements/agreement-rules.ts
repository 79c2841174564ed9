/** The fee agreement's link rules (decision 0057): its token, derived again for each delivery from a
 * secret and the row's salt, kept only as a hash; its lifetimes; the typed name's match. */
import { base64url, randomHex } from "~/lib/secret-keys";

/** The client's marker in the status history: a status change by anyone else was set by hand. */
export const SIGNED_BY_CLIENT = "signed by the client";

export const LINK_DAYS = 7;
export const SIGNED_COPY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const linkExpiry = (sentAt: Date) => new Date(sentAt.getTime() + LINK_DAYS * DAY_MS);
export const signedCopyUntil = (signedAt: string) => new Date(new Date(signedAt).getTime() + SIGNED_COPY_DAYS * DAY_MS);

export const newSalt = () => randomHex(16);

/** 256 bits: HMAC-SHA-256 of the row's random salt under the secret, so nothing stored gives the link. */
export async function linkToken(secret: string, salt: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return base64url(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`agreement-link:${salt}`)));
}

/** A token as links carry it: 43 base64url characters. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A name as compared: no accents, no case, one space between words. */
export const nameKey = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ł/g, "l")
    .replace(/Ł/g, "L")
    .toLocaleLowerCase("en")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

export const sameName = (typed: string, legal: string) => nameKey(typed) !== "" && nameKey(typed) === nameKey(legal);
