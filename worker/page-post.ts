/** Page and desk posts from another origin (or `Origin: null`) are refused here as a warning: React
 * Router's own check logs a `server_error` anyone could write (decisions 0036, 0065). */
import { refusedPostWords } from "~/content/refused-post";
import { isSameOrigin } from "~/lib/http.server";
import { log } from "~/lib/log";

/** The Origin header as a short log field: an origin, "null", or "invalid". */
function originField(origin: string | null): string | null {
  if (origin === null || origin === "null") return origin;
  try {
    return new URL(origin).origin.slice(0, 100);
  } catch {
    return "invalid";
  }
}

/** The 403 for a page post from an origin not the request's own, or null. */
export function crossOriginPageRefusal(request: Request, url: URL, siteOrigin: string | undefined): Response | null {
  if (request.method !== "POST" || isSameOrigin(request.headers, [url.origin])) return null;
  log("warn", "page_cross_origin_refused", { path: url.pathname, origin: originField(request.headers.get("Origin")) });
  const words = refusedPostWords[/^\/es(\/|$)/i.test(url.pathname) ? "es" : "en"];
  return new Response(`${words(siteAddress(siteOrigin) ?? url.origin)}\n`, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The 403 for a desk post from an origin not the request's own (a forged form riding a staff member's Access
 * cookie), or null: refused before React Router's own check answers 400 with an error line. */
export function crossOriginDeskRefusal(request: Request, url: URL): Response | null {
  if (request.method !== "POST" || isSameOrigin(request.headers, [url.origin])) return null;
  log("warn", "desk_cross_origin_refused", { path: url.pathname, origin: originField(request.headers.get("Origin")) });
  return new Response("Forbidden: the desk takes posts from its own pages only.\n", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

function siteAddress(siteOrigin: string | undefined): string | undefined {
  try {
    return siteOrigin ? new URL(siteOrigin).origin : undefined;
  } catch {
    return undefined;
  }
}
