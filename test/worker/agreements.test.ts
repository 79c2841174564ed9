import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import worker from "../../worker/index";
import { attemptDelivery } from "~/deliveries/engine.server";
import { linkToken, sameName } from "~/agreements/agreement-rules";
import { sha256Hex } from "~/lib/secret-keys";
import { stateOf } from "~/agreements/agreement.server";
import type { AgreementRow } from "~/db/schema.server";
import { deskClient } from "./desk-client";
import { decode, ORIGIN } from "./helpers";
import { deliveriesOf, emailRecorder, ownPhone } from "./lead-helpers";
import { queueRecorder } from "./lead-outage-helpers";

const { vars, urls } = inject("standIns");
const SECRET = String(vars.AGREEMENT_LINK_SECRET);
let ack = emailRecorder();
let staffMail = emailRecorder();
const testEnv = () =>
  ({
    ...env,
    ...vars,
    TWILIO_TEXTING_NUMBER: vars.TWILIO_FROM_NUMBER,
    EMAIL: staffMail.binding,
    ACK_EMAIL: ack.binding,
    DELIVERY_QUEUE: queueRecorder().binding,
  }) as unknown as Env;
const desk = deskClient("intake@kestrelinjurylaw.example", testEnv);

interface Received {
  body: string;
}
const textsTo = async (to: string) =>
  ((await (await fetch(`${urls.twilio}/__received`)).json()) as Received[]).map((r) => new URLSearchParams(r.body)).filter((f) => f.get("To") === to);

// The first page a file asks for compiles the server build: not any one test's time.
beforeAll(async () => {
  await page("/sign/warm-up");
  await desk("/desk/leads/0");
}, 120_000);

beforeEach(() => {
  ack = emailRecorder();
  staffMail = emailRecorder();
});

