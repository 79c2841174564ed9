/**
 * Odd page addresses, answered before React Router sees them. React Router decodes an
 * address before matching it (so `/kent-wa/%63ar-accident-lawyer` matches the car page's
 * route) while a page finds its entry by the address as written, which then has none
 * (a 500). So every address that is not a page's own spelling is answered here:
 *
 * - one that decodes to a page's address (percent-escapes, ASCII capitals, doubled
 *   slashes) is sent on to that page's canonical address (301, query kept);
 * - one that decodes to a short address (a practice's slug without its city prefix, the
 *   table's `shortAddressTarget`) is sent on to its page the same way, so an ad's tags
 *   and click id reach the page that records the first touch;
 * - a data request (`.data`, React Router's client navigations) for anything but a page's
 *   own address gets a plain 404, which React Router's client shows as its not-found page;
 * - any other address goes on to React Router, where no page route can match it (its
 *   matching is stricter than the decoding here) and the not-found route answers 404.
 */
import { findSitePage, shortAddressTarget } from "~/lib/addresses";

/** What React Router's client appends to an address to fetch its data ("/" becomes "/_.data"). */
const DATA_SUFFIX = /(?:\/_)?\.data$/;

/** Control characters, which no page address has (NUL and CR/LF included). */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/**
 * An address as the table spells its addresses: each segment percent-decoded, doubled
 * slashes as one, ASCII capitals as small letters; undefined when it cannot be one (an
 * invalid sequence, overlong UTF-8, an encoded slash or backslash, a control character).
 */
function decodedPath(pathname: string): string | undefined {
  const segments: string[] = [];
  for (const segment of pathname.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    if (/[/\\]/.test(decoded) || CONTROL.test(decoded)) return undefined;
    if (decoded) segments.push(decoded.replace(/[A-Z]/g, (letter) => letter.toLowerCase()));
  }
  return `/${segments.join("/")}`;
}

/**
 * The Worker's own answer to an odd page address, or null when the address goes on to
 * the pages (a page's own address, or one no page route can match).
 */
export function oddAddressAnswer(url: URL): Response | null {
  const isData = DATA_SUFFIX.test(url.pathname);
  const path = isData ? url.pathname.replace(DATA_SUFFIX, (suffix) => (suffix.startsWith("/") ? "/" : "")) : url.pathname;
  if (findSitePage(path)) return null;
  if (isData) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const decoded = decodedPath(path);
  const canonical = decoded === undefined ? undefined : (findSitePage(decoded)?.canonical ?? shortAddressTarget(decoded));
  return canonical ? new Response(null, { status: 301, headers: { Location: canonical + url.search } }) : null;
}
