/**
 * The desk's doors against odd requests (issue 53, N1, N3, N4, N5): the photo proxy keeps its own `sandbox` policy
 * and serves raster photos only; a post from another origin is refused by the Worker (403, a warning) before React
 * Router's own check; the conflict index is built in linear time; ids are read strictly, one address per record.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import worker from "../../worker/index";
import { findConflicts, type NamedParty } from "~/conflicts/conflict-matches";
import { deskClient, deskEnv, staffToken } from "./desk-client";
import { ORIGIN } from "./helpers";
import { ownPhone } from "./lead-helpers";

const { vars, urls } = inject("standIns");
const desk = deskClient("intake@kestrelinjurylaw.example");

let lines: { level: string; line: string }[] = [];
beforeEach(() => {
  lines = [];
  for (const level of ["log", "warn", "error"] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push({ level, line: args.map(String).join(" ") }));
});
afterEach(() => vi.restoreAllMocks());

async function insertLead(): Promise<number> {
  const phone = ownPhone();
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, name, email, phone, phone_e164, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile, language, status, call_due_at)
     VALUES (?1, 'Door Test', ?2, ?3, ?4, 'car-accidents', 'Hit on Meeker St.', '/', '/', 'Home', 1, ?5, 'form', 'passed', 'en', 'declined', ?1) RETURNING id`,
  )
    .bind(new Date().toISOString(), `door.${crypto.randomUUID().slice(0, 8)}@example.com`, phone, `+1${phone.replace(/\D/g, "")}`, crypto.randomUUID())
    .first<{ id: number }>();
  return row!.id;
}

/** A text with one photo of this type, stored as the inbound webhook stores it. */
async function photo(leadId: number, contentType: string): Promise<number> {
  const sid = `MM${crypto.randomUUID().replaceAll("-", "")}`;
  const now = new Date().toISOString();
  const message = await env.DB.prepare(
    `INSERT INTO text_messages (lead_id, direction, body, from_e164, to_e164, message_sid, status, sent_by, media_count, created_at, updated_at) VALUES (?1, 'inbound', 'A photo', '+12065550100', ?2, ?3, 'received', 'visitor', 1, ?4, ?4) RETURNING id`,
  )
    .bind(leadId, vars.TWILIO_FROM_NUMBER, sid, now)
    .first<{ id: number }>();
  const url = `${urls.twilio}/2010-04-01/Accounts/${vars.TWILIO_ACCOUNT_SID}/Messages/${sid}/Media/ME${crypto.randomUUID().replaceAll("-", "")}`;
  await env.DB.prepare("INSERT INTO text_media (text_message_id, lead_id, position, content_type, twilio_url) VALUES (?1, ?2, 0, ?3, ?4)")
    .bind(message!.id, leadId, contentType, url)
    .run();
  return message!.id;
}

