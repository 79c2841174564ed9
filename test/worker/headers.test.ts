import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cacheControl, FRAME_HOSTS, lockedDownContentSecurityPolicy, securityHeaders, STYLE_HASHES } from "../../worker/http-headers";
import { inlineScripts, SCRIPT_HASHES } from "../../app/first-load/inline-scripts";
import { pageTemplates } from "../page-templates";
import { call } from "./helpers";
// Vite's ?raw: the files as text, so the test can check them without a file system.
import staticHeaders from "../../public/_headers?raw";
import sonnerSource from "../../node_modules/sonner/dist/index.mjs?raw";

/** The site's own inline scripts, as the build bundled them. */
const INLINE_SCRIPTS = [inlineScripts.firstTouch, inlineScripts.boot];

/** The directives of a CSP header, by name. */
function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? "").split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

/** The opening tags of every <script> and <link rel="modulepreload"> in the HTML. */
const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
const preloadTags = (html: string) => [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
/** Every <script> element in the HTML: its opening tag and its text. */
const scripts = (html: string) => [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)].map((m) => ({ tag: m[1], text: m[2] }));

/** The CSP source expression of a text's SHA-256. */
async function sha256Source(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

function expectSecurityHeaders(res: Response, path: string) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(res.headers.get(name), `${path} ${name}`).toBe(value);
  }
  expect(res.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d{8,}/);
  expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  expect(res.headers.get("Referrer-Policy")).toBeTruthy();
  expect(res.headers.get("Permissions-Policy")).toBeTruthy();
  expect(directives(res.headers.get("Content-Security-Policy")).get("frame-ancestors")).toEqual(["'none'"]);
  // No new browsing context group (and on Android no process of its own) for a first
  // visit: docs/decisions/0038-first-load-and-edge.md.
  expect(res.headers.get("Cross-Origin-Opener-Policy"), `${path} Cross-Origin-Opener-Policy`).toBeNull();
}

describe("HTML pages", () => {
  it.each(pageTemplates.map((t) => [t.path, t] as const))("%s: CSP nonce on every script, security and cache headers", async (path, template) => {
    const res = await call(path);
    expect(res.status).toBe(template.status);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    expectSecurityHeaders(res, path);
    // The confirmation page shows one visitor's promise, the questions their answers: kept by no cache at all.
    expect(res.headers.get("Cache-Control")).toBe(
      ["/consultation-received", "/es/consulta-recibida", "/consultation-questions", "/es/preguntas-de-consulta"].includes(path)
        ? "private, no-store"
        : cacheControl.html,
    );

    const csp = directives(res.headers.get("Content-Security-Policy"));
    const scriptSrc = csp.get("script-src") ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp.get("style-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("default-src")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'none'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    const nonces = scriptSrc.filter((s) => s.startsWith("'nonce-"));
    expect(nonces).toHaveLength(1);
    const nonce = nonces[0].slice("'nonce-".length, -1);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);

    const html = await res.text();
    expect(scripts(html)).toHaveLength(scriptTags(html).length);
    const executable = scripts(html).filter(({ tag }) => attr(tag, "type") !== "application/ld+json");
    expect(executable.length).toBeGreaterThan(0);
    // Each carries this response's nonce, or is one of the site's own scripts, allowed by its hash.
    for (const { tag, text } of executable) {
      if (attr(tag, "nonce") === undefined && !attr(tag, "src") && INLINE_SCRIPTS.includes(text as never)) {
        expect(scriptSrc, tag).toContain(await sha256Source(text));
      } else {
        expect(attr(tag, "nonce"), tag).toBe(nonce);
      }
    }
    for (const tag of preloadTags(html)) expect(attr(tag, "nonce"), tag).toBe(nonce);
    // No inline event handlers or javascript: URLs (a nonce does not cover them).
    expect(html).not.toMatch(/\son[a-z]+="/);
    expect(html).not.toMatch(/href="javascript:/i);
  });

  it("uses a new nonce for every response", async () => {
    const nonceOf = async () => /'nonce-([^']+)'/.exec((await call("/")).headers.get("Content-Security-Policy") ?? "")?.[1];
    const [a, b] = [await nonceOf(), await nonceOf()];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it("upgrades insecure requests in production but not on a plain-http local server", async () => {
    const prod = await exports.default.fetch(new Request("https://www.kestrelinjurylaw.example/"));
    expect(directives(prod.headers.get("Content-Security-Policy")).has("upgrade-insecure-requests")).toBe(true);
    const local = await call("/");
    expect(directives(local.headers.get("Content-Security-Policy")).has("upgrade-insecure-requests")).toBe(false);
  });

  it("frame-src covers every embed the content links to, and nothing else", async () => {
    const modules = import.meta.glob("../../app/content/*.ts", { eager: true });
    const embeds = new Set<string>();
    const walk = (value: unknown, key = "") => {
      if (typeof value === "string") {
        if (/embed/i.test(key) && /^https:\/\//.test(value)) embeds.add(new URL(value).origin);
      } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
      else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, k);
    };
    for (const mod of Object.values(modules)) walk(mod);
    expect(embeds.size, "no embed addresses found in app/content").toBeGreaterThan(0);
    for (const origin of embeds) expect(FRAME_HOSTS, origin).toContain(origin);
    const frameSrc = directives((await call("/")).headers.get("Content-Security-Policy")).get("frame-src");
    expect(frameSrc).toEqual([...FRAME_HOSTS]);
  });

  it("allows sonner's inline stylesheet by its hash (recomputed from the installed sonner)", async () => {
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(sonnerSource)?.[1];
    expect(literal, "sonner no longer inserts a stylesheet: drop its hash").toBeTruthy();
    const css = JSON.parse(literal!) as string;
    expect(STYLE_HASHES).toContain(await sha256Source(css));
  });

  it("allows the site's own inline scripts by their hashes (recomputed from the bundled text), and nothing else by hash", async () => {
    const hashes = await Promise.all(INLINE_SCRIPTS.map(sha256Source));
    expect([...SCRIPT_HASHES].sort()).toEqual([...hashes].sort());
    const scriptSrc = directives((await call("/")).headers.get("Content-Security-Policy")).get("script-src") ?? [];
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).sort()).toEqual([...hashes].sort());
    // The home page renders each as it is, with no nonce (its hash allows it).
    const html = await (await call("/")).text();
    const own = scripts(html).filter(({ text }) => INLINE_SCRIPTS.includes(text as never));
    expect(own).toHaveLength(INLINE_SCRIPTS.length);
    for (const { tag } of own) expect(attr(tag, "nonce")).toBeUndefined();
  });
});

