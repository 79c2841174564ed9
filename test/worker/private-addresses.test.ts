/**
 * Addresses that hold a secret (issue 53, S2; decision 0064): a signing link's token and the questions' key never
 * become a landing page, are never carried in links or hidden fields, and reach no stored row, email, webhook,
 * Clio Grow lead, day count or log line. The reproduction: a signing page reached from webmail, a link it carried
 * to the home page, the form sent from there without JavaScript, and a call tap beaconed with the tab's touch.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import worker from "../../worker/index";
import { linkToken } from "~/agreements/agreement-rules";
import { log } from "~/lib/log";
import { holdsSecret, withoutSecrets } from "~/lib/private-addresses";
import { deskClient } from "./desk-client";
import { ORIGIN } from "./helpers";
import { emailRecorder, freshIp, ownPhone } from "./lead-helpers";
import { queueRecorder } from "./lead-outage-helpers";
import { scaled } from "../slowdown";

const { vars, urls } = inject("standIns");
const staffMail = emailRecorder();
const ack = emailRecorder();
/** Every channel on, as `npm start` has them: the webhooks and Clio Grow reach their stand-ins. */
const testEnv = () => ({ ...env, ...vars, EMAIL: staffMail.binding, ACK_EMAIL: ack.binding, DELIVERY_QUEUE: queueRecorder().binding }) as unknown as Env;
const desk = deskClient("intake@kestrelinjurylaw.example", testEnv);
const WEBMAIL = "https://mail.google.com/";

let lines: string[] = [];
beforeAll(() => {
  for (const level of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
  }
});
afterAll(() => vi.restoreAllMocks());

async function fetchPage(path: string, init: { method?: string; headers?: Record<string, string>; form?: Record<string, string>; json?: unknown } = {}) {
  const headers = new Headers({ Accept: "text/html", "CF-Connecting-IP": freshIp(), ...init.headers });
  let body: string | undefined;
  if (init.form) {
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(init.form).toString();
  } else if (init.json) {
    headers.set("Content-Type", "text/plain");
    body = JSON.stringify(init.json);
  }
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body, redirect: "manual" }) as Parameters<
      typeof worker.fetch
    >[0],
    testEnv(),
    ctx,
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, text };
}

/** A request with an agreement sent from the desk: its live signing token. */
async function liveToken(): Promise<string> {
  const phone = ownPhone();
  const lead = await env.DB.prepare(
    `INSERT INTO leads (created_at, name, email, phone, phone_e164, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile, language, status, call_due_at)
     VALUES (?1, 'Signer Sam', ?2, ?3, ?4, 'car-accidents', 'Rear-ended, neck pain since.', '/', '/', 'Home', 1, ?5, 'form', 'passed', 'en', 'contacted', ?1) RETURNING id`,
  )
    .bind(new Date().toISOString(), `signer.${crypto.randomUUID()}@example.com`, phone, `+1${phone.replace(/\D/g, "")}`, crypto.randomUUID())
    .first<{ id: number }>();
  const sent = await desk(`/desk/leads/${lead!.id}/agreement`, {
    intent: "send-agreement",
    formKey: crypto.randomUUID(),
    signerName: "Signer Sam",
    capacity: "self",
    expectedFee: "25,000",
  });
  expect(sent.response.status).toBe(303);
  const row = await env.DB.prepare("SELECT token_salt FROM agreements WHERE lead_id = ? ORDER BY id DESC").bind(lead!.id).first<{ token_salt: string }>();
  return linkToken(String(vars.AGREEMENT_LINK_SECRET), row!.token_salt);
}

/** What the Worker's rewriting put in a page: links that carry a first touch, and hidden first-touch fields with
 * a value (the form's own `sourceUrl` is the page's address, not carried). */