async function newLead(fields: { name: string; email?: string; language?: string; textConsent?: boolean; fee?: number | null }) {
  const phone = ownPhone();
  const digits = phone.replace(/\D/g, "");
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, name, email, phone, phone_e164, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile, language, text_consent, expected_fee_cents, status, call_due_at)
     VALUES (?1, ?2, ?3, ?4, ?5, 'car-accidents', 'Rear-ended on SR 167.', '/', '/', 'Home', 1, ?6, 'form', 'passed', ?7, ?8, ?9, 'contacted', ?1) RETURNING id`,
  )
    .bind(
      new Date().toISOString(),
      fields.name,
      fields.email ?? `${crypto.randomUUID()}@example.com`,
      phone,
      `+1${digits}`,
      crypto.randomUUID(),
      fields.language ?? "en",
      fields.textConsent ? 1 : 0,
      fields.fee ?? null,
    )
    .first<{ id: number }>();
  await env.DB.prepare(`INSERT INTO lead_answers (lead_id, answers, updated_at, updated_by, incident_date) VALUES (?1, '{}', ?2, 'visitor', '2026-10-02')`)
    .bind(row!.id, new Date().toISOString())
    .run();
  return { id: row!.id, e164: `+1${digits}` };
}

type AgreementRecord = {
  id: number;
  status: string;
  token_salt: string;
  document_sha256: string;
  unsigned_key: string;
  signed_key: string | null;
  signed_at: string | null;
  viewed_at: string | null;
  consented_at: string | null;
  ip: string | null;
  user_agent: string | null;
  fee_cents: number | null;
};
const agreementsOf = async (leadId: number) =>
  (await env.DB.prepare("SELECT * FROM agreements WHERE lead_id = ? ORDER BY id").bind(leadId).all<AgreementRecord>()).results;
const eventsOf = async (leadId: number) =>
  (await env.DB.prepare("SELECT kind FROM agreement_events WHERE lead_id = ? ORDER BY id").bind(leadId).all<{ kind: string }>()).results.map((e) => e.kind);

async function sendFromDesk(leadId: number, fields: Record<string, string> = {}) {
  const { response } = await desk(`/desk/leads/${leadId}/agreement`, {
    intent: "send-agreement",
    formKey: crypto.randomUUID(),
    signerName: "Nguyễn Văn An",
    capacity: "self",
    expectedFee: "25,000",
    ...fields,
  });
  return response;
}

async function page(path: string, form?: Record<string, string>, headers: Record<string, string> = {}) {
  const h = new Headers({ Accept: "text/html", "CF-Connecting-IP": "198.51.100.7", "User-Agent": "TestPhone/1.0 (390px)", ...headers });
  if (form) {
    h.set("Content-Type", "application/x-www-form-urlencoded");
    h.set("Origin", ORIGIN);
  }
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: form ? "POST" : "GET",
      headers: h,
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: "manual",
    }) as Parameters<typeof worker.fetch>[0],
    testEnv(),
    ctx,
  );
  const buffer = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return { response, text: decode(new TextDecoder().decode(buffer).replaceAll("<!-- -->", ""))!, buffer };
}

async function sentLink(leadId: number, lang = "en") {
  const [row] = (await agreementsOf(leadId)).slice(-1);
  const token = await linkToken(SECRET, row!.token_salt);
  return { row: row!, token, path: `${lang === "es" ? "/es/firmar" : "/sign"}/${token}` };
}

describe("the typed name", () => {
  it("matches whatever the case, spacing and accents", () => {
    expect(sameName("nguyen  van AN", "Nguyễn Văn An")).toBe(true);
    expect(sameName("Lukasz Kowalski", "Łukasz Kowalski")).toBe(true);
    expect(sameName("Nguyen", "Nguyễn Văn An")).toBe(false);
    expect(sameName("  ", "")).toBe(false);
  });
});

describe("sending the fee agreement from the desk", () => {
  it("fixes the PDF in R2 with its hash, keeps only the token's hash, and sends the link by email and by text", async () => {
    const lead = await newLead({ name: "Nguyen Van An", textConsent: true });
    const response = await sendFromDesk(lead.id);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toContain("saved=agreement");
    const { row, token, path } = await sentLink(lead.id);
    expect(row.status).toBe("sent");
    expect(row.fee_cents).toBe(2_500_000);
    const stored = await env.FILES.get(row.unsigned_key);
    expect(await sha256Hex(await stored!.arrayBuffer())).toBe(row.document_sha256);
    const all = JSON.stringify(await env.DB.prepare("SELECT * FROM agreements WHERE id = ?").bind(row.id).first());
    expect(all).not.toContain(token);
    expect(ack.sent).toHaveLength(1);
    expect(String(ack.sent[0]!.text)).toContain(`${env.SITE_ORIGIN}${path}`);
    expect(String(ack.sent[0]!.html)).toContain(path);
    const [text] = await textsTo(lead.e164);
    expect(text?.get("Body")).toContain(path);
    const thread = await env.DB.prepare("SELECT body FROM text_messages WHERE lead_id = ?").bind(lead.id).first<{ body: string }>();
    expect(thread!.body).not.toContain(token);
  });

  it("asks for the fee when none was typed and keeps the one staff typed", async () => {
    const lead = await newLead({ name: "Ana Ruiz", fee: 1_000_000 });
    expect((await sendFromDesk(lead.id, { signerName: "Ana Ruiz", expectedFee: "" })).status).toBe(303);
    expect((await agreementsOf(lead.id))[0]!.fee_cents).toBe(1_000_000);
    const other = await newLead({ name: "Bo Li" });
    const refused = await sendFromDesk(other.id, { signerName: "Bo Li", expectedFee: "" });
    expect(decodeURIComponent(refused.headers.get("Location")!)).toContain("agreementField=expectedFee");
    expect(await agreementsOf(other.id)).toHaveLength(0);
  });

  it("sends a request without email by text only, and a text-less request by email only", async () => {
    const lead = await newLead({ name: "Sam Ortiz", email: "", textConsent: true });
    await sendFromDesk(lead.id, { signerName: "Sam Ortiz" });
    expect((await deliveriesOf(lead.id)).map((d) => d.channel)).toEqual(["agreement-text"]);
    const quiet = await newLead({ name: "Kai Moe" });
    await sendFromDesk(quiet.id, { signerName: "Kai Moe" });
    expect((await deliveriesOf(quiet.id)).map((d) => d.channel)).toEqual(["agreement-email"]);
  });

  it("retries a link email that failed, through the delivery engine", async () => {
    const lead = await newLead({ name: "Ines Roe" });
    ack.failing = true;
    await sendFromDesk(lead.id, { signerName: "Ines Roe" });
    const [failed] = await deliveriesOf(lead.id, "agreement-email");
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    ack.failing = false;
    expect(await attemptDelivery(testEnv(), failed!.id, 1)).toBe("sent");
    expect(ack.sent).toHaveLength(1);
  });

  it("a form posted twice at once leaves exactly one open link, the first", async () => {
    const lead = await newLead({ name: "Joy Tan" });
    const formKey = crypto.randomUUID();
    await Promise.all([sendFromDesk(lead.id, { signerName: "Joy Tan", formKey }), sendFromDesk(lead.id, { signerName: "Joy Tan", formKey })]);
    const rows = await agreementsOf(lead.id);
    expect(rows.map((a) => a.status)).toEqual(["sent"]);
    // The losing post's PDF did not stay in R2 with nothing pointing to it.
    const files = await env.FILES.list({ prefix: `agreements/${lead.id}/` });
    expect(files.objects.map((o) => o.key)).toEqual([rows[0]!.unsigned_key]);
  });

  it("refuses, writing nothing, when nothing can reach the person", async () => {
    const lead = await newLead({ name: "Mo Reyes" });
    await sendFromDesk(lead.id, { signerName: "Mo Reyes" });
    await env.DB.prepare("UPDATE leads SET email = '' WHERE id = ?").bind(lead.id).run();
    const refused = await sendFromDesk(lead.id, { signerName: "Mo Reyes" });
    const location = new URL(refused.headers.get("Location")!, ORIGIN);
    expect(location.searchParams.get("agreementError")).toBe(
      "Not sent: Nothing can reach them: no email, and no texts (no consent, they replied STOP, or the number is outside the service area)",
    );
    expect(location.searchParams.get("agreementField")).toBe("form");
    expect((await agreementsOf(lead.id)).map((a) => a.status)).toEqual(["sent"]);
    const stopped = await newLead({ name: "Al Stop", email: "", textConsent: true });
    await env.DB.prepare("INSERT INTO text_opt_outs (phone_e164, keyword, opted_out_at) VALUES (?1, 'STOP', '2026-11-01T00:00:00.000Z')")
      .bind(stopped.e164)
      .run();
    const none = await sendFromDesk(stopped.id, { signerName: "Al Stop" });
    expect(new URL(none.headers.get("Location")!, ORIGIN).searchParams.get("agreementError")).toContain("Nothing can reach them");
    expect(await agreementsOf(stopped.id)).toHaveLength(0);
    expect((await env.FILES.list({ prefix: `agreements/${stopped.id}/` })).objects).toHaveLength(0);
  });

  it("applies a form posted twice once, and a resend withdraws the open link", async () => {
    const lead = await newLead({ name: "Lee Park" });
    const formKey = crypto.randomUUID();
    await sendFromDesk(lead.id, { signerName: "Lee Park", formKey });
    await sendFromDesk(lead.id, { signerName: "Lee Park", formKey });
    expect(await agreementsOf(lead.id)).toHaveLength(1);
    const first = await sentLink(lead.id);
    await sendFromDesk(lead.id, { signerName: "Lee Park" });
    expect((await agreementsOf(lead.id)).map((a) => a.status)).toEqual(["revoked", "sent"]);
    const old = await page(first.path);
    expect(old.response.status).toBe(410);
    expect(old.text).toContain("This link was withdrawn");
    expect(old.text).toContain("(253) 555-0142");
  });
});

describe("signing without JavaScript", () => {
  it("consents, then signs with the typed name and the document hash: the request is signed, the PDF holds up", async () => {
    const lead = await newLead({ name: "Nguyen Van An" });
    await sendFromDesk(lead.id);
    const { row, path } = await sentLink(lead.id);

    const opened = await page(path);
    expect(opened.response.status).toBe(200);
    expect(opened.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(opened.response.headers.get("X-Robots-Tag")).toContain("noindex");
    expect(opened.response.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
    expect(opened.text).toContain('name="robots" content="noindex, nofollow"');
    expect(opened.text).toContain("RCW 1.80");
    expect(opened.text).toContain("Contingency Fee Agreement");
    expect(opened.text).toContain("Nguyễn Văn An");
    expect(opened.text).toContain("Car Accidents");
    expect(opened.text).toContain("an incident on October 2, 2026.");
    expect(opened.text).not.toContain("2026-10-02");
    await page(path);
    expect((await agreementsOf(lead.id))[0]!.status).toBe("sent");

    const early = await page(path, { intent: "sign", name: "Nguyễn Văn An", hash: row.document_sha256 });
    expect(early.response.status).toBe(400);
    expect((await page(path, { intent: "consent" })).response.status).toBe(400);
    const consented = await page(path, { intent: "consent", consent: "yes" });
    expect(consented.response.status).toBe(303);
    const viewed = (await agreementsOf(lead.id))[0]!;
    expect(viewed.status).toBe("viewed");
    expect(viewed.consented_at).toBe(viewed.viewed_at);

    const unsigned = await page(`${path}/agreement.pdf`);
    expect(unsigned.response.headers.get("Content-Type")).toBe("application/pdf");
    expect(await sha256Hex(unsigned.buffer)).toBe(row.document_sha256);

    const changed = await page(path, { intent: "sign", name: "Nguyễn Văn An", hash: "0".repeat(64) });
    expect(changed.response.status).toBe(409);
    expect(changed.text).toContain("The agreement changed");
    const empty = await page(path, { intent: "sign", name: " ", hash: row.document_sha256 });
    expect(empty.response.status).toBe(400);
    expect(empty.text).toContain("Type your full name to sign.");
    const wrong = await page(path, { intent: "sign", name: "Someone Else", hash: row.document_sha256 });
    expect(wrong.response.status).toBe(400);
    expect(wrong.text).toContain("The name must match");
    expect((await agreementsOf(lead.id))[0]!.status).toBe("viewed");

    const signed = await page(path, { intent: "sign", name: "nguyen van an", hash: row.document_sha256 });
    expect(signed.response.status).toBe(303);
    const done = (await agreementsOf(lead.id))[0]!;
    expect(done).toMatchObject({ status: "signed", ip: "198.51.100.7", user_agent: "TestPhone/1.0 (390px)" });
    const request = await env.DB.prepare("SELECT status, call_due_at, expected_fee_cents FROM leads WHERE id = ?").bind(lead.id).first();
    expect(request).toEqual({ status: "signed", call_due_at: null, expected_fee_cents: 2_500_000 });
    const history = (await env.DB.prepare("SELECT changed_at, changed_by FROM lead_status_changes WHERE lead_id = ?").bind(lead.id).all()).results;
    expect(history).toEqual([{ changed_at: done.signed_at, changed_by: "signed by the client" }]);

    // A second post signs nothing again; the desk is told.
    const again = await page(path, { intent: "sign", name: "nguyen van an", hash: row.document_sha256 });
    expect(again.response.status).toBe(303);
    expect((await agreementsOf(lead.id))[0]!.signed_at).toBe(done.signed_at);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM lead_status_changes WHERE lead_id = ?").bind(lead.id).first())!.n).toBe(1);
    expect(await eventsOf(lead.id)).toEqual(["consent", "changed", "empty", "mismatch", "reused"]);

    const after = await page(path);
    expect(after.text).toContain("Signed: thank you");
    expect(after.text).not.toContain('name="name"');

    // Parsed by pdf.js (unpdf), not the library that wrote it.
    const file = await page(`${path}/signed.pdf`);
    const pdf = await getDocumentProxy(new Uint8Array(file.buffer));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain("Nguyễn Văn An");
    expect(text).toContain("Signature record");
    expect(text).toContain(row.document_sha256);
    expect(text).toContain("198.51.100.7");
    expect(text).toContain(`#${lead.id}`);
    expect(pdf.numPages).toBeGreaterThanOrEqual(3);

    // The person gets the PDF attached; staff a desk link.
    const copy = ack.sent.find((m) => m.subject === "Your signed fee agreement");
    expect(copy?.attachments?.[0]).toMatchObject({ filename: "signed-agreement.pdf", type: "application/pdf" });
    expect(String(staffMail.sent[0]?.text)).toContain(`/desk/agreements/${row.id}/signed.pdf`);
    const staffFile = await desk(`/desk/agreements/${row.id}/signed.pdf`);
    expect(staffFile.response.headers.get("Content-Type")).toBe("application/pdf");
    const deskPage = await desk(`/desk/leads/${lead.id}`);
    expect(deskPage.text).toContain("Fee agreement");
    expect(deskPage.text).toContain("Signed agreement (PDF)");
    expect(deskPage.text).toContain("Contacted → Signed (expected fee $25,000) (e-signature)");
  });

  it("two signature posts at once: one signature, and the stored signed PDF is the row's", async () => {
    const lead = await newLead({ name: "Eve Lund" });
    await sendFromDesk(lead.id, { signerName: "Eve Lund" });
    const { row, path } = await sentLink(lead.id);
    await page(path, { intent: "consent", consent: "yes" });
    const posts = await Promise.all([0, 1].map(() => page(path, { intent: "sign", name: "Eve Lund", hash: row.document_sha256 })));
    expect(posts.map((p) => p.response.status)).toEqual([303, 303]);
    const [done] = await agreementsOf(lead.id);
    expect(done!.status).toBe("signed");
    const stored = await env.FILES.get(done!.signed_key!);
    expect(await sha256Hex(await stored!.arrayBuffer())).toBe((done as AgreementRecord & { signed_sha256: string }).signed_sha256);
    expect(await sha256Hex((await page(`${path}/signed.pdf`)).buffer)).toBe((done as AgreementRecord & { signed_sha256: string }).signed_sha256);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM lead_status_changes WHERE lead_id = ?").bind(lead.id).first())!.n).toBe(1);
    const signedFiles = (await env.FILES.list({ prefix: `agreements/${lead.id}/` })).objects.filter((o) => o.key !== row.unsigned_key);
    expect(signedFiles.map((o) => o.key)).toEqual([done!.signed_key]);
  });

  it("keeps a fee staff changed after sending", async () => {
    const lead = await newLead({ name: "Ray Fox" });
    await sendFromDesk(lead.id, { signerName: "Ray Fox", expectedFee: "25,000" });
    const { row, path } = await sentLink(lead.id);
    await env.DB.prepare("UPDATE leads SET expected_fee_cents = 4000000 WHERE id = ?").bind(lead.id).run();
    await page(path, { intent: "consent", consent: "yes" });
    expect((await page(path, { intent: "sign", name: "Ray Fox", hash: row.document_sha256 })).response.status).toBe(303);
    expect(await env.DB.prepare("SELECT status, expected_fee_cents FROM leads WHERE id = ?").bind(lead.id).first()).toEqual({
      status: "signed",
      expected_fee_cents: 4_000_000,
    });
    expect((await env.DB.prepare("SELECT expected_fee_cents FROM lead_status_changes WHERE lead_id = ?").bind(lead.id).first())!.expected_fee_cents).toBe(
      4_000_000,
    );
  });

  it("on a request already signed by hand: no second history row, yet the fee is kept or taken and its calls stop", async () => {
    const lead = await newLead({ name: "Una Hand" });
    await sendFromDesk(lead.id, { signerName: "Una Hand", expectedFee: "25,000" });
    const { row, path } = await sentLink(lead.id);
    // Signed by hand meanwhile, with no fee and a call still due (as a hand-written repair might leave it).
    await env.DB.prepare("UPDATE leads SET status = 'signed', expected_fee_cents = NULL, call_due_at = ?2 WHERE id = ?1")
      .bind(lead.id, new Date().toISOString())
      .run();
    await page(path, { intent: "consent", consent: "yes" });
    expect((await page(path, { intent: "sign", name: "Una Hand", hash: row.document_sha256 })).response.status).toBe(303);
    expect(await env.DB.prepare("SELECT status, expected_fee_cents, call_due_at FROM leads WHERE id = ?").bind(lead.id).first()).toEqual({
      status: "signed",
      expected_fee_cents: 2_500_000,
      call_due_at: null,
    });
    expect((await env.DB.prepare("SELECT count(*) AS n FROM lead_status_changes WHERE lead_id = ?").bind(lead.id).first())!.n).toBe(0);
    expect((await agreementsOf(lead.id))[0]!.status).toBe("signed");
  });

  it("after 30 days the signed copy is gone: no file, no form", async () => {
    const signedAt = "2026-01-05T18:00:00.000Z";
    const signedRow = { status: "signed", signedAt, expiresAt: "2026-01-10T18:00:00.000Z" } as AgreementRow;
    expect(stateOf(signedRow, new Date("2026-02-04T17:59:59.000Z"))).toBe("signed");
    expect(stateOf(signedRow, new Date("2026-02-04T18:00:00.000Z"))).toBe("gone");

    const lead = await newLead({ name: "Liv Dane" });
    await sendFromDesk(lead.id, { signerName: "Liv Dane" });
    const { row, path } = await sentLink(lead.id);
    await page(path, { intent: "consent", consent: "yes" });
    await page(path, { intent: "sign", name: "Liv Dane", hash: row.document_sha256 });
    // A fixed signing time long past: the page reads the rule above at any later clock.
    await env.DB.prepare("UPDATE agreements SET signed_at = ? WHERE id = ?").bind(signedAt, row.id).run();
    const gone = await page(path);
    expect(gone.response.status).toBe(410);
    expect(gone.text).toContain("This agreement is no longer here");
    expect(gone.text).not.toContain('name="name"');
    expect(gone.text).not.toContain('name="intent"');
    expect((await page(`${path}/signed.pdf`)).response.status).toBe(404);
    const posted = await page(path, { intent: "sign", name: "Liv Dane", hash: row.document_sha256 });
    expect(posted.response.status).toBe(410);
    expect(posted.text).not.toContain('name="intent"');
  });

  it("renders Łukasz and signs in Spanish on the Spanish address", async () => {
    const lead = await newLead({ name: "Łukasz Nowak", language: "es" });
    await sendFromDesk(lead.id, { signerName: "Łukasz Nowak", capacity: "guardian" });
    const { row, path } = await sentLink(lead.id, "es");
    expect(String(ack.sent[0]!.text)).toContain("/es/firmar/");
    const opened = await page(path);
    expect(opened.text).toContain("Contrato de honorarios de contingencia");
    expect(opened.text).toContain("el 2 de octubre de 2026.");
    expect(opened.text).toContain('("el Bufete")');
    expect(opened.text).not.toContain("la Firma");
    expect(opened.text).toContain("como padre, madre o tutor de un menor");
    await page(path, { intent: "consent", consent: "yes" });
    expect((await page(path, { intent: "sign", name: "Lukasz Nowak", hash: row.document_sha256 })).response.status).toBe(303);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array((await page(`${path}/signed.pdf`)).buffer)), { mergePages: true });
    expect(text).toContain("Łukasz Nowak");
    expect(text).toContain("Registro de la firma");
    expect((await page(path)).text).toContain("Contrato firmado. Gracias.");
  });
});

