/**
 * Access's sign-out, where the Worker sees it. In production Cloudflare answers
 * /cdn-cgi/access/logout at the edge and the Worker never does; locally (wrangler dev)
 * this forgets the desk's cookie and sends the browser on to the issuer's own logout.
 */
import { ACCESS_LOGOUT_PATH } from "~/desk/paths";

export const isAccessLogout = (pathname: string) => pathname === ACCESS_LOGOUT_PATH;

export function accessLogout(env: Env): Response {
  const team = (env.ACCESS_TEAM_DOMAIN ?? "").replace(/\/+$/, "");
  return new Response(null, {
    status: 302,
    headers: {
      Location: team ? `${team}${ACCESS_LOGOUT_PATH}` : "/",
      "Set-Cookie": "CF_Authorization=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0",
      "Cache-Control": "private, no-store",
    },
  });
}
