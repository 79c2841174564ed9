/**
 * Declines and referrals (decision 0055), signed in through the local Access stand-in: a decline needs a
 * reason ("Other" needs words), a referral a name and a fee share; the non-engagement letter in English and
 * Spanish (the email as captured, the copy to the intake inbox, the text kept), printable without an email;
 * an erasure keeps a sent letter unless counsel's setting says otherwise.
 */
import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { deskClient } from "./desk-client";
import { emailRecorder, ownPhone } from "./lead-helpers";

const { vars } = inject("standIns");
const STAFF = "intake@kestrelinjurylaw.example";
type Row = Record<string, unknown>;

/** The desk with email captured: `ack` holds what the acknowledgement's binding sent (the letter goes through it). */
function capturing(extra: Partial<Env> = {}) {
  const ack = emailRecorder();
  const desk = deskClient(STAFF, () => ({ ...env, ...vars, EMAIL: emailRecorder().binding, ACK_EMAIL: ack.binding, ...extra }) as Env);
  return { ack, desk };
}

const key = () => crypto.randomUUID();
/** The page's words without its tags. */
const words = (html: string) => html.replace(/<[^>]+>/g, "");
/** The one tag carrying this attribute (React orders attributes its own way). */
const tagWith = (html: string, attribute: string) => new RegExp(`<[a-z]+ [^>]*${attribute}[^>]*>`).exec(html)?.[0] ?? "";