describe("bad links", () => {
  it("refuses a forged token with a clear page and records nothing", async () => {
    const forged = await page(`/sign/${"A".repeat(43)}`);
    expect(forged.response.status).toBe(404);
    expect(forged.text).toContain("This link does not work");
    expect(forged.text).toContain("(253) 555-0142");
    expect((await page(`/es/firmar/abc`)).text).toContain("Este enlace no funciona");
    expect((await page(`/sign/${"A".repeat(43)}`, { intent: "consent", consent: "yes" })).response.status).toBe(404);
    expect((await page(`/sign/${"A".repeat(43)}/agreement.pdf`)).response.status).toBe(404);
  });

  it("refuses an expired link in the person's language, tells the desk once", async () => {
    const lead = await newLead({ name: "Rosa Díaz", language: "es" });
    await sendFromDesk(lead.id, { signerName: "Rosa Díaz" });
    const { row, path } = await sentLink(lead.id, "es");
    await env.DB.prepare("UPDATE agreements SET expires_at = ? WHERE id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), row.id)
      .run();
    const expired = await page(path);
    expect(expired.response.status).toBe(410);
    expect(expired.text).toContain("Este enlace venció");
    await page(path, { intent: "consent", consent: "yes" });
    await page(path, { intent: "consent", consent: "yes" });
    expect(await eventsOf(lead.id)).toEqual(["expired"]);
    expect((await agreementsOf(lead.id))[0]!.viewed_at).toBeNull();
    expect((await desk(`/desk/leads/${lead.id}`)).text).toContain("Expired");
  });

  it("refuses a link withdrawn from the desk", async () => {
    const lead = await newLead({ name: "Tom Hale" });
    await sendFromDesk(lead.id, { signerName: "Tom Hale" });
    const { row, path } = await sentLink(lead.id);
    await desk(`/desk/leads/${lead.id}/agreement`, { intent: "revoke-agreement", agreementId: String(row.id) });
    const withdrawn = await page(path, { intent: "sign", name: "Tom Hale", hash: row.document_sha256 });
    expect(withdrawn.response.status).toBe(410);
    expect(withdrawn.text).toContain("This link was withdrawn");
    expect(await eventsOf(lead.id)).toEqual(["revoked-by-staff", "revoked"]);
  });

  it("refuses the desk's posts from another origin", async () => {
    const lead = await newLead({ name: "Uma Bell" });
    const { response } = await desk(
      `/desk/leads/${lead.id}/agreement`,
      { intent: "send-agreement", formKey: crypto.randomUUID(), signerName: "Uma Bell", capacity: "self", expectedFee: "1" },
      "https://evil.example",
    );
    expect(response.status).toBe(403);
    expect(await agreementsOf(lead.id)).toHaveLength(0);
  });

  it("a status set by hand still works and says so", async () => {
    const lead = await newLead({ name: "Vic Hand" });
    const { response } = await desk(`/desk/leads/${lead.id}`, {
      intent: "status",
      formKey: crypto.randomUUID(),
      from: "contacted",
      to: "signed",
      expectedFee: "5,000",
    });
    expect(response.status).toBe(303);
    expect((await desk(`/desk/leads/${lead.id}`)).text).toContain("Contacted → Signed (expected fee $5,000) (set by hand)");
  });
});
