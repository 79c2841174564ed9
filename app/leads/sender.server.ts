/**
 * What the lead service and its doors read from a request's values, without HTTP: the
 * language to answer in, the page the form was on, and whom the rate limit counts.
 */
import { isLang, type Lang, langOfPath } from "~/content/i18n";

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