/** A request stored as the site stores one, received `createdAt`. */
async function insertLead(fields: { name?: string; email?: string; language?: string; status?: string; createdAt?: string } = {}): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, name, email, phone, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile, language, status)
     VALUES (?1, ?2, ?3, ?4, 'car-accidents', 'Rear-ended on Central Ave.', '/', '', '', 1, ?5, 'json', 'passed', ?6, ?7) RETURNING id`,
  )
    .bind(
      fields.createdAt ?? "2026-11-20T18:00:00.000Z",
      fields.name ?? "Dana Example",
      fields.email ?? `${key()}@example.com`,
      ownPhone(),
      key(),
      fields.language ?? "en",
      fields.status ?? "contacted",
    )
    .first<{ id: number }>();
  return row!.id;
}

const leadRow = async (id: number) => (await env.DB.prepare("SELECT * FROM leads WHERE id = ?").bind(id).first<Row>())!;
const outcomesOf = async (id: number) => (await env.DB.prepare("SELECT * FROM lead_outcomes WHERE lead_id = ? ORDER BY id").bind(id).all<Row>()).results;
const letterOf = async (id: number) => env.DB.prepare("SELECT * FROM non_engagement_letters WHERE lead_id = ?").bind(id).first<Row>();
const move = (desk: ReturnType<typeof deskClient>, id: number, to: string, fields: Record<string, string> = {}, formKey = key()) =>
  desk(`/desk/leads/${id}`, {
    intent: "status",
    formKey,
    from: "contacted",
    to,
    expectedFee: "",
    reason: "",
    reasonText: "",
    referredTo: "",
    referralShare: "",
    ...fields,
  });

describe("declining a request", () => {
  it("is refused without a reason, and with Other but no words; nothing changes", async () => {
    const { desk } = capturing();
    const id = await insertLead();
    const none = await move(desk, id, "declined");
    expect(none.response.status).toBe(400);
    expect(none.text).toContain("Choose why it was declined");
    expect(tagWith(none.text, 'name="reason"')).toContain('aria-invalid="true"');
    expect(tagWith(none.text, 'name="reason"')).toContain('aria-describedby="status-reason-error"');
    const other = await move(desk, id, "declined", { reason: "other", reasonText: "   " });
    expect(other.response.status).toBe(400);
    expect(other.text).toContain("Write the reason: “Other” needs a few words");
    expect(tagWith(other.text, 'name="reasonText"')).toContain('aria-describedby="status-reason-text-error"');
    const unknown = await move(desk, id, "declined", { reason: "too-far" });
    expect(unknown.response.status).toBe(400);
    expect((await leadRow(id)).status).toBe("contacted");
    expect(await outcomesOf(id)).toEqual([]);
  });

  it("refuses a reason typed for another status, not dropping it", async () => {
    const { desk } = capturing();
    const id = await insertLead();
    const wrong = await move(desk, id, "consultation-scheduled", { reason: "no-liability" });
    expect(wrong.response.status).toBe(400);
    expect(wrong.text).toContain("Only a declined request takes a reason");
    expect((await leadRow(id)).status).toBe("contacted");
  });

  it("keeps the reason with the status change, once when posted twice, and shows it on the request", async () => {
    const { desk } = capturing();
    const id = await insertLead();
    const formKey = key();
    const saved = await move(desk, id, "declined", { reason: "other", reasonText: "Dog bite in Idaho" }, formKey);
    expect(saved.response.status).toBe(303);
    await move(desk, id, "declined", { reason: "other", reasonText: "Dog bite in Idaho" }, formKey);
    expect((await leadRow(id)).status).toBe("declined");
    expect(await outcomesOf(id)).toMatchObject([
      { status: "declined", reason: "other", reason_text: "Dog bite in Idaho", recorded_by: STAFF, form_key: formKey },
    ]);
    const page = await desk(`/desk/leads/${id}`);
    expect(words(page.text)).toContain("Declined: Other (Dog bite in Idaho)");
    expect(words(page.text)).toContain("Contacted → Declined: Other (Dog bite in Idaho)");
    expect(page.text).toContain(">Send letter<");
  });
});

describe("referring a request out", () => {
  it("records to whom and the agreed fee share, with the RPC 1.5(e) note", async () => {
    const { desk } = capturing();
    const id = await insertLead();
    expect((await move(desk, id, "referred-out")).text).toContain("Write to whom it was referred");
    expect((await move(desk, id, "referred-out", { referredTo: "Rowan Hale, Hale Law", referralShare: "150" })).text).toContain(
      "Write the fee share as a whole percent from 0 to 100",
    );
    expect((await move(desk, id, "referred-out", { referredTo: "Rowan Hale, Hale Law", referralShare: "33%" })).response.status).toBe(303);
    expect(await outcomesOf(id)).toMatchObject([{ status: "referred-out", reason: null, referred_to: "Rowan Hale, Hale Law", referral_share_percent: 33 }]);
    const page = await desk(`/desk/leads/${id}`);
    expect(words(page.text)).toContain("Referred out: to Rowan Hale, Hale Law, 33 % fee share");
    expect(words(page.text)).toContain("Contacted → Referred out: to Rowan Hale, Hale Law, 33 % fee share");
    expect(page.text).toContain("Washington's RPC 1.5(e)");
    expect(page.text).toContain("client's written agreement");
  });
});

describe("the non-engagement letter", () => {
  it("goes in English to the person and as a copy to the intake inbox, its exact text kept; once", async () => {
    const { ack, desk } = capturing();
    const id = await insertLead({ name: "Dana English", email: "Dana.English@Example.com", createdAt: "2026-11-20T18:00:00.000Z" });
    await move(desk, id, "declined", { reason: "past-deadline" });
    const formKey = key();
    const sent = await desk(`/desk/leads/${id}`, { intent: "letter", formKey });
    expect(sent.response.status).toBe(303);
    expect(sent.response.headers.get("Location")).toBe(`/desk/leads/${id}?saved=letter`);
    expect(ack.sent.map((m) => m.to)).toEqual(["dana.english@example.com", env.ACK_REPLY_TO]);
    const [letter, copy] = ack.sent;
    expect(letter.from).toEqual({ name: "Kestrel Injury Law", email: env.ACK_FROM_ADDRESS });
    expect(letter.replyTo).toBe(env.ACK_REPLY_TO);
    expect(letter.subject).toBe("Your inquiry to Kestrel Injury Law: we are not representing you");
    for (const phrase of [
      "Dear Dana English,",
      "on November 20, 2026",
      "we have decided not to represent you",
      "Some deadlines may be very short",
      "consult another lawyer promptly",
      "not an opinion about your claim",
    ]) {
      expect(letter.text).toContain(phrase);
    }
    expect(letter.html).toContain('lang="en"');
    expect(letter.html).toContain("consult another lawyer promptly");
    expect(copy.subject).toBe(`Copy: ${letter.subject} (request #${id})`);
    expect(copy.text).toContain(`sent to dana.english@example.com`);
    expect(copy.text).toContain(letter.text);
    const kept = (await letterOf(id))!;
    expect(kept).toMatchObject({ language: "en", address: "dana.english@example.com", subject: letter.subject, body: letter.text, created_by: STAFF });
    expect(kept.sent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const deliveries = (
      await env.DB.prepare("SELECT target, status FROM deliveries WHERE lead_id = ? AND channel = 'non-engagement-letter' ORDER BY id").bind(id).all<Row>()
    ).results;
    expect(deliveries).toEqual([
      { target: "dana.english@example.com", status: "sent" },
      { target: env.ACK_REPLY_TO, status: "sent" },
    ]);
    // Posted again, or pressed again with a new key: no second letter.
    await desk(`/desk/leads/${id}`, { intent: "letter", formKey });
    const again = await desk(`/desk/leads/${id}`, { intent: "letter", formKey: key(), via: "js" });
    expect(again.text).toContain("The letter was already sent to dana.english@example.com");
    expect(ack.sent).toHaveLength(2);
    const page = await desk(`/desk/leads/${id}`);
    expect(words(page.text)).toContain("Emailed to dana.english@example.com in English, sent ");
    expect(words(page.text)).toMatch(/Non-engagement letter to dana\.english@example\.com: sent/);
  });

  it("goes in Spanish to a person who wrote in Spanish", async () => {
    const { ack, desk } = capturing();
    const id = await insertLead({ name: "Ana Ejemplo", email: "ana@example.com", language: "es", createdAt: "2026-11-20T18:00:00.000Z" });
    await move(desk, id, "declined", { reason: "outside-practice" });
    await desk(`/desk/leads/${id}`, { intent: "letter", formKey: key() });
    const [letter, copy] = ack.sent;
    expect(letter.to).toBe("ana@example.com");
    expect(letter.subject).toBe("Su consulta con Kestrel Injury Law: no podemos representarle");
    for (const phrase of [
      "Estimado(a) Ana Ejemplo:",
      "20 de noviembre de 2026",
      "hemos decidido no aceptar su caso",
      "si nos los solicita",
      "Algunos plazos pueden ser muy cortos",
      "consulte pronto a otro abogado",
    ]) {
      expect(letter.text).toContain(phrase);
    }
    expect(letter.text).not.toContain("Dear ");
    expect(letter.html).toContain('lang="es"');
    expect(copy.to).toBe(env.ACK_REPLY_TO);
    expect((await letterOf(id))!).toMatchObject({ language: "es", body: letter.text });
  });

  it("is refused before the request is declined", async () => {
    const { ack, desk } = capturing();
    const id = await insertLead();
    const refused = await desk(`/desk/leads/${id}`, { intent: "letter", formKey: key() });
    expect(refused.response.status).toBe(400);
    expect(refused.text).toContain("Decline the request (or refer it out) first");
    expect(ack.sent).toHaveLength(0);
    expect(await letterOf(id)).toBeNull();
  });

  it("is a printable page when the request has no email address", async () => {
    const { ack, desk } = capturing();
    const id = await insertLead({ name: "Pat Noemail", email: "" });
    await move(desk, id, "declined", { reason: "injuries-too-minor" });
    const page = await desk(`/desk/leads/${id}`);
    expect(page.text).toContain("No email address on this request: print the letter and mail it.");
    expect(page.text).not.toContain(">Send letter<");
    expect(page.text).toContain(`href="/desk/leads/${id}/letter"`);
    const refused = await desk(`/desk/leads/${id}`, { intent: "letter", formKey: key() });
    expect(refused.text).toContain("No email address on this request");
    const printable = await desk(`/desk/leads/${id}/letter`);
    expect(printable.response.status).toBe(200);
    expect(printable.text).toContain("Dear Pat Noemail,");
    expect(printable.text).toContain("consult another lawyer promptly");
    expect(printable.text).toContain("print:hidden");
    expect(printable.text).toContain('<main id="main"');
    expect(printable.text).not.toContain('aria-label="Desk"');
    expect(ack.sent).toHaveLength(0);
    expect((await desk("/desk/leads/99999999/letter")).response.status).toBe(404);
  });

  it("is kept once pressed Printed and mailed it: no address, sent now; refused from another origin", async () => {
    const { ack, desk } = capturing();
    const id = await insertLead({ name: "Pat Mailed", email: "" });
    const undecided = await desk(`/desk/leads/${id}/letter`);
    expect(undecided.text).not.toContain(">Printed and mailed it<");
    const early = await desk(`/desk/leads/${id}/letter`, { intent: "letter-mailed", formKey: key() });
    expect(early.response.status).toBe(400);
    expect(early.text).toContain("Decline the request (or refer it out) first");
    await move(desk, id, "declined", { reason: "injuries-too-minor" });
    const printable = await desk(`/desk/leads/${id}/letter`);
    expect(printable.text).toContain(">Printed and mailed it<");
    const formKey = /name="formKey" value="([^"]+)"/.exec(printable.text)![1]!;
    expect(/<form method="post"/.test(printable.text)).toBe(true);
    // The Worker refuses it before React Router sees it.
    expect((await desk(`/desk/leads/${id}/letter`, { intent: "letter-mailed", formKey }, "https://evil.example")).response.status).toBe(403);
    expect(await letterOf(id)).toBeNull();
    for (let i = 0; i < 2; i++) {
      const mailed = await desk(`/desk/leads/${id}/letter`, { intent: "letter-mailed", formKey });
      expect(mailed.response.status).toBe(303);
      expect(mailed.response.headers.get("Location")).toBe(`/desk/leads/${id}/letter?saved=mailed`);
    }
    expect(await env.DB.prepare("SELECT count(*) AS n FROM non_engagement_letters WHERE lead_id = ?").bind(id).first("n")).toBe(1);
    expect(await letterOf(id)).toMatchObject({
      address: "",
      sent_at: expect.any(String),
      created_by: STAFF,
      language: "en",
      body: expect.stringContaining("Dear Pat Mailed,"),
    });
    const after = await desk(`/desk/leads/${id}/letter?saved=mailed`);
    expect(after.text).toContain("Kept: the letter is recorded as printed and mailed.");
    expect(after.text).toContain("This is the text printed and mailed on");
    expect(after.text).not.toContain(">Printed and mailed it<");
    expect((await desk(`/desk/leads/${id}`)).text).toContain("Printed in English");
    expect(ack.sent).toHaveLength(0);
  });
});

