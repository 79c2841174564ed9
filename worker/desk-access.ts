/** The desk's door (docs/desk.md, decision 0027): every desk request carries a Cloudflare Access
 * token the Worker verifies itself (RS256, issuer, audience, expiry; the allow-list when set), so
 * a route Access does not cover opens nothing; without its settings nothing gets in. */
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from "jose";
import { errorMessage, log } from "~/lib/log";

const ASSERTION_HEADER = "Cf-Access-Jwt-Assertion";
const ASSERTION_COOKIE = "CF_Authorization";

/** Clocks drift a little between Access and the edge; more than this is not drift. */
const CLOCK_TOLERANCE_SECONDS = 30;

export type DeskAccess = { ok: true; email: string } | { ok: false; reason: string };

/** One key set per team domain, kept for the isolate's life (jose refreshes it when a kid is new). */
const keySets = new Map<string, JWTVerifyGetKey>();

function keySetOf(teamDomain: string): JWTVerifyGetKey {
  let keySet = keySets.get(teamDomain);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(`${teamDomain}/cdn-cgi/access/certs`), { timeoutDuration: 5000 });
    keySets.set(teamDomain, keySet);
  }
  return keySet;
}

/** The team domain as an origin: https, or http only on this machine (the local stand-in). */
function teamOrigin(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  const local = url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
  return url.protocol === "https:" || local ? url.origin : undefined;
}

/** From the header or the cookie, never the query string (logs, histories, Referer). */
function tokenOf(request: Request): string | undefined {
  const header = request.headers.get(ASSERTION_HEADER)?.trim();
  if (header) return header;
  for (const pair of (request.headers.get("Cookie") ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === ASSERTION_COOKIE) return pair.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/** Errors about the token itself; any other means the key set could not be had. */
const TOKEN_ERRORS = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
];

function rejection(error: unknown): string {
  if (error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired) return `token rejected: ${error.code} (${error.claim})`;
  if (TOKEN_ERRORS.some((kind) => error instanceof kind)) return `token rejected: ${(error as errors.JOSEError).code}`;
  // The key set did not load: staff are locked out until it does, which someone must see.
  log("error", "desk_access_keys_unavailable", { message: errorMessage(error) });
  return "key set unavailable";
}

export async function verifyDeskAccess(request: Request, env: Env): Promise<DeskAccess> {
  const teamDomain = teamOrigin(env.ACCESS_TEAM_DOMAIN ?? "");
  const audience = (env.ACCESS_AUD ?? "").trim();
  if (!teamDomain || !audience) {
    log("error", "desk_access_not_configured", { teamDomain: Boolean(teamDomain), audience: Boolean(audience) });
    return { ok: false, reason: "not configured" };
  }

  const token = tokenOf(request);
  if (!token) return { ok: false, reason: "no token" };

  let email: unknown;
  try {
    const { payload } = await jwtVerify(token, keySetOf(teamDomain), {
      algorithms: ["RS256"],
      issuer: teamDomain,
      audience,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ["exp", "iat"],
    });
    email = payload.email;
  } catch (error) {
    return { ok: false, reason: rejection(error) };
  }
  if (typeof email !== "string" || !email.includes("@")) return { ok: false, reason: "no email in the token" };

  const allowed = (env.ACCESS_ALLOWED_EMAILS ?? "")
    .split(",")
    .map((address) => address.trim().toLowerCase())
    .filter(Boolean);
  if (allowed.length && !allowed.includes(email.toLowerCase())) return { ok: false, reason: "email not on the allow-list" };
  return { ok: true, email };
}

/** No detail of why, kept nowhere. */
export function deskDenied(): Response {
  return new Response("Forbidden", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}
