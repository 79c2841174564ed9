/**
 * The HTTP both doors of the lead service share: reading the body (with a size bound),
 * whether a request comes from this site (docs/decisions/0002-lead-endpoint.md, 4), the
 * client's address, and the status and words each refusal of the service is answered with.
 */
import { formWords } from "~/content/consultation-form";
import type { Lang } from "~/content/i18n";
import { log } from "~/lib/log";
import type { LeadFieldErrors } from "./fields";
import type { LeadOutcome } from "./service.server";

/**
 * The answer to each refusal of the lead service, at both doors, in the language of the
 * page the form was on (field messages come from the service in that language already).
 */
export function refusal(outcome: Exclude<LeadOutcome, { ok: true }>, lang: Lang): {
  status: 400 | 403 | 429 | 500;
  error: string;
  fieldErrors: LeadFieldErrors;
} {
  const { errors } = formWords[lang];
  switch (outcome.reason) {
    case "invalid":
      return { status: 400, error: errors.invalid, fieldErrors: outcome.fieldErrors };
    case "unverified":
      return { status: 403, error: errors.verification, fieldErrors: {} };
    case "token-required":
      return { status: 403, error: errors.tokenRequired, fieldErrors: {} };
    case "rate-limited":
      return { status: 429, error: errors.rateLimited, fieldErrors: {} };
    case "not-stored":
      return { status: 500, error: errors.notStored, fieldErrors: {} };
  }
}

/** The request's media type ("application/json"), lower case, without parameters. */
export function mediaType(headers: Headers): string {
  return (headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
}

export const FORM_MEDIA_TYPE = "application/x-www-form-urlencoded";

/** The most of an over-long body read (and thrown away) before answering 413. */
const DRAIN_LIMIT = 8 * 1024 * 1024;

/**
 * Reads the body as UTF-8 text, keeping at most `limit` bytes. An over-long body is still
 * read to its end (up to 8 MB) before the answer: the local development proxy sometimes
 * fails a response sent before its request body was read.
 */
export async function readBoundedBody(request: Request, limit: number): Promise<{ text: string; tooLarge: boolean }> {
  if (!request.body) return { text: "", tooLarge: false };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size <= limit) chunks.push(value);
      else if (size > DRAIN_LIMIT) {
        await reader.cancel();
        break;
      }
    }
  } catch {
    // The client went away mid-body: treat what arrived as the body (it will not parse).
  }
  if (size > limit) return { text: "", tooLarge: true };
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { text: new TextDecoder().decode(bytes), tooLarge: false };
}

/** The origins this site is served from: the request's own (first) and SITE_ORIGIN. */
export function siteOrigins(request: Request, siteOrigin: string | undefined): string[] {
  const origins = [new URL(request.url).origin];
  if (siteOrigin) {
    try {
      origins.push(new URL(siteOrigin).origin);
    } catch {
      log("error", "site_origin_invalid", { siteOrigin });
    }
  }
  return origins;
}

/**
 * Browsers send Origin with every POST (and Sec-Fetch-Site): a cross-site post is refused
 * whatever its content type. A request with neither header is not from a browser page,
 * so it cannot be cross-site request forgery, and is allowed.
 */
export function isSameOrigin(headers: Headers, origins: string[]): boolean {
  const origin = headers.get("Origin");
  if (origin !== null) return origins.includes(origin);
  const site = headers.get("Sec-Fetch-Site");
  return site === null || site === "same-origin" || site === "none";
}

export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}
