/**
 * The site's HTTP response headers, in one place: security headers on every response the
 * Worker answers, the Content-Security-Policy (a fresh nonce per HTML page), and the
 * caching policy per kind of response. Static files in public/ never reach the Worker:
 * their headers are in public/_headers (Workers Static Assets applies that file).
 *
 * - HTML pages: CSP with a per-response nonce for React Router's inline scripts (the Worker
 *   makes the nonce; app/entry.server.tsx renders it on the scripts); private.
 * - /api: never cached.
 * - the desk (/desk…, however spelt): never stored anywhere and never indexed, whatever
 *   the answer (a page, its data, a 403); its pages keep the strict CSP of every page.
 * - everything else the Worker answers (sitemap.xml, robots.txt, .data): a locked-down
 *   CSP; a Cache-Control of its own is kept, otherwise the HTML policy applies.
 * See docs/decisions/0005-quality-bar.md.
 */
import { SCRIPT_HASHES } from "~/first-load/inline-scripts";
import { isDeskPath } from "~/desk/paths";

/** Hosts the click-to-load facades put in an <iframe> (videos, the office map) and
 * Cloudflare Turnstile's widget (when configured). test/worker/headers.test.ts checks
 * that every embed address in app/content is covered. */
export const FRAME_HOSTS = [
  "https://www.youtube-nocookie.com",
  "https://www.openstreetmap.org",
  "https://challenges.cloudflare.com",
] as const;

/** Scripts from other origins: Cloudflare Turnstile (only loaded when configured). */
const SCRIPT_HOSTS = ["https://challenges.cloudflare.com"] as const;

/** Inline <style> elements the site's own code inserts at run time, by SHA-256 of their
 * text: sonner (the toasts) inserts its stylesheet. The headers test recomputes it from
 * the installed sonner, so an upgrade that changes it fails the test. */
export const STYLE_HASHES = [
  "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='",
  // The empty <style> sonner appends before filling it in.
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
] as const;

export const cacheControl = {
  /** Hashed build output (/assets/*): see public/_headers. */
  immutable: "public, max-age=31536000, immutable",
  /** Pages: each response carries values of its own (the nonce, the form's key, the
   * visit's first touch), so no shared cache may keep one; `no-cache` rather than
   * `no-store` keeps the back/forward cache working. The Worker's own edge cache keeps
   * the page before those values are written (worker/pages.ts). */
  html: "private, no-cache",
  /** The API, POST answers, errors: never stored anywhere. */
  none: "no-store",
  /** The desk: one staff member's view of the firm's requests, kept by no cache at all. */
  desk: "private, no-store",
} as const;

/** Headers on every response the Worker answers. */
export const securityHeaders: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  "X-Frame-Options": "DENY",
  // No Cross-Origin-Opener-Policy: on a page it costs every first visit a fresh browsing
  // context group, and on Android a process of its own (docs/decisions/0019-first-load.md).
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** A fresh CSP nonce: 16 random bytes, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The policy for an HTML page. Scripts: the site's own files, inline scripts that carry
 * this response's nonce (React Router's hydration data and module loader) and the site's
 * own inline scripts by their hashes; no 'unsafe-inline', no 'unsafe-eval'. Styles: the
 * site's stylesheet and the known hashes.
 * `upgradeInsecure` is off only for plain-http local servers (it would upgrade their
 * own asset requests to an https port that does not exist); `dev` only for the
 * development server.
 */
function htmlContentSecurityPolicy(nonce: string, { upgradeInsecure = true, dev = false } = {}): string {
  const directives = [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}' ${SCRIPT_HASHES.join(" ")} ${SCRIPT_HOSTS.join(" ")}`,
    // The development server (npm run dev) injects the stylesheets as <style> elements.
    // The page's own stylesheet is inline with the nonce (worker/pages.ts).
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

/** The policy for everything else the Worker answers (JSON, XML, text): nothing runs. */
export const lockedDownContentSecurityPolicy =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Methods the pages answer (POST: React Router answers 405 itself, or runs an action). */
export const PAGE_METHODS = ["GET", "HEAD", "POST"];

/** Any other method on a page address (OPTIONS probes, PUT, DELETE…): a plain 405,
 * without rendering (and logging) an error page. */
export function methodNotAllowed(): Response {
  return new Response("Method Not Allowed\n", {
    status: 405,
    headers: { Allow: PAGE_METHODS.join(", "), "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Plain-http local servers (npm start, tests) cannot upgrade to https. */
function isLocalHttp(url: URL): boolean {
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

const isHtml = (response: Response) => (response.headers.get("Content-Type") ?? "").includes("text/html");

/**
 * The final headers of a response the Worker answers: the security headers, the CSP (for
 * an HTML page, with `nonce`, the nonce its scripts were rendered with), and the cache
 * policy.
 */
export function withResponseHeaders(request: Request, response: Response, nonce: string): Response {
  const url = new URL(request.url);
  const out = new Response(response.body, response);
  const headers = out.headers;
  for (const [name, value] of Object.entries(securityHeaders)) headers.set(name, value);

  headers.set(
    "Content-Security-Policy",
    isHtml(out)
      ? htmlContentSecurityPolicy(nonce, { upgradeInsecure: !isLocalHttp(url), dev: import.meta.env.MODE === "development" })
      : lockedDownContentSecurityPolicy,
  );

  const isApi = url.pathname === "/api" || url.pathname.startsWith("/api/");
  // 206 and 304: the hero video's files (worker/media.ts) keep their own caching.
  const cacheable = (request.method === "GET" || request.method === "HEAD") && [200, 206, 304, 404].includes(out.status);
  if (isDeskPath(url.pathname)) {
    headers.set("Cache-Control", cacheControl.desk);
    headers.set("X-Robots-Tag", "noindex");
  } else if (isApi || !cacheable) headers.set("Cache-Control", cacheControl.none);
  else if (!headers.has("Cache-Control")) headers.set("Cache-Control", cacheControl.html);
  return out;
}
