// A Cloudflare Access-shaped stand-in, so the desk's door runs locally exactly as in
// production (worker/desk-access.ts verifies every token it signs, by the same rules):
//
//   GET  /cdn-cgi/access/certs  its public key set, as Access publishes a team's
//   GET  /                      a sign-in page: a staff address of your choosing
//   POST /                      signs an Access-like token for it, sets it as the
//                               CF_Authorization cookie and sends you to the site's /desk
//   GET|POST /cdn-cgi/access/logout (or /sign-out)  forgets the cookie
//   POST /token                 {"email"} -> {"token"}, for tests and scripts
//
// Its RSA key pair and the application's AUD tag are made at each start and never leave
// the process. Cookies ignore ports, so a cookie set here (127.0.0.1:<port>) goes with
// every request to the site on 127.0.0.1:8787: open the desk there, not on localhost.
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

const DEFAULT_EMAIL = "intake@kestrelinjurylaw.example";
const COOKIE = "CF_Authorization";
const LIFETIME_SECONDS = 24 * 60 * 60;
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+$/;

const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

/** The same `sub` for the same address, as Access keeps one per user. */
const subjectOf = (email) => {
  const hex = createHash("sha256").update(email.toLowerCase()).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

function signInPage(email, error = "") {
  return `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to the intake desk (local Cloudflare Access stand-in)</title>
<main style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem">
<h1>Sign in to the intake desk</h1>
<p>A local stand-in for Cloudflare Access: nothing leaves this machine, and any address is let in here.
The Worker still checks the token it signs, and <code>ACCESS_ALLOWED_EMAILS</code> if set.</p>
${error ? `<p role="alert" style="color: #a00">${escape(error)}</p>` : ""}
<form method="post" action="/">
<p><label for="email">Staff email address</label><br>
<input id="email" name="email" type="email" required autocomplete="email" value="${escape(email)}" style="font-size: 1rem; width: 100%; padding: .5rem"></p>
<p><button type="submit" style="font-size: 1rem; padding: .5rem 1rem">Sign in</button></p>
</form>
<form method="post" action="/sign-out"><button type="submit">Sign out</button></form>
</main>`;
}

/** Starts the stand-in; `workerUrl` is the site that sign-in sends you back to. */
export async function startAccess({ workerUrl = "http://127.0.0.1:8787" } = {}) {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const kid = randomBytes(32).toString("hex");
  const audience = randomBytes(32).toString("hex");
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  let origin = "";

  const sign = (email) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email, type: "app", identity_nonce: randomBytes(12).toString("base64url"), country: "US" })
      .setProtectedHeader({ alg: "RS256", kid })
      .setIssuer(origin)
      .setAudience([audience])
      .setSubject(subjectOf(email))
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + LIFETIME_SECONDS)
      .sign(privateKey);
  };

  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString("utf8");
    const path = new URL(req.url ?? "/", origin).pathname;
    const send = (status, type, text, headers = {}) => res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store", ...headers }).end(text);
    const json = (status, value) => send(status, "application/json", JSON.stringify(value));

    if (req.method === "GET" && path === "/cdn-cgi/access/certs") {
      // Cloudflare's also lists the keys as PEM certificates (public_cert, public_certs);
      // the Worker reads only `keys`, so the stand-in serves only those.
      return json(200, { keys: [jwk] });
    }
    // No icon, and no 404 for the browser's request of one (the desk's tests fail on console errors).
    if (req.method === "GET" && path === "/favicon.ico") return res.writeHead(204, { "Cache-Control": "max-age=86400" }).end();
    if (req.method === "GET" && path === "/") return send(200, "text/html; charset=utf-8", signInPage(DEFAULT_EMAIL));
    if (req.method === "POST" && path === "/") {
      const email = (new URLSearchParams(body).get("email") ?? "").trim();
      if (!EMAIL.test(email)) return send(400, "text/html; charset=utf-8", signInPage(email, "Enter an email address."));
      const cookie = `${COOKIE}=${await sign(email)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${LIFETIME_SECONDS}`;
      return send(303, "text/plain; charset=utf-8", "Signed in\n", { "Set-Cookie": cookie, Location: `${workerUrl}/desk` });
    }
    // The desk's "Sign out" link goes to the team domain's logout, as Cloudflare's does.
    if (req.method === "GET" && path === "/cdn-cgi/access/logout") {
      const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signed out</title></head><body><main><h1>Signed out</h1><p><a href="/">Sign in again</a></p></main></body></html>`;
      return send(200, "text/html; charset=utf-8", page, { "Set-Cookie": `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` });
    }
    if ((req.method === "POST" && path === "/sign-out") || (req.method === "POST" && path === "/cdn-cgi/access/logout")) {
      return send(303, "text/plain; charset=utf-8", "Signed out\n", { "Set-Cookie": `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`, Location: "/" });
    }
    if (req.method === "POST" && path === "/token") {
      let email;
      try {
        email = String(JSON.parse(body).email ?? "").trim();
      } catch {
        return json(400, { error: "Malformed JSON" });
      }
      if (!EMAIL.test(email)) return json(400, { error: "email is required" });
      return json(200, { token: await sign(email) });
    }
    return json(404, { error: "Not found" });
  });

  const port = await new Promise((resolve, reject) => server.once("error", reject).listen(0, "127.0.0.1", () => resolve(server.address().port)));
  origin = `http://127.0.0.1:${port}`;
  return {
    receiver: {
      name: "Cloudflare Access (sign in to the desk)",
      url: origin,
      stop() {
        server.closeAllConnections();
        server.close();
      },
    },
    vars: { ACCESS_TEAM_DOMAIN: origin, ACCESS_AUD: audience, ACCESS_ALLOWED_EMAILS: "" },
  };
}
