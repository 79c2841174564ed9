/**
 * The desk's door (worker/desk-access.ts, decision 0027), from outside: every kind of desk
 * address (a page, its `.data` request, an action, an export) with every kind of bad
 * token answers 403 "Forbidden", private, no-store, with nothing rendered and nothing put
 * in the edge cache; the same with the Access settings unset (and an error line); a token
 * from the local Access stand-in (scripts/stand-ins/access.mjs) gets in, by header or
 * cookie; odd spellings of the desk meet the same door.
 *
 * Tokens: valid ones come from the stand-in (`POST /token`); bad ones are made here with
 * keys of the test's own. Claim checks (audience, issuer, times, email) use a second team,
 * whose key set the test serves itself (its fetch answered here), so that each token is
 * signed by a trusted key and wrong in exactly one way.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type JWK, type JWTPayload } from "jose";
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import worker from "../../worker/index";
import { pageCacheKey } from "../../worker/pages";
import { ORIGIN } from "./helpers";

const { vars, access } = inject("standIns");
const STAND_IN = { ACCESS_TEAM_DOMAIN: vars.ACCESS_TEAM_DOMAIN, ACCESS_AUD: vars.ACCESS_AUD, ACCESS_ALLOWED_EMAILS: "" };
const STAFF = "intake@kestrelinjurylaw.example";

/** A second team whose key set the test serves: tokens with any claims, signed by a trusted key. */
const TEST_TEAM = "https://kestrel-test.cloudflareaccess.com";
const TEST_AUD = "a".repeat(64);
const TEST_TEAM_ENV = { ACCESS_TEAM_DOMAIN: TEST_TEAM, ACCESS_AUD: TEST_AUD, ACCESS_ALLOWED_EMAILS: "" };
/** A team whose key set cannot be fetched. */
const DOWN_TEAM = "https://kestrel-down.cloudflareaccess.com";

type AccessVars = { ACCESS_TEAM_DOMAIN: string; ACCESS_AUD: string; ACCESS_ALLOWED_EMAILS: string };

/** The four kinds of desk address. */
const TARGETS = [
  { kind: "a page", path: "/desk", method: "GET" },
  { kind: "its data request", path: "/desk.data", method: "GET" },
  { kind: "an action", path: "/desk/leads/1", method: "POST" },
  { kind: "an export", path: "/desk/export.csv", method: "GET" },
] as const;
type Target = (typeof TARGETS)[number];

interface Carry {
  header?: string;
  cookie?: string;
  query?: string;
}

/** One desk request to the Worker with these Access settings; waits for its background work. */
async function desk(target: { path: string; method: string }, carry: Carry, accessVars: Partial<AccessVars> = STAND_IN) {
  const headers = new Headers({ Accept: "text/html" });
  if (carry.header) headers.set("Cf-Access-Jwt-Assertion", carry.header);
  if (carry.cookie) headers.set("Cookie", `theme=dark; CF_Authorization=${carry.cookie}; other=1`);
  let body: string | undefined;
  if (target.method === "POST") {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    headers.set("Origin", ORIGIN);
    body = "intent=status&status=contacted";
  }
  const request = new Request(`${ORIGIN}${target.path}${carry.query ?? ""}`, { method: target.method, headers, body, redirect: "manual" });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], { ...env, ...accessVars } as Env, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, text };
}

/** Nothing of this address in the edge page cache, nor the default cache. */
async function expectNothingCached(path: string) {
  const url = new URL(`${ORIGIN}${path}`);
  expect(await (await caches.open("pages")).match(pageCacheKey(url)), path).toBeUndefined();
  expect(await (caches as unknown as { default: Cache }).default.match(url.href), path).toBeUndefined();
}

async function expectRefused(target: Target, carry: Carry, accessVars?: Partial<AccessVars>) {
  const { response, text } = await desk(target, carry, accessVars);
  const label = `${target.method} ${target.path}`;
  expect(response.status, label).toBe(403);
  expect(text, label).toBe("Forbidden");
  expect(response.headers.get("Content-Type"), label).toBe("text/plain; charset=utf-8");
  expect(response.headers.get("Cache-Control"), label).toBe("private, no-store");
  expect(response.headers.get("X-Robots-Tag"), label).toBe("noindex");
  expect(response.headers.has("X-Page-Cache"), label).toBe(false);
  expect(response.headers.has("Set-Cookie"), label).toBe(false);
  await expectNothingCached(target.path);
}