describe("the photo proxy (N1)", () => {
  it("keeps its own sandbox policy on a photo, and refuses an SVG", async () => {
    const leadId = await insertLead();
    const png = await desk(`/desk/texts/${await photo(leadId, "image/png")}/media/0`);
    expect(png.response.status).toBe(200);
    expect(png.response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    const svg = await desk(`/desk/texts/${await photo(leadId, "image/svg+xml")}/media/0`);
    expect(svg.response.status).toBe(415);
    expect(svg.text).toContain("only images");
  });
});

describe("a desk post from another origin (N3)", () => {
  let token = "";
  let leadId = 0;
  beforeAll(async () => {
    token = await staffToken("intake@kestrelinjurylaw.example");
    leadId = await insertLead();
  });

  const posts = () =>
    [
      [`/desk/leads/${leadId}`, { intent: "note", formKey: crypto.randomUUID(), body: "forged" }],
      [`/desk/leads/${leadId}`, { intent: "status", formKey: crypto.randomUUID(), from: "declined", to: "new" }],
      [`/desk/leads/${leadId}/agreement`, { intent: "revoke-agreement", agreementId: "1" }],
      [`/desk/leads/${leadId}/answers`, { city: "Kent" }],
      [`/desk/leads/${leadId}/letter`, { formKey: crypto.randomUUID() }],
      [
        "/desk/leads/new",
        {
          formKey: crypto.randomUUID(),
          name: "Forged",
          phone: "(253) 555-0100",
          email: "",
          caseType: "car-accidents",
          language: "en",
          description: "x",
          owner: "me",
        },
      ],
      ["/desk/intake", { email: "sam.carter@kestrelinjurylaw.example", to: "off", shown: "on" }],
      ["/desk/conflicts", { intent: "upload", formKey: crypto.randomUUID() }],
      ["/desk/numbers/spend", { intent: "manual", formKey: crypto.randomUUID() }],
      ["/desk/data-requests", { intent: "find", person: "x@example.com" }],
      ["/desk/data-requests/export.json", { person: "x@example.com", formKey: crypto.randomUUID() }],
    ] as const;

  it.each([
    ["another site", { Origin: "https://evil.example" }],
    ["an opaque origin", { Origin: "null" }],
    ["another port", { Origin: "http://localhost:9999" }],
    ["no Origin but a cross-site fetch", { "Sec-Fetch-Site": "cross-site" }],
  ])("from %s: 403 and a warning from the Worker, no error line, nothing written", async (_, headers) => {
    const notes = () => env.DB.prepare("SELECT COUNT(*) AS n FROM lead_notes WHERE lead_id = ?").bind(leadId).first<number>("n");
    const before = await notes();
    for (const [path, form] of posts()) {
      const request = new Request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { "Cf-Access-Jwt-Assertion": token, "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(form).toString(),
        redirect: "manual",
      });
      const ctx = createExecutionContext();
      const response = await worker.fetch(request as Parameters<typeof worker.fetch>[0], deskEnv(), ctx);
      expect(response.status, path).toBe(403);
      expect(await response.text(), path).toContain("the desk takes posts from its own pages only");
      await waitOnExecutionContext(ctx);
    }
    expect(lines.filter((l) => l.level === "error")).toEqual([]);
    expect(lines.filter((l) => l.level === "warn").map((l) => (JSON.parse(l.line) as { event: string }).event)).toEqual(
      posts().map(() => "desk_cross_origin_refused"),
    );
    expect(await notes()).toBe(before);
  });
});

describe("the conflict index (N4)", () => {
  it("takes 40,000 names sharing one surname in linear time", () => {
    const parties: NamedParty[] = Array.from({ length: 40_000 }, (_, i) => ({ leadId: null, role: "adverse", name: `Person${i.toString(36)} Sharedsurname` }));
    parties.push({ leadId: 1, role: "person", name: "Nobody Else" });
    const started = Date.now();
    expect(findConflicts(parties)).toEqual([]);
    // About 1 s on a busy 2-core machine; a copy per add took 17 s.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe("desk ids (N5)", () => {
  it("one address per request: any other spelling of its id is not found", async () => {
    const id = await insertLead();
    expect((await desk(`/desk/leads/${id}`)).response.status).toBe(200);
    for (const odd of [`${id}abc`, `0x${id.toString(16)}`, `${id}.0`, `%20${id}`, `${id}%20`, `0${id}`, `${id}e0`, `+${id}`]) {
      for (const path of [`/desk/leads/${odd}`, `/desk/leads/${odd}/answers`, `/desk/leads/${odd}/letter`])
        expect((await desk(path)).response.status, path).toBe(404);
      expect((await desk(`/desk/leads/${odd}`, { intent: "note", formKey: crypto.randomUUID(), body: "x" })).response.status, odd).toBe(404);
    }
    expect(lines.filter((l) => l.level === "error")).toEqual([]);
  });

  it("an address no desk page claims is a 404 in the desk's frame, not the site's page without its menus", async () => {
    for (const path of ["/desk/spend", "/desk/leads", "/desk/numbers/nothing-here"]) {
      const { response, text } = await desk(path);
      expect(response.status, path).toBe(404);
      expect(text, path).toContain("No desk page at this address");
      expect(text, path).toContain('aria-label="Desk"');
    }
    expect(lines.filter((l) => l.level === "error")).toEqual([]);
    expect(lines.some((l) => l.line.includes("desk_page_not_found"))).toBe(true);
  });

  it("one address per photo", async () => {
    const messageId = await photo(await insertLead(), "image/png");
    expect((await desk(`/desk/texts/${messageId}/media/0`)).response.status).toBe(200);
    for (const path of [
      `/desk/texts/0x${messageId.toString(16)}/media/0`,
      `/desk/texts/${messageId}.0/media/0`,
      `/desk/texts/${messageId}/media/0.0`,
      `/desk/texts/${messageId}/media/%200`,
      `/desk/texts/${messageId}/media/00`,
      `/desk/texts/${messageId}/media/-0`,
    ]) {
      expect((await desk(path)).response.status, path).toBe(404);
    }
  });
});
