/**
 * A lead's identity, its lead key (docs/decisions/0020-lead-identity.md; the `lead_key`
 * column in table.server.ts): computed once, when the request is submitted, and carried
 * in the row and in every queue message. A true retry (the same form fill sent again:
 * same idempotency key, same fields) has the same lead key; a different lead posted with
 * the same key (two visitors of one cached page) never has.
 */

/** What a lead key is computed from: the raw idempotency key and the cleaned fields. */
export interface LeadKeySource {
  idempotencyKey: string;
  name: string;
  email: string;
  caseType: string;
  description: string;
}

/** A lead key: 64 hex digits. Rows from before lead keys hold 'legacy:<idempotency key>'. */
export const LEAD_KEY = /^[0-9a-f]{64}$/;

/**
 * The lead key: SHA-256 (hex) of the raw idempotency key with the cleaned name, email,
 * case type and description. Encoded as a JSON array, so no choice of values can make
 * two different requests hash the same text.
 */
export async function computeLeadKey({ idempotencyKey, name, email, caseType, description }: LeadKeySource): Promise<string> {
  const text = JSON.stringify([idempotencyKey, name, email, caseType, description]);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