const payloadOf = (part: string) => JSON.parse(atob(part.replace(/-/g, "+").replace(/_/g, "/"))) as JWTPayload;
const b64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");

async function standInToken(email = STAFF): Promise<string> {
  const res = await fetch(`${access}/token`, { method: "POST", body: JSON.stringify({ email }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

let testKeys: { privateKey: CryptoKey; jwk: JWK };
let standInJwk: JWK;
let realFetch: typeof fetch;

/** A token of the test team: valid unless `claims` or `header` say otherwise. */
async function testTeamToken(claims: JWTPayload = {}, { key = testKeys.privateKey, kid = testKeys.jwk.kid } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: STAFF, type: "app", iss: TEST_TEAM, aud: [TEST_AUD], sub: "staff-1", iat: now, nbf: now, exp: now + 3600, ...claims })
    .setProtectedHeader({ alg: "RS256", kid })
    .sign(key);
}

beforeAll(async () => {
  const pair = await generateKeyPair("RS256", { extractable: true });
  testKeys = { privateKey: pair.privateKey, jwk: { ...(await exportJWK(pair.publicKey)), kid: "test-team-key", alg: "RS256" } };
  standInJwk = ((await (await fetch(`${STAND_IN.ACCESS_TEAM_DOMAIN}/cdn-cgi/access/certs`)).json()) as { keys: JWK[] }).keys[0];
  realFetch = globalThis.fetch;
});

let errors: ReturnType<typeof vi.spyOn>;
let warnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
  warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
  // The test team's key set, and a team whose key set is down; everything else goes out.
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new Request(input).url;
    if (url === `${TEST_TEAM}/cdn-cgi/access/certs`) return Response.json({ keys: [testKeys.jwk] });
    if (url.startsWith(DOWN_TEAM)) throw new TypeError("Network connection lost.");
    return realFetch(input, init);
  });
});
afterEach(() => vi.restoreAllMocks());

type LogLine = Record<string, unknown>;
const logLines = (spy: ReturnType<typeof vi.spyOn>): LogLine[] => spy.mock.calls.map((call: unknown[]) => JSON.parse(String(call[0])) as LogLine);

describe("the tokens this battery starts from are let in (so each refusal below is for its one fault)", () => {
  it("a stand-in token and a test-team token", async () => {
    for (const [token, vars] of [
      [await standInToken(), STAND_IN],
      [await testTeamToken(), TEST_TEAM_ENV],
    ] as const) {
      const { response } = await desk(TARGETS[0], { header: token }, vars);
      expect(response.status).not.toBe(403);
    }
    expect(errors).not.toHaveBeenCalled();
  });
});