const carriedIn = (html: string) => [
  ...(html.match(/<a [^>]*href="[^"]*ft_(?:landing|ref)=[^"]*"/g) ?? []),
  ...(html.match(/<input [^>]*name="(?:landingPage|referrer|utm_[a-z]+|[a-z]*clid|wbraid|gbraid)"[^>]*value="[^"]+"[^>]*>/g) ?? []),
];

const received = async (receiver: "webhooks" | "clioGrow") => JSON.stringify(await (await fetch(`${urls[receiver]}/__received`)).json());

describe("a signing page", () => {
  let token = "";
  beforeAll(async () => {
    token = await liveToken();
    // The agreement's own email carries the link, as it must: only what follows counts.
    staffMail.sent.length = 0;
    ack.sent.length = 0;
    lines = [];
  }, 120_000);

  it("reached from webmail is not rewritten: no link or hidden field carries it, and it sends no path as a Referer", async () => {
    for (const path of [`/sign/${token}`, `/es/firmar/${token}`, `/SIGN/${token}`]) {
      const { response, text } = await fetchPage(path, { headers: { Referer: WEBMAIL } });
      expect(response.status, path).toBe(200);
      expect(carriedIn(text)).toEqual([]);
      expect(text).not.toMatch(/<a [^>]*href="\/[^"]*\?/);
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin");
    }
  });

  it("the reproduction leaves the token in no row, email, webhook, Clio Grow lead, day count or log line", async () => {
    const carried = `?ft_landing=${encodeURIComponent(`/sign/${token}`)}&ft_ref=${encodeURIComponent(WEBMAIL)}`;
    // A link written before the fix, to the home page: its form's hidden fields stay empty, its links carry nothing.
    const home = await fetchPage(`/${carried}`);
    expect(carriedIn(home.text)).toEqual([]);
    expect(home.text).toContain('name="landingPage"');
    // The form on that page, sent without JavaScript with the fields a page rewritten before the fix had.
    const email = `signer.sam+${crypto.randomUUID().slice(0, 8)}@example.com`;
    const posted = await fetchPage(`/?index&${carried.slice(1)}`, {
      headers: { Origin: ORIGIN },
      form: {
        name: "Signer Sam",
        email,
        phone: "(253) 555-0161",
        caseType: "car-accidents",
        description: "A second question about my case",
        privacyConsent: "on",
        language: "en",
        sourcePage: "/",
        sourceUrl: `/${carried}`,
        idempotencyKey: crypto.randomUUID(),
        landingPage: `/sign/${token}`,
        referrer: WEBMAIL,
      },
    });
    expect(posted.response.status).toBe(303);
    // A call tap later in the same tab, with the touch a tab kept before the fix.
    const tap = await fetchPage("/api/events", {
      headers: { Origin: ORIGIN },
      json: { event: "call_tap", page: "/", touch: { landingPage: `/sign/${token}`, referrer: WEBMAIL } },
    });
    expect(tap.response.status).toBe(204);
    // A refused cross-origin post, an odd body and an address under the link: each logged, by its prefix only.
    expect((await fetchPage(`/sign/${token}`, { headers: { Origin: "https://evil.example" }, form: { intent: "consent" } })).response.status).toBe(403);
    expect((await fetchPage(`/sign/${token}`, { method: "POST", headers: { "Content-Type": "application/json" } })).response.status).toBe(415);
    expect((await fetchPage(`/sign/${token}/x/y`)).response.status).toBe(404);

    const [lead] = (await env.DB.prepare("SELECT * FROM leads WHERE email = ?").bind(email).all<Record<string, unknown>>()).results;
    expect(lead).toMatchObject({ landing_page: null, referrer: WEBMAIL, channel: "email", source_url: `${ORIGIN}/?ft_ref=${encodeURIComponent(WEBMAIL)}` });
    const stored = await env.DB.prepare("SELECT * FROM leads WHERE id = ?").bind(lead!.id).first();
    expect(JSON.stringify(stored)).not.toContain(token);
    const counts = await env.DB.prepare("SELECT * FROM daily_counts WHERE landing_page LIKE '%sign%' OR landing_page LIKE ?").bind(`%${token}%`).all();
    expect(counts.results).toEqual([]);
    expect(JSON.stringify([...staffMail.sent, ...ack.sent])).not.toContain(token);
    expect(staffMail.sent.length).toBeGreaterThan(0);
    await vi.waitFor(async () => expect(await received("webhooks")).toContain(email), { timeout: scaled(10_000) });
    expect(await received("webhooks")).not.toContain(token);
    expect(await received("clioGrow")).toContain(email);
    expect(await received("clioGrow")).not.toContain(token);
    expect(lines.filter((line) => line.includes(token))).toEqual([]);
    expect(lines.join("\n")).toContain('"path":"/sign/…"');
  });
});

