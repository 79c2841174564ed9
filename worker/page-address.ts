/** Odd page addresses, before React Router (which decodes an address, while a page finds its
 * entry by the address as written): one that decodes to a page's or a short address gets a 301
 * to it; a `.data` request for anything else a 404; the rest meets the not-found route. */
import { findSitePage, shortAddressTarget } from "~/lib/addresses";

/** What React Router's client appends to an address to fetch its data ("/" becomes "/_.data"). */
const DATA_SUFFIX = /(?:\/_)?\.data$/;

/** Control characters, which no page address has (NUL and CR/LF included). */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** An address as the table spells it (segments decoded, doubled slashes as one, small letters);
 * undefined when it cannot be one (a bad escape, an encoded slash, a control character). */
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

/** The Worker's answer to an odd page address, or null when it goes on to the pages. */
export function oddAddressAnswer(url: URL): Response | null {
  const isData = DATA_SUFFIX.test(url.pathname);
  const path = isData ? url.pathname.replace(DATA_SUFFIX, (suffix) => (suffix.startsWith("/") ? "/" : "")) : url.pathname;
  if (findSitePage(path)) return null;
  if (isData) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const decoded = decodedPath(path);
  const canonical = decoded === undefined ? undefined : (findSitePage(decoded)?.canonical ?? shortAddressTarget(decoded));
  return canonical ? new Response(null, { status: 301, headers: { Location: canonical + url.search } }) : null;
}
