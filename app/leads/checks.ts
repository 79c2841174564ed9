// What a request must pass before its lead is kept, its lead key, and the answer to
// each refusal: the doors and the intake share them.
import * as z from "zod/mini";
import { formWords } from "~/content/consultation-form";
import type { Lang } from "~/content/i18n";
import { errorMessage, log } from "~/lib/log";
import { type TurnstileEnv, turnstileSiteKey } from "~/lib/turnstile";
import type { LeadOutcome } from "./intake.server";
import { cleanLine, cleanText, IDEMPOTENCY_KEY, type LeadFieldErrors, leadFieldErrors, leadLimits, leadSchema } from "./lead";

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

export function mediaType(headers: Headers): string {
  return (headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
}

export const FORM_MEDIA_TYPE = "application/x-www-form-urlencoded";

const DRAIN_LIMIT = 8 * 1024 * 1024;

/** An over-long body is drained first: the local proxy fails an answer sent before the body was read. */
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

/** The lead schema's messages, so an answer from the door reads as one from the service. */
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

/** "unverified" when Cloudflare cannot be reached: the lead is kept (and marked) rather than lost. */
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

export interface LeadKeySource {
  idempotencyKey: string;
  name: string;
  email: string;
  caseType: string;
  description: string;
}

export const LEAD_KEY = /^[0-9a-f]{64}$/;

/** Encoded as a JSON array, so no choice of values can make two requests hash the same text. */
export async function computeLeadKey({ idempotencyKey, name, email, caseType, description }: LeadKeySource): Promise<string> {
  const text = JSON.stringify([idempotencyKey, name, email, caseType, description]);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** One IPv6 subscriber holds a whole /64, so the limit counts the /64. */
export function rateLimitKey(ip: string): string {
  const ipv4 = /(?:^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  if (ipv4 || !ip.includes(":")) return ipv4?.[1] ?? ip;
  const [head, tail] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

/** If the limiter itself fails, the request goes through: a lead is worth more than a moment without flood
 * protection. */
export async function withinRateLimit(env: Env, ip: string, bucket: "ordinary" | "form-without-token"): Promise<boolean> {
  try {
    const limiter = bucket === "ordinary" ? env.LEAD_RATE_LIMITER : env.LEAD_FORM_RATE_LIMITER;
    return (await limiter.limit({ key: `lead:${rateLimitKey(ip)}` })).success;
  } catch (error) {
    log("error", "lead_rate_limiter_failed", { message: errorMessage(error) });
    return true;
  }
}

