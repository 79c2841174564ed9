// What a request must pass before its lead is kept (the schema, which the form also loads when
// first focused; the body, Turnstile, the per-IP limit), its lead key, and each refusal's answer.
import { data } from "react-router";
import * as z from "zod/mini";
import { attributionShape } from "~/attribution/schema";
import { caseTypeSlug, caseTypeValues } from "~/content/case-types";
import { formWords } from "~/content/consultation-form";
import type { Lang } from "~/content/i18n";
import { textingWords } from "~/content/texting";
import { errorMessage, log } from "~/lib/log";
import { type TurnstileEnv, turnstileSiteKey } from "~/lib/turnstile";
import type { LeadOutcome } from "./intake.server";
import { cleanLine, cleanText } from "~/lib/clean-text";
import { IDEMPOTENCY_KEY, type LeadFieldErrors, leadLimits } from "./lead";

const PHONE = /^\+?[0-9().\-\s]*(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;

function isPhone(value: string): boolean {
  const digits = value.replace(/(?:x|ext\.?)\s*\d+$/i, "").replace(/\D/g, "").length;
  return value === "" || (PHONE.test(value) && digits >= 7 && digits <= 15);
}

function buildSchema(lang: Lang) {
  const messages = formWords[lang].fieldMessages;
  const line = (message: string, max: number, min = 0) =>
    z.pipe(z.string({ error: message }), z.transform(cleanLine)).check(
      z.minLength(min, message),
      z.maxLength(max, messages.tooLong(max)),
    );
  const optionalLine = (max: number) => z.optional(line(messages.text, max));

  const fields = z.object({
    name: line(messages.name, leadLimits.name, 1),
    email: z.pipe(line(messages.email, leadLimits.email, 1), z.email(messages.email)),
    phone: z.optional(line(messages.phone, leadLimits.phone).check(z.refine(isPhone, messages.phone))),
    caseType: z.pipe(
      z.pipe(line(messages.caseType, leadLimits.caseType), z.transform(caseTypeSlug)),
      z.enum(caseTypeValues, messages.caseType),
    ),
    description: z.pipe(z.string({ error: messages.description }), z.transform(cleanText)).check(
      z.minLength(leadLimits.descriptionMin, messages.description),
      z.maxLength(leadLimits.description, messages.tooLong(leadLimits.description)),
    ),
    privacyConsent: z.literal(true, messages.privacyConsent),
    /** Texts are never a condition of the request: absent or false is fine. */
    textConsent: z.optional(z.boolean({ error: messages.text })),
    sourcePage: optionalLine(leadLimits.sourcePage),
    sourceUrl: z.optional(line(messages.sourceUrl, leadLimits.sourceUrl)),
    pageTitle: optionalLine(leadLimits.pageTitle),
    /** One per form fill: a retried or double-clicked submission stores one lead. */
    idempotencyKey: z.optional(z.string().check(z.regex(IDEMPOTENCY_KEY, messages.idempotencyKey))),
    /** Honeypot: people never see this field; bots fill it in. */
    website: z.optional(z.unknown()),
    turnstileToken: z.optional(z.string().check(z.maxLength(leadLimits.token, messages.turnstileToken))),
    ...attributionShape,
  });
  return fields.check(
    z.refine((lead) => !lead.textConsent || Boolean(lead.phone), {
      message: textingWords[lang].needsPhone,
      path: ["textConsent"],
      when: (payload) => typeof payload.value === "object" && payload.value !== null,
    }),
  );
}

const schemas: Partial<Record<Lang, ReturnType<typeof buildSchema>>> = {};

export function leadSchema(lang: Lang) {
  return (schemas[lang] ??= buildSchema(lang));
}

export type Lead = z.output<ReturnType<typeof buildSchema>>;

export function leadFieldErrors(error: z.core.$ZodError): LeadFieldErrors & Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

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
  const body = await readBoundedBytes(request, limit);
  return { text: body.tooLarge ? "" : new TextDecoder().decode(body.bytes), tooLarge: body.tooLarge };
}

/** A page form's fields: a plain form post (the only kind a page's form sends) read within `limit`. Any other
 * body is never parsed: thrown as a refused request (415, or 413 when larger), one warning line at most. */
export async function readPageForm(request: Request, limit: number): Promise<URLSearchParams> {
  const body = await readBoundedBody(request, limit);
  const type = mediaType(request.headers);
  if (body.tooLarge || type !== FORM_MEDIA_TYPE) {
    const status = body.tooLarge ? 413 : 415;
    log("warn", "page_body_refused", { path: new URL(request.url).pathname, type: type.slice(0, 60), status });
    throw data(null, { status });
  }
  return new URLSearchParams(body.text);
}

/** A multipart upload read up to `limit` bytes, whatever Content-Length says (or whether it is sent at all):
 * null when the body is larger. */
export async function readBoundedForm(request: Request, limit: number): Promise<FormData | null> {
  const body = await readBoundedBytes(request, limit);
  if (body.tooLarge) return null;
  return new Response(body.bytes, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
}

async function readBoundedBytes(request: Request, limit: number): Promise<{ bytes: Uint8Array<ArrayBuffer>; tooLarge: boolean }> {
  if (!request.body) return { bytes: new Uint8Array(), tooLarge: false };
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
  if (size > limit) return { bytes: new Uint8Array(), tooLarge: true };
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes, tooLarge: false };
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
  textConsent: z.optional(z.boolean()),
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

/** The client's network for the first text's daily cap (decision 0072): an IPv4 /24, an IPv6 /48 (a home line may
 * hold 256 /64s); null when the address is unknown. Never stored apart from that cap's key. */
export function networkKey(ip: string): string | null {
  const key = rateLimitKey(ip);
  if (key.endsWith("/64")) return `${key.split(":").slice(0, 3).join(":")}::/48`;
  const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(key);
  return ipv4 ? `${ipv4[1]}.${ipv4[2]}.${ipv4[3]}.0/24` : null;
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

