// What a lead must pass before it is kept: a bounded body of the right type and shape,
// Turnstile, the per-IP limit; its lead key; and the answer to each refusal.
import * as z from "zod/mini";
import { formWords } from "~/content/consultation-form";
import type { Lang } from "~/content/i18n";
import { errorMessage, log } from "~/lib/log";
import { type TurnstileEnv, turnstileSiteKey } from "~/lib/turnstile";
import type { LeadOutcome } from "./intake.server";
import { cleanLine, cleanText, IDEMPOTENCY_KEY, type LeadFieldErrors, leadFieldErrors, leadLimits, leadSchema } from "./lead";

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

export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}

/** A text field: a string that fits `max` once cleaned (what the lead schema measures). */
const text = (max: number, clean: (value: string) => string = cleanLine) =>
  z.optional(z.string().check(z.refine((value) => clean(value).length <= max)));

export const leadBodyShape = z.looseObject({
  name: text(leadLimits.name),
  email: text(leadLimits.email),
  phone: text(leadLimits.phone),
  caseType: text(leadLimits.caseType),
  description: text(leadLimits.description, cleanText),
  privacyConsent: z.optional(z.boolean()),
  sourcePage: text(leadLimits.sourcePage),
  sourceUrl: text(leadLimits.sourceUrl),
  pageTitle: text(leadLimits.pageTitle),
  idempotencyKey: z.optional(z.string().check(z.regex(IDEMPOTENCY_KEY))),
  turnstileToken: text(leadLimits.token),
});

/**
 * The field messages for a body of the wrong shape, in `lang`: the lead schema's, which
 * refuses every field this shape refuses, so an answer from the door reads as one from
 * the lead service ("Please use text" for a field it would somehow let through).
 */
export function bodyShapeFieldErrors(
  input: Record<string, unknown>,
  issues: readonly { path: readonly PropertyKey[] }[],
  lang: Lang,
): LeadFieldErrors & Record<string, string> {
  const result = leadSchema(lang).safeParse(input);
  const errors = result.success ? {} : leadFieldErrors(result.error);
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= formWords[lang].fieldMessages.text;
  return errors;
}

const SITEVERIFY = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/**
 * Checks a token with Cloudflare. "unverified" when Cloudflare cannot be reached: the
 * lead is kept (and marked) rather than lost.
 */
export async function verifyTurnstile(
  env: TurnstileEnv,
  token: string | undefined,
  ip: string,
): Promise<"passed" | "failed" | "missing" | "unverified" | "not-configured"> {
  if (!turnstileSiteKey(env)) return "not-configured";
  if (!token) return "missing";
  try {
    const body = new FormData();
    body.append("secret", env.TURNSTILE_SECRET_KEY!);
    body.append("response", token);
    if (ip !== "unknown") body.append("remoteip", ip);
    const response = await fetch(SITEVERIFY, { method: "POST", body, signal: AbortSignal.timeout(10_000) });
    const result = (await response.json()) as { success?: boolean };
    return result.success === true ? "passed" : "failed";
  } catch (error) {
    log("error", "turnstile_unreachable", { message: errorMessage(error) });
    return "unverified";
  }
}

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

/**
 * Whom the rate limit counts: the IPv4 address (also when written as IPv6,
 * "::ffff:192.0.2.1"), or the /64 network of an IPv6 address (one subscriber holds a
 * whole /64 and can change addresses within it at will).
 */
export function rateLimitKey(ip: string): string {
  const ipv4 = /(?:^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  if (ipv4 || !ip.includes(":")) return ipv4?.[1] ?? ip;
  const [head, tail] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

/**
 * The per-IP limit: the ordinary bucket, or the stricter one for form posts without a
 * Turnstile token while Turnstile is on (nothing checked them but the honeypot). If the
 * limiter itself fails, the request is let through: a lead is worth more than a moment
 * without flood protection.
 */
export async function withinRateLimit(env: Env, ip: string, bucket: "ordinary" | "form-without-token"): Promise<boolean> {
  try {
    const limiter = bucket === "ordinary" ? env.LEAD_RATE_LIMITER : env.LEAD_FORM_RATE_LIMITER;
    return (await limiter.limit({ key: `lead:${rateLimitKey(ip)}` })).success;
  } catch (error) {
    log("error", "lead_rate_limiter_failed", { message: errorMessage(error) });
    return true;
  }
}