describe.each(TARGETS)("$kind ($method $path) without a valid token: 403, nothing rendered, nothing cached", (target) => {
  it("no token", async () => {
    await expectRefused(target, {});
  });

  it("malformed tokens, in the header and the cookie", async () => {
    for (const bad of ["x", "not.a.jwt", "a.b.c.d", `${b64url({ alg: "RS256" })}.${b64url({ email: STAFF })}.`, "Bearer x"]) {
      await expectRefused(target, { header: bad });
      await expectRefused(target, { cookie: bad });
    }
  });

  it("a bad signature: the stand-in's token with its payload changed", async () => {
    const [header, payload, signature] = (await standInToken()).split(".");
    const changed = b64url({ ...payloadOf(payload), email: "someone.else@example.com" });
    await expectRefused(target, { header: `${header}.${changed}.${signature}` });
    // Its signature on another of the stand-in's tokens: a valid signature, not of this token.
    const [, otherPayload] = (await standInToken("partner@kestrelinjurylaw.example")).split(".");
    await expectRefused(target, { cookie: `${header}.${otherPayload}.${signature}` });
  });

  it('`alg: "none"` and an empty signature', async () => {
    const payload = payloadOf((await standInToken()).split(".")[1]);
    for (const alg of ["none", "None", "NONE"]) {
      await expectRefused(target, { header: `${b64url({ alg, typ: "JWT", kid: standInJwk.kid })}.${b64url(payload)}.` });
    }
  });

  it("HS256: signed with the public key's bytes as the secret, and with a random secret", async () => {
    const publicKey = await crypto.subtle.importKey("jwk", standInJwk as JsonWebKey, { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" }, true, ["verify"]);
    const secrets = [
      new TextEncoder().encode(await exportSPKI(publicKey)),
      new TextEncoder().encode(JSON.stringify(standInJwk)),
      crypto.getRandomValues(new Uint8Array(32)),
    ];
    const now = Math.floor(Date.now() / 1000);
    for (const secret of secrets) {
      const token = await new SignJWT({ email: STAFF, iss: STAND_IN.ACCESS_TEAM_DOMAIN, aud: [STAND_IN.ACCESS_AUD], iat: now, nbf: now, exp: now + 3600 })
        .setProtectedHeader({ alg: "HS256", kid: standInJwk.kid })
        .sign(secret);
      await expectRefused(target, { header: token });
    }
  });

  it("signed by another RSA key that claims the stand-in's kid", async () => {
    const other = await generateKeyPair("RS256");
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({
      email: STAFF,
      type: "app",
      iss: STAND_IN.ACCESS_TEAM_DOMAIN,
      aud: [STAND_IN.ACCESS_AUD],
      iat: now,
      nbf: now,
      exp: now + 3600,
    })
      .setProtectedHeader({ alg: "RS256", kid: standInJwk.kid })
      .sign(other.privateKey);
    await expectRefused(target, { header: token });
    await expectRefused(target, { cookie: token });
  });

  it("signed by the team's key, but with one claim wrong", async () => {
    const now = Math.floor(Date.now() / 1000);
    const wrong: Record<string, JWTPayload> = {
      "another application's audience": { aud: ["b".repeat(64)] },
      "no audience": { aud: undefined },
      "another team as issuer": { iss: "https://someone-else.cloudflareaccess.com" },
      "the issuer with a path": { iss: `${TEST_TEAM}/evil` },
      "expired an hour ago": { iat: now - 7200, nbf: now - 7200, exp: now - 3600 },
      "expired two minutes ago (past the clock tolerance)": { exp: now - 120 },
      "not valid for an hour": { nbf: now + 3600 },
      "no expiry": { exp: undefined },
      "no email": { email: undefined },
      "an email that is not a string": { email: ["intake@kestrelinjurylaw.example"] },
    };
    for (const [fault, claims] of Object.entries(wrong)) {
      const token = await testTeamToken(claims);
      const { response } = await desk(target, { header: token }, TEST_TEAM_ENV);
      expect(response.status, fault).toBe(403);
      await expectRefused(target, { cookie: token }, TEST_TEAM_ENV);
    }
  });

  it("an address not on the allow-list", async () => {
    const allowList = { ...STAND_IN, ACCESS_ALLOWED_EMAILS: "partner@kestrelinjurylaw.example, paralegal@kestrelinjurylaw.example" };
    await expectRefused(target, { header: await standInToken() }, allowList);
    await expectRefused(target, { cookie: await standInToken("intake@kestrelinjurylaw.example.evil.example") }, allowList);
  });

  it("a valid token in the query string (never read from there)", async () => {
    const token = await standInToken();
    for (const query of [`?CF_Authorization=${token}`, `?token=${token}`, `?cf_authorization=${token}`, `?Cf-Access-Jwt-Assertion=${token}`]) {
      await expectRefused(target, { query });
    }
  });

  it("a bad token in the header is not rescued by a good cookie (the header comes first)", async () => {
    await expectRefused(target, { header: "not.a.jwt", cookie: await standInToken() });
  });

  it("the key set cannot be fetched: refused, an error line, no crash", async () => {
    await expectRefused(target, { header: await testTeamToken() }, { ACCESS_TEAM_DOMAIN: DOWN_TEAM, ACCESS_AUD: TEST_AUD });
    expect(logLines(errors).map((line) => line.event)).toContain("desk_access_keys_unavailable");
  });
});

describe.each(TARGETS)("$kind ($method $path) with the Access settings unset: closed, with an error line", (target) => {
  it.each([
    ["both unset", { ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: "" }],
    ["no team domain", { ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: STAND_IN.ACCESS_AUD }],
    ["no audience", { ACCESS_TEAM_DOMAIN: STAND_IN.ACCESS_TEAM_DOMAIN, ACCESS_AUD: "" }],
    ["a team domain that is not https", { ACCESS_TEAM_DOMAIN: "http://kestrel.cloudflareaccess.com", ACCESS_AUD: STAND_IN.ACCESS_AUD }],
    ["a team domain that is not an address", { ACCESS_TEAM_DOMAIN: "kestrel", ACCESS_AUD: STAND_IN.ACCESS_AUD }],
  ] as const)("%s: even a valid token is refused", async (_, unset) => {
    const token = await standInToken();
    await expectRefused(target, { header: token }, { ...unset, ACCESS_ALLOWED_EMAILS: "" });
    await expectRefused(target, { cookie: token }, { ...unset, ACCESS_ALLOWED_EMAILS: "" });
    await expectRefused(target, {}, { ...unset, ACCESS_ALLOWED_EMAILS: "" });
    expect(logLines(errors).filter((line) => line.event === "desk_access_not_configured")).toHaveLength(3);
  });
});

describe("the Worker as configured in wrangler.toml (Access unset)", () => {
  it("refuses the desk with a valid stand-in token, and says why in an error line", async () => {
    const { response, text } = await desk(TARGETS[0], { header: await standInToken() }, {});
    expect([response.status, text]).toEqual([403, "Forbidden"]);
    expect(logLines(errors)).toContainEqual(expect.objectContaining({ level: "error", event: "desk_access_not_configured" }));
  });
});

describe("a refusal's log line", () => {
  it("is a warning with the reason and the path, never the token", async () => {
    const token = await testTeamToken({ aud: ["b".repeat(64)] });
    await desk({ path: "/desk/leads/7", method: "GET" }, { header: token, query: `?token=${token}` }, TEST_TEAM_ENV);
    const lines = logLines(warnings).filter((line) => line.event === "desk_access_denied");
    expect(lines).toEqual([{ level: "warn", event: "desk_access_denied", reason: expect.stringMatching(/^token rejected: .*aud/), path: "/desk/leads/7" }]);
    for (const call of [...warnings.mock.calls, ...errors.mock.calls]) expect(String(call[0])).not.toContain(token.split(".")[2]);
  });
});

describe("a valid token from the stand-in", () => {
  it.each(TARGETS)("gets $kind ($method $path) past the door, by header or cookie; private, no-store, noindex, never cached", async (target) => {
    const token = await standInToken();
    for (const carry of [{ header: token }, { cookie: token }]) {
      const { response } = await desk(target, carry);
      expect(response.status, JSON.stringify(Object.keys(carry))).not.toBe(403);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
      expect(response.headers.has("X-Page-Cache")).toBe(false);
      await expectNothingCached(target.path);
    }
    expect(logLines(warnings).filter((line) => line.event === "desk_access_denied")).toEqual([]);
  });

  it("a desk page keeps the site's strict CSP (a nonce, no unsafe-inline)", async () => {
    const { response } = await desk(TARGETS[0], { header: await standInToken() });
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("on the allow-list, whatever the capitals", async () => {
    const allowList = { ...STAND_IN, ACCESS_ALLOWED_EMAILS: "Partner@kestrelinjurylaw.example, INTAKE@KestrelInjuryLaw.example" };
    expect((await desk(TARGETS[0], { header: await standInToken("intake@kestrelinjurylaw.example") }, allowList)).response.status).not.toBe(403);
  });

  it("a method the pages do not answer is refused before it is verified, and 405 after", async () => {
    expect((await desk({ path: "/desk", method: "PUT" }, {})).response.status).toBe(403);
    expect((await desk({ path: "/desk", method: "DELETE" }, { header: await standInToken() })).response.status).toBe(405);
  });
});

describe("odd spellings of the desk meet the same door", () => {
  const ODD = [
    "/DESK",
    "/Desk/leads/1",
    "/%64esk",
    "/%64%65%73%6B.data",
    "/desk/../desk",
    "//desk",
    "//desk//export.csv",
    "/DESK.DATA",
    "/desk%2Fexport.csv",
    "/./desk",
  ];

  it.each(ODD)("%s without a token: 403", async (path) => {
    const { response, text } = await desk({ path, method: "GET" }, {});
    expect([response.status, text]).toEqual([403, "Forbidden"]);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it.each(["/DESK", "/%64esk", "//desk", "/Desk/leads/1"])("%s with a valid token: 301 to the desk's own spelling, which is verified again", async (path) => {
    const { response } = await desk({ path, method: "GET" }, { header: await standInToken() });
    expect(response.status).toBe(301);
    const location = response.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/desk(?:\/|$)/);
    expect((await desk({ path: location, method: "GET" }, {})).response.status).toBe(403);
  });

  it("a public page spelt like the desk's neighbours is not taken for it", async () => {
    for (const path of ["/desks", "/deskette", "/es/desk"]) {
      const { response } = await desk({ path, method: "GET" }, {});
      expect(response.status, path).toBe(404);
      expect(response.headers.get("X-Robots-Tag"), path).toBeNull();
    }
  });
});