describe("an erasure and a sent letter", () => {
  const formValue = (html: string, name: string) => new RegExp(`name="intent" value="erase"[\\s\\S]*?name="${name}" value="([^"]+)"`).exec(html)?.[1];

  async function declinedWithLetter(extra: Partial<Env> = {}) {
    const { desk } = capturing(extra);
    const email = `${key()}@example.com`;
    const id = await insertLead({ email });
    await move(desk, id, "declined", { reason: "no-liability" });
    await desk(`/desk/leads/${id}`, { intent: "letter", formKey: key() });
    expect((await letterOf(id))!.sent_at).toBeTruthy();
    const asked = await desk("/desk/data-requests", { intent: "ask-erase", person: email });
    return { desk, id, email, asked };
  }

  it("keeps the letter (text, time, address) by default, and the confirmation says so", async () => {
    const { desk, id, email, asked } = await declinedWithLetter();
    expect(asked.text).toContain("is kept as the firm's record, as counsel's setting ERASURE_KEEPS_LETTERS says");
    const erased = await desk("/desk/data-requests", {
      intent: "erase",
      person: formValue(asked.text, "person")!,
      formKey: formValue(asked.text, "formKey")!,
      confirmKey: formValue(asked.text, "confirmKey")!,
    });
    expect(erased.response.status).toBe(303);
    const result = await desk(erased.response.headers.get("Location")!);
    expect(result.text).toContain("Kept as the firm's record: 1 sent non-engagement letter (text, time sent and address)");
    expect(await env.DB.prepare("SELECT id FROM leads WHERE id = ?").bind(id).first()).toBeNull();
    expect(await outcomesOf(id)).toEqual([]);
    expect(await letterOf(id)).toMatchObject({ address: email, sent_at: expect.any(String), body: expect.stringContaining("decided not to represent you") });

    // A later data request about the same address finds the kept letter and hands it over.
    const found = await desk("/desk/data-requests", { intent: "find", person: email.toUpperCase() });
    expect(words(found.text)).toContain("1 non-engagement letter kept after an erasure of the request it answered");
    const downloadKey = /action="\/desk\/data-requests\/export\.json"[\s\S]*?name="formKey" value="([^"]+)"/.exec(found.text)?.[1];
    expect(downloadKey).toBeTruthy();
    const file = await desk("/desk/data-requests/export.json", { person: email, formKey: downloadKey! });
    expect(file.response.status).toBe(200);
    expect(file.text).toContain("decided not to represent you");
  });

  it("a later erasure of the same address, with the setting off, erases a letter an earlier one kept", async () => {
    const { desk, id, email, asked } = await declinedWithLetter();
    await desk("/desk/data-requests", {
      intent: "erase",
      person: formValue(asked.text, "person")!,
      formKey: formValue(asked.text, "formKey")!,
      confirmKey: formValue(asked.text, "confirmKey")!,
    });
    expect(await letterOf(id)).toBeTruthy();
    await insertLead({ email });
    const off = capturing({ ERASURE_KEEPS_LETTERS: "false" } as unknown as Partial<Env>).desk;
    const again = await off("/desk/data-requests", { intent: "ask-erase", person: email });
    const erased = await off("/desk/data-requests", {
      intent: "erase",
      person: formValue(again.text, "person")!,
      formKey: formValue(again.text, "formKey")!,
      confirmKey: formValue(again.text, "confirmKey")!,
    });
    expect(erased.response.status).toBe(303);
    expect(await letterOf(id)).toBeNull();
  });

  it("keeps a printed and mailed letter as it keeps an emailed one", async () => {
    const { desk } = capturing();
    const id = await insertLead({ email: "" });
    await move(desk, id, "declined", { reason: "no-liability" });
    await desk(`/desk/leads/${id}/letter`, { intent: "letter-mailed", formKey: key() });
    const phone = String((await leadRow(id)).phone);
    const asked = await desk("/desk/data-requests", { intent: "ask-erase", person: phone });
    expect(asked.text).toContain("is kept as the firm's record");
    const erased = await desk("/desk/data-requests", {
      intent: "erase",
      person: formValue(asked.text, "person")!,
      formKey: formValue(asked.text, "formKey")!,
      confirmKey: formValue(asked.text, "confirmKey")!,
    });
    expect(erased.response.status).toBe(303);
    expect(await env.DB.prepare("SELECT id FROM leads WHERE id = ?").bind(id).first()).toBeNull();
    expect(await letterOf(id)).toMatchObject({ address: "", sent_at: expect.any(String) });
  });

  it("erases the letter too when ERASURE_KEEPS_LETTERS is false, and says so before", async () => {
    const off = { ERASURE_KEEPS_LETTERS: "false" } as unknown as Partial<Env>;
    const { desk, id, asked } = await declinedWithLetter(off);
    expect(asked.text).toContain('is erased too (counsel\'s setting ERASURE_KEEPS_LETTERS is "false")');
    const erased = await desk("/desk/data-requests", {
      intent: "erase",
      person: formValue(asked.text, "person")!,
      formKey: formValue(asked.text, "formKey")!,
      confirmKey: formValue(asked.text, "confirmKey")!,
    });
    expect(erased.response.status).toBe(303);
    expect(await letterOf(id)).toBeNull();
    expect((await desk(erased.response.headers.get("Location")!)).text).not.toContain("Kept as the firm's record");
  });
});
