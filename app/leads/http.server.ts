/**
 * The HTTP both doors of the lead service share: reading the body (with a size bound),
 * whether a request comes from this site (docs/decisions/0002-lead-endpoint.md, 4), the
 * client's address, the page address the form was on, and the status and words each
 * refusal of the service is answered with.
 */
import { formWords } from "~/content/consultation-form";
import { isLang, type Lang, langOfPath } from "~/content/i18n";
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

/**
 * The language a request is answered in: the one its fields name (the form sends its
 * page's), else that of the page address it names or of the page it came from (Referer).
 */
export function requestLanguage(input: Record<string, unknown> | undefined, referer: string | null): Lang {
  if (isLang(input?.language)) return input.language;
  for (const address of [input?.sourceUrl, referer]) {
    if (typeof address !== "string") continue;
    try {
      return langOfPath(new URL(address, "http://site.invalid").pathname);
    } catch {
      // not an address: try the next
    }
  }
  return "en";
}

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

/**
 * The page the form was on, as an absolute URL of this site: an absolute URL of one of
 * `origins`, or a path ("/kent-wa/...") on the first. undefined when not given; null when
 * it points elsewhere (another site, another scheme, a protocol-relative "//host" path).
 */
export function resolveSourceUrl(raw: string | undefined, origins: string[]): URL | null | undefined {
  const url = parseSourceUrl(raw, origins);
  if (url) url.hash = "";
  return url;
}

function parseSourceUrl(raw: string | undefined, origins: string[]): URL | null | undefined {
  if (!raw) return undefined;
  if (raw.startsWith("/")) {
    if (raw.startsWith("//") || raw.startsWith("/\\")) return null;
    try {
      const url = new URL(raw, origins[0]);
      return origins.includes(url.origin) ? url : null;
    } catch {
      return null;
    }
  }
  try {
    const url = new URL(raw);
    return (url.protocol === "https:" || url.protocol === "http:") && origins.includes(url.origin) ? url : null;
  } catch {
    return null;
  }
}

export function clientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
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
