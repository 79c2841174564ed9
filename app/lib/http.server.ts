// Which origins are this site's, and whether a post comes from one of them: the lead
// endpoint, the pages' form action and the desk's forms all ask the same question.
import { data } from "react-router";
import { log } from "./log";

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

/** A desk form posted from another origin (a forged form riding a staff member's Access cookie) is refused. */
export function refuseCrossOrigin(request: Request, env: Env): void {
  if (isSameOrigin(request.headers, siteOrigins(request, env.SITE_ORIGIN))) return;
  log("warn", "desk_cross_origin_refused", { path: new URL(request.url).pathname });
  throw data("Forbidden", { status: 403 });
}