describe("other answers of the Worker", () => {
  it("/api is never cached and runs nothing", async () => {
    for (const init of [undefined, { method: "POST", body: "{", headers: { "Content-Type": "application/json" } }]) {
      const res = await call("/api/send-contact-email", init);
      expect(res.headers.get("Cache-Control")).toBe(cacheControl.none);
      expectSecurityHeaders(res, "/api");
      expect(res.headers.get("Content-Security-Policy")).toBe(lockedDownContentSecurityPolicy);
    }
    const unknown = await call("/api/nothing-here");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("Cache-Control")).toBe(cacheControl.none);
  });

  it("sitemap.xml and robots.txt keep their own caching and get the security headers", async () => {
    for (const path of ["/sitemap.xml", "/robots.txt"]) {
      const res = await call(path);
      expect(res.status).toBe(200);
      expectSecurityHeaders(res, path);
      expect(res.headers.get("Content-Security-Policy")).toBe(lockedDownContentSecurityPolicy);
      expect(res.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+/);
    }
  });

  it("other methods on a page get a plain 405, never cached", async () => {
    for (const method of ["OPTIONS", "PUT", "DELETE", "PATCH"]) {
      const res = await call("/", { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get("Allow")).toBe("GET, HEAD, POST");
      expect(res.headers.get("Cache-Control")).toBe(cacheControl.none);
      expectSecurityHeaders(res, method);
    }
  });

  it("client navigations (.data) are private like the page", async () => {
    const res = await call("/kent-wa/car-accident-lawyer.data");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe(cacheControl.html);
    expectSecurityHeaders(res, ".data");
  });
});

describe("static files (public/_headers)", () => {
  /** The _headers file as { pattern: { header: value } }. */
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | null = null;
  for (const line of staticHeaders.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.set(line.trim(), (current = {}));
    else if (current) {
      const i = line.indexOf(":");
      current[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }

  it("hashed build output is immutable for a year", () => {
    expect(rules.get("/assets/*")?.["Cache-Control"]).toBe(cacheControl.immutable);
  });

  it("art and media are cached long", () => {
    for (const path of ["/images/*", "/media/*"]) {
      expect(rules.get(path)?.["Cache-Control"]).toMatch(/^public, max-age=(\d{7,})/);
    }
  });

  it("every file gets the Worker's security headers, and each header is set by one rule only", () => {
    const all = rules.get("/*") ?? {};
    for (const [name, value] of Object.entries(securityHeaders)) expect(all[name], name).toBe(value);
    expect(all["Content-Security-Policy"]).toBe(lockedDownContentSecurityPolicy);
    const seen = new Map<string, number>();
    for (const headers of rules.values()) for (const name of Object.keys(headers)) seen.set(name, (seen.get(name) ?? 0) + 1);
    for (const [name, count] of seen) if (name !== "Cache-Control") expect(count, name).toBe(1);
    expect(all["Cache-Control"]).toBeUndefined();
  });
});
