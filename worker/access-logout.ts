/** Access's sign-out where the Worker sees it (locally; Cloudflare answers it at the edge):
 * forget the desk's cookie and send the browser to the issuer's logout. */
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
