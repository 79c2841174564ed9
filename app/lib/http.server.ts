// HTTP at the site's doors: which origins are the site's, a body read within a limit, its media
// type, the client's address and the per-address limit.
import { data } from "react-router";
import { errorMessage, log } from "./log";

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

/** Browsers send Origin (and Sec-Fetch-Site) with every POST: a cross-site post is refused whatever its type; a
 * request with neither is not from a browser page, so it cannot be cross-site request forgery. */
export function isSameOrigin(headers: Headers, origins: string[]): boolean {
  const origin = headers.get("Origin");
  if (origin !== null) return origins.includes(origin);
  const site = headers.get("Sec-Fetch-Site");
  return site === null || site === "same-origin" || site === "none";
}

/** A desk form posted from another origin (a forged form riding a staff member's Access cookie) is refused. */
export function refuseCrossOrigin(request: Request, env: Env): void {
  if (isSameOrigin(request.headers, siteOrigins(request, env.SITE_ORIGIN))) return;
  log("warn", "desk_cross_origin_refused", { path: new URL(request.url).pathname });
  throw data("Forbidden", { status: 403 });
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

/** One IPv6 subscriber holds a whole /64, so the limit counts the /64. */
export function rateLimitKey(ip: string): string {
  const ipv4 = /(?:^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(ip);
  if (ipv4 || !ip.includes(":")) return ipv4?.[1] ?? ip;
  const [head, tail] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
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
