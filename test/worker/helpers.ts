import { exports } from "cloudflare:workers";

export const ORIGIN = "http://localhost:8787";

/** Sends a request to the Worker under test (its default export's fetch). */
export function call(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, init));
}

/** The first match of `re` in `html` (group 1), or undefined. */
function pick(html: string, re: RegExp): string | undefined {
  return re.exec(html)?.[1];
}

export const canonicalOf = (html: string) => pick(html, /<link rel="canonical" href="([^"]+)"/);
export const robotsOf = (html: string) => pick(html, /<meta name="robots" content="([^"]+)"/);
export const titleOf = (html: string) => decode(pick(html, /<title>([^<]*)<\/title>/));
export const h1Of = (html: string) => decode(pick(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)?.replace(/<[^>]+>/g, ""));

/** Decodes the few entities React's server renderer writes. */
export function decode(text: string | undefined): string | undefined {
  return text
    ?.replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
