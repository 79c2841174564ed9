/** The intake desk's addresses: /desk, everything under it, and their .data requests. */
export const isDeskPath = (pathname: string) => pathname === "/desk" || pathname === "/desk.data" || pathname.startsWith("/desk/");

/** Cloudflare Access's sign-out on the site's own host (it ends the desk's session). */
export const ACCESS_LOGOUT_PATH = "/cdn-cgi/access/logout";
