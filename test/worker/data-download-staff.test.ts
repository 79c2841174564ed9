/**
 * A person's data download names no staff member when DATA_EXPORT_STAFF_NAMES is "hide" (issue 53, S8): not in
 * the columns that name one, not in what the app writes (a withdrawn link's event keeps its actor in
 * `agreements.revoked_by`, not in words), and not in any free text staff typed (a decline's reason, a referral).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deskClient, deskEnv } from "./desk-client";
import { ownPhone } from "./lead-helpers";

const intake = deskClient("intake@kestrelinjurylaw.example");
const CONTRACTOR = "temp.helper@contractor.example";
const contractor = deskClient(CONTRACTOR);

async function insertLead(email: string): Promise<number> {
  const phone = ownPhone();
  const row = await env.DB.prepare(
    `INSERT INTO leads (created_at, name, email, phone, phone_e164, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile, language, status, call_due_at)
     VALUES (?1, 'Eve Download', ?2, ?3, ?4, 'car-accidents', 'Hit on the East Hill.', '/', '/', 'Home', 1, ?5, 'form', 'passed', 'en', 'contacted', ?1) RETURNING id`,
  )
    .bind(new Date().toISOString(), email, phone, `+1${phone.replace(/\D/g, "")}`, crypto.randomUUID())
    .first<{ id: number }>();
  return row!.id;
}

const status = (desk: typeof intake, id: number, to: string, fields: Record<string, string>) =>
  desk(`/desk/leads/${id}`, {
    intent: "status",
    formKey: crypto.randomUUID(),
    from: "contacted",
    to,
    expectedFee: "",
    reason: "",
    reasonText: "",
    referredTo: "",
    referralShare: "",
    ...fields,
  });

describe("the person's data download, staff hidden", () => {
  it("names no staff address anywhere: the withdrawn link, a decline's reason, a referral", async () => {
    const email = `eve.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const first = await insertLead(email);
    const second = await insertLead(email);
    expect(
      (
        await contractor(`/desk/leads/${first}/agreement`, {
          intent: "send-agreement",
          formKey: crypto.randomUUID(),
          signerName: "Eve Download",
          capacity: "self",
          expectedFee: "25,000",
        })
      ).response.status,
    ).toBe(303);
    const agreement = await env.DB.prepare("SELECT id FROM agreements WHERE lead_id = ?").bind(first).first<{ id: number }>();
    const withdrawn = await intake(`/desk/leads/${first}/agreement`, { intent: "revoke-agreement", agreementId: String(agreement!.id) });
    expect(withdrawn.response.headers.get("Location")).toContain("agreement=revoked");
    expect(
      (await status(intake, first, "declined", { reason: "other", reasonText: `Decided by maria.lopez@kestrelinjurylaw.example with ${CONTRACTOR}` })).response
        .status,
    ).toBe(303);
    expect(
      (await status(intake, second, "referred-out", { referredTo: "Hale Law; ask sam.carter@kestrelinjurylaw.example", referralShare: "33" })).response.status,
    ).toBe(303);

    // What the app wrote keeps its actor in a column; the desk still says who withdrew the link.
    const event = await env.DB.prepare("SELECT detail FROM agreement_events WHERE agreement_id = ?").bind(agreement!.id).first<{ detail: string }>();
    expect(event!.detail).toBe("Withdrawn from the desk");
    expect((await intake(`/desk/leads/${first}`)).text).toContain("by intake@kestrelinjurylaw.example");
    // An event written before, in words: migration 0027 rewrites it.
    await env.DB.prepare(
      "INSERT INTO agreement_events (lead_id, agreement_id, at, kind, detail) VALUES (?1, ?2, ?3, 'revoked-by-staff', 'Withdrawn by intake@kestrelinjurylaw.example')",
    )
      .bind(first, agreement!.id, new Date().toISOString())
      .run();
    for (const query of env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0027"))!.queries) await env.DB.prepare(query).run();
    const details = await env.DB.prepare("SELECT detail FROM agreement_events WHERE agreement_id = ?").bind(agreement!.id).all<{ detail: string }>();
    expect(details.results.map((row) => row.detail)).toEqual(["Withdrawn from the desk", "Withdrawn from the desk"]);

    const { text } = await intake("/desk/data-requests/export.json", { person: email, formKey: crypto.randomUUID() });
    const file = JSON.parse(text) as { tables: Record<string, Record<string, unknown>[]> };
    expect(file.tables.agreement_events!.map((row) => row.detail)).toEqual(["Withdrawn from the desk", "Withdrawn from the desk"]);
    expect(file.tables.lead_outcomes).toEqual([
      expect.objectContaining({ reason_text: "Decided by a staff member with a staff member", recorded_by: "a staff member" }),
      expect.objectContaining({ referred_to: "Hale Law; ask a staff member", recorded_by: "a staff member" }),
    ]);
    for (const address of ["kestrelinjurylaw.example", CONTRACTOR]) expect(text).not.toContain(address);

    // "show" keeps who did what, as the firm may decide.
    const show = deskClient("intake@kestrelinjurylaw.example", () => ({ ...deskEnv(), DATA_EXPORT_STAFF_NAMES: "show" }) as unknown as Env);
    expect((await show("/desk/data-requests/export.json", { person: email, formKey: crypto.randomUUID() })).text).toContain(`with ${CONTRACTOR}`);
  });
});
