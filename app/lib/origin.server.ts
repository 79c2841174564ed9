/**
 * The desk's forms are accepted only from the site's own pages: a post from another origin
 * (a forged form on some other site, riding a staff member's Access cookie) is refused.
 */
import { data } from "react-router";
import { isSameOrigin, siteOrigins } from "~/leads/http.server";
import { log } from "~/lib/log";

export function refuseCrossOrigin(request: Request, env: Env): void {
  if (isSameOrigin(request.headers, siteOrigins(request, env.SITE_ORIGIN))) return;
  log("warn", "desk_cross_origin_refused", { path: new URL(request.url).pathname });
  throw data("Forbidden", { status: 403 });
}
