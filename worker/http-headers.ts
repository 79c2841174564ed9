/** Every response's security headers, the CSP (a fresh nonce per HTML page; the desk's pages
 * too), and the cache policy per kind of response. Static files' own are in public/_headers. */
import { SCRIPT_HASHES } from "~/first-load/inline-scripts";
import { isDeskPath } from "~/desk/paths";
import { holdsSecret, isSigningPath } from "~/lib/private-addresses";

/** Iframes of the click-to-load facades and Turnstile (the headers test checks app/content). */
export const FRAME_HOSTS = ["https://www.youtube-nocookie.com", "https://www.openstreetmap.org", "https://challenges.cloudflare.com"] as const;

const SCRIPT_HOSTS = ["https://challenges.cloudflare.com"] as const;

/** Inline <style> that sonner (the toasts) inserts; the headers test recomputes them. */
export const STYLE_HASHES = ["'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='", "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"] as const;

export const cacheControl = {
  immutable: "public, max-age=31536000, immutable",
  /** Each response carries values of its own; `no-cache` keeps the back/forward cache. */
  html: "private, no-cache",
  none: "no-store",
  desk: "private, no-store",
} as const;

export const securityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
  // No Cross-Origin-Opener-Policy: it costs a first visit a new browsing context group (decision 0038).
  "Cross-Origin-Resource-Policy": "same-origin",
};

export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** No 'unsafe-inline' or 'unsafe-eval': this response's nonce and the inline scripts' hashes.
 * `upgradeInsecure` is off for plain-http local servers, `dev` for the development server. */
function htmlContentSecurityPolicy(nonce: string, { upgradeInsecure = true, dev = false } = {}): string {
  const directives = [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}' ${SCRIPT_HASHES.join(" ")} ${SCRIPT_HOSTS.join(" ")}`,
    // The development server injects <style>; the built page's stylesheet is inline with the nonce (worker/first-load.ts).
    dev ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}' ${STYLE_HASHES.join(" ")}`,
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${FRAME_HOSTS.join(" ")}`,
    "worker-src 'none'",
    "manifest-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ];
  if (upgradeInsecure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export const lockedDownContentSecurityPolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export const PAGE_METHODS = ["GET", "HEAD", "POST"];

/** A plain 405 for other methods on a page address, without rendering an error page. */
export function methodNotAllowed(): Response {
  return new Response("Method Not Allowed\n", {
    status: 405,
    headers: { Allow: PAGE_METHODS.join(", "), "Content-Type": "text/plain; charset=utf-8" },
  });
}

function isLocalHttp(url: URL): boolean {
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

export const isHtml = (response: Response) => (response.headers.get("Content-Type") ?? "").includes("text/html");

/** For an address that holds a secret (decision 0064): no path in any Referer, to another site or to this
 * one; a form post keeps its Origin (`no-referrer` would send "null", which the pages refuse). */
const PRIVATE_REFERRER_POLICY = "strict-origin";

export function withResponseHeaders(request: Request, response: Response, nonce: string): Response {
  const url = new URL(request.url);
  const out = new Response(response.body, response);
  const headers = out.headers;
  for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);
  if (holdsSecret(url.pathname + url.search)) headers.set("Referrer-Policy", PRIVATE_REFERRER_POLICY);

  // A file whose own policy starts from nothing keeps it (the desk's photo proxy adds `sandbox`); any other file
  // gets the locked-down one.
  if (isHtml(out))
    headers.set(
      "Content-Security-Policy",
      htmlContentSecurityPolicy(nonce, { upgradeInsecure: !isLocalHttp(url), dev: import.meta.env.MODE === "development" }),
    );
  else if (!/^default-src 'none'(;|$)/.test(headers.get("Content-Security-Policy") ?? ""))
    headers.set("Content-Security-Policy", lockedDownContentSecurityPolicy);

  const isApi = url.pathname === "/api" || url.pathname.startsWith("/api/");
  // 206 and 304: the hero video's files keep their own caching.
  const cacheable = (request.method === "GET" || request.method === "HEAD") && [200, 206, 304, 404].includes(out.status);
  // The desk, and the fee agreement's signing links (one person's document: never kept, never indexed).
  if (isDeskPath(url.pathname) || isSigningPath(url.pathname)) {
    headers.set("Cache-Control", cacheControl.desk);
    headers.set("X-Robots-Tag", "noindex");
  } else if (isApi || !cacheable) headers.set("Cache-Control", cacheControl.none);
  else if (!headers.has("Cache-Control")) headers.set("Cache-Control", cacheControl.html);
  return out;
}