describe("the questions after Send", () => {
  const KEY = "K".repeat(43);

  it("opened from another site: not rewritten, no path sent on as a Referer", async () => {
    for (const path of [`/consultation-questions?key=${KEY}`, `/es/consulta-recibida?key=${KEY}`]) {
      const { response, text } = await fetchPage(path, { headers: { Referer: WEBMAIL } });
      expect(carriedIn(text)).toEqual([]);
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin");
    }
    // Any other page keeps the site's policy.
    expect((await fetchPage("/", { headers: { Referer: WEBMAIL } })).response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("a tab that began there counts its tap without a landing page", async () => {
    lines = [];
    const campaign = `questions-${crypto.randomUUID().slice(0, 8)}`;
    const tap = await fetchPage("/api/events", {
      headers: { Origin: ORIGIN },
      json: {
        event: "call_tap",
        page: "/consultation-questions",
        touch: { landingPage: `/consultation-questions?key=${KEY}&utm_campaign=${campaign}`, utm_campaign: campaign },
      },
    });
    expect(tap.response.status).toBe(204);
    const row = await env.DB.prepare("SELECT landing_page FROM daily_counts WHERE campaign = ?").bind(campaign).first();
    expect(row).toEqual({ landing_page: "" });
  });
});

describe("the rule", () => {
  it("knows each address that holds a secret, however spelt", () => {
    for (const address of [
      "/sign/abc",
      "/es/firmar/abc/signed.pdf",
      "/SIGN/abc",
      "//sign/abc",
      "/%73ign/abc",
      "/consultation-received?x=1&key=abc",
      "/?ft_landing=%2Fsign%2Fabc",
      `${ORIGIN}/sign/abc`,
    ]) {
      expect(holdsSecret(address), address).toBe(true);
    }
    for (const address of [
      "/",
      "/sign",
      "/design/abc",
      "/kent-wa/car-accident-lawyer?utm_source=x",
      "/?ft_landing=%2Fkent-wa",
      "/resources/signs-of-whiplash",
    ]) {
      expect(holdsSecret(address), address).toBe(false);
    }
  });

  it("keeps a form page's address without them", () => {
    expect(withoutSecrets(new URL(`${ORIGIN}/?ft_landing=%2Fsign%2Fabc&ft_ref=x&utm_source=y`)).href).toBe(`${ORIGIN}/?ft_ref=x&utm_source=y`);
    expect(withoutSecrets(new URL(`${ORIGIN}/es/consulta-recibida?callback=x&key=abc`)).href).toBe(`${ORIGIN}/es/consulta-recibida?callback=x`);
    expect(withoutSecrets(new URL(`${ORIGIN}/es/firmar/abc?x=1`)).href).toBe(`${ORIGIN}/es/firmar`);
  });

  it("a log line names a signing path by its prefix and a key by its name, wherever they are", () => {
    lines = [];
    log("warn", "x", {
      path: "/es/firmar/abc123_-",
      message: 'No route matches "/sign/abc123_-/x" from /?ft_landing=%2Fsign%2Fabc123_-&b=1',
      url: "/consultation-questions?key=abc123",
    });
    expect(JSON.parse(lines[0]!)).toEqual({
      level: "warn",
      event: "x",
      path: "/es/firmar/…",
      message: 'No route matches "/sign/…/x" from /?ft_landing=%2Fsign/…&b=1',
      url: "/consultation-questions",
    });
    log("warn", "y", { note: "see https://x.example/a?b=1&key=abc123 now" });
    expect(lines[1]).not.toContain("abc123");
  });

  it("a log line hides the token however the path spells it: escaped letters, doubled slashes, an escaped first character", () => {
    // React Router serves the signing page at /%73ign/<token>, and the Worker logs such paths as they came.
    const spellings = [
      "/%73ign/abc123_-",
      "/sign//abc123_-",
      "//sign/abc123_-",
      "/sign/%61bc123_-",
      "/%65s/firmar/abc123_-",
      "/es//firmar/abc123_-",
      "/SIGN/abc123_-",
      "/?x=%252Fsign%252Fabc123_-",
    ];
    for (const path of spellings) {
      lines = [];
      log("warn", "page_body_refused", { path, other: "100% sure, kept as written" });
      expect(lines[0], path).not.toContain("bc123");
      expect(JSON.parse(lines[0]!).other, path).toBe("100% sure, kept as written");
    }
    lines = [];
    log("warn", "z", { path: "/consultation-questions?%6Bey=abc123", note: "a?%6Bey=abc123" });
    expect(lines[0]).not.toContain("abc123");
    // Nothing secret, nothing changed: an escape stays as it was written.
    lines = [];
    log("warn", "page_not_found", { path: "/resources/signs%20of-whiplash" });
    expect(JSON.parse(lines[0]!).path).toBe("/resources/signs%20of-whiplash");
  });
});

describe("migration 0027", () => {
  it("scrubs the tokens and keys stored before, keeping every count", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const insert = (landing: string | null, sourceUrl: string, sourcePage = "/") =>
      env.DB.prepare(
        `INSERT INTO leads (created_at, name, email, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile, landing_page)
         VALUES ('2026-11-20T18:00:00.000Z', 'Old Touch', ?1, 'car-accidents', 'Stored before the fix.', ?2, ?3, 'Home', 1, ?4, 'form', 'passed', ?5) RETURNING id`,
      )
        .bind(`${tag}@example.com`, sourcePage, sourceUrl, crypto.randomUUID(), landing)
        .first<{ id: number }>();
    const ids = [
      await insert(`/sign/TOK${tag}`, `${ORIGIN}/?ft_landing=%2Fsign%2FTOK${tag}&ft_ref=x`),
      await insert(`/consultation-questions?key=KEY${tag}`, `${ORIGIN}/consultation-received?callback=1&key=KEY${tag}`, `/sign/TOK${tag}`),
      await insert(`/kent-wa/car-accident-lawyer?utm_source=${tag}`, `${ORIGIN}/kent-wa/car-accident-lawyer?utm_source=${tag}`),
    ].map((row) => row!.id);
    const count = (landing: string, n: number) =>
      env.DB.prepare(
        `INSERT INTO daily_counts (day, event, page, channel, source, campaign, landing_page, count) VALUES ('2026-11-20', 'call_tap', '/', 'email', ?1, '', ?2, ?3)`,
      )
        .bind(tag, landing, n)
        .run();
    await count(`/sign/TOK${tag}`, 2);
    await count(`/es/firmar/TOK${tag}`, 1);
    await count("", 5);

    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0027"))!;
    for (const query of migration.queries) await env.DB.prepare(query).run();

    const leads = (await env.DB.prepare(`SELECT landing_page, source_url, source_page FROM leads WHERE id IN (${ids.join(",")}) ORDER BY id`).all()).results;
    expect(leads).toEqual([
      { landing_page: null, source_url: `${ORIGIN}/`, source_page: "/" },
      { landing_page: null, source_url: `${ORIGIN}/consultation-received`, source_page: "" },
      {
        landing_page: `/kent-wa/car-accident-lawyer?utm_source=${tag}`,
        source_url: `${ORIGIN}/kent-wa/car-accident-lawyer?utm_source=${tag}`,
        source_page: "/",
      },
    ]);
    expect((await env.DB.prepare("SELECT landing_page, count FROM daily_counts WHERE source = ?").bind(tag).all()).results).toEqual([
      { landing_page: "", count: 8 },
    ]);
  });
});
