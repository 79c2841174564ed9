/** The desk's one path rule, shared by the Worker's door and the app. */

/** `/desk`, anything under it, and React Router's data requests for them, as spelt. */
export const DESK_PATH = /^\/desk(?:\/|\.data$|$)/;

/**
 * Whether an address is the desk's or could be taken for it by React Router, which decodes
 * percent-escapes, ignores ASCII case and doubled slashes: such spellings meet the same door.
 */
export function isDeskPath(pathname: string): boolean {
  return DESK_PATH.test(pathname) || DESK_PATH.test(deskSpelling(pathname));
}

/** The address as React Router would match it: segments decoded, small letters, no empty segments. */
export function deskSpelling(pathname: string): string {
  const segments = pathname.split("/").flatMap((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // Not decodable: compared as written.
    }
    return decoded ? [decoded.toLowerCase()] : [];
  });
  return `/${segments.join("/")}${pathname.endsWith("/") && segments.length ? "/" : ""}`;
}

/** A request's (or a text's, an agreement's) id as an address spells it: digits without a leading zero, so
 * `12abc`, `0x0C`, `12.0` and ` 12` are no id and each record has one address (decision 0065). */
export function deskId(text: string | undefined): number | null {
  return text !== undefined && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null;
}

/** A position counted from 0 (a text's photos), spelt the same strict way. */
export function deskIndex(text: string | undefined): number | null {
  return text !== undefined && /^(?:0|[1-9]\d{0,5})$/.test(text) ? Number(text) : null;
}

/** Cloudflare Access's sign-out on the site's own host (it ends the desk's session). */
export const ACCESS_LOGOUT_PATH = "/cdn-cgi/access/logout";
