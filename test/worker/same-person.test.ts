/**
 * The same person, once (decision 0047): requests linked at arrival by mailbox (other capitals, Gmail's
 * dots and plus-tags) or by phone (written three ways), never past 90 days, never in a chain; both pages
 * link each other and show the other's work; the inbox shows one row; an unlink (with and without
 * JavaScript, posted twice) applies once, with its history, and a later arrival never relinks it.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deskClient } from "./desk-client";
import { emailRecorder, leadsWhere, postJson, validLead } from "./lead-helpers";

const STAFF = "intake@kestrelinjurylaw.example";
const desk = deskClient(STAFF);

let phones = 0;
/** A request through the public endpoint; a phone of its own unless one is given. */
async function lead(overrides: Record<string, unknown> = {}) {
  const fields = validLead({ email: `${crypto.randomUUID()}@example.com`, phone: `(425) 555-${String(1000 + phones++)}`, ...overrides });
  await postJson(fields, { email: emailRecorder() });
  return (await leadsWhere("idempotency_key = ?", fields.idempotencyKey))[0] as unknown as { id: number; duplicate_of: number | null; created_at: string };
}

const linkOf = async (id: number) => ((await leadsWhere("id = ?", id))[0] as unknown as { duplicate_of: number | null }).duplicate_of;
const linkChanges = async (id: number) =>
  (await env.DB.prepare("SELECT * FROM lead_link_changes WHERE lead_id = ? ORDER BY id").bind(id).all<Record<string, unknown>>()).results;
const unlink = (page: number, linkId: number, from: number, extra: Record<string, string> = {}) =>
  desk(`/desk/leads/${page}`, { intent: "unlink", formKey: crypto.randomUUID(), linkId: String(linkId), from: String(from), ...extra });
/** The request numbers an inbox page lists. */
const listed = (html: string) => [...html.matchAll(/href="\/desk\/leads\/(\d+)"/g)].map((m) => Number(m[1])).sort((a, b) => a - b);

describe("linking at arrival", () => {
  it("links the same mailbox in other capitals, Gmail's dots and a plus-tag, to the first request (no chain)", async () => {
    const first = await lead({ email: "Rosa.Diaz@Gmail.com" });
    const second = await lead({ email: "ROSADIAZ@gmail.com" });
    const third = await lead({ email: "rosa.diaz+claim@GoogleMail.com" });
    expect(first.duplicate_of).toBeNull();
    expect(second.duplicate_of).toBe(first.id);
    expect(third.duplicate_of).toBe(first.id);
  });

  it("links the same phone written three ways", async () => {
    const first = await lead({ phone: "(253) 555-0142" });
    const dotted = await lead({ phone: "253.555.0142" });
    const international = await lead({ phone: "+1 253 555 0142" });
    expect([dotted.duplicate_of, international.duplicate_of]).toEqual([first.id, first.id]);
    // Another number and another mailbox: not the same person.
    expect((await lead({ phone: "(253) 555-0143" })).duplicate_of).toBeNull();
  });

  it("links within 90 days only", async () => {
    const day = 86_400_000;
    const insert = async (email: string, daysAgo: number) => {
      const { meta } = await env.DB.prepare(
        "INSERT INTO leads (created_at, name, email, email_key, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile) VALUES (?1, 'Old Request', ?2, ?2, 'car-accidents', 'x', '/', '', '', 1, ?3, 'json', 'passed')",
      )
        .bind(new Date(Date.now() - daysAgo * day).toISOString(), email, crypto.randomUUID())
        .run();
      return Number(meta.last_row_id);
    };
    await insert("ninety-one@example.com", 91);
    const recent = await insert("eighty-nine@example.com", 89);
    expect((await lead({ email: "ninety-one@example.com" })).duplicate_of).toBeNull();
    expect((await lead({ email: "eighty-nine@example.com" })).duplicate_of).toBe(recent);
  });
});

describe("both request pages and the inbox", () => {
  it("link each other, show the other's work in the timeline, and the inbox shows one row with 2 requests", async () => {
    const first = await lead({ name: "Paired Person", email: "paired@example.com" });
    const second = await lead({ name: "Paired Again", email: "PAIRED@example.com" });
    await desk(`/desk/leads/${second.id}`, { intent: "attempt", formKey: crypto.randomUUID(), outcome: "voicemail" });
    await desk(`/desk/leads/${second.id}`, { intent: "note", formKey: crypto.randomUUID(), body: "Wrote again about the same crash" });

    const firstPage = (await desk(`/desk/leads/${first.id}`)).text;
    expect(firstPage).toMatch(new RegExp(`Also sent <a href="/desk/leads/${second.id}"[^>]*>request #${second.id}</a> \\(\\d+ min later, New\\)`));
    expect(firstPage).toContain(`On request #${second.id}: Call: Left a voicemail`);
    expect(firstPage).toContain(`On request #${second.id}: Note: Wrote again about the same crash`);
    expect(firstPage).toContain(`Not the same person: unlink #${second.id}`);

    const secondPage = (await desk(`/desk/leads/${second.id}`)).text;
    expect(secondPage).toMatch(new RegExp(`Same person as <a href="/desk/leads/${first.id}"[^>]*>request #${first.id}</a> \\(\\d+ min earlier, New\\)`));
    expect(secondPage).toContain(`Not the same person: unlink #${second.id}`);

    const inbox = (await desk("/desk?q=Paired")).text;
    expect(listed(inbox)).toEqual([first.id]);
    expect(inbox).toContain(" · 2 requests");
    expect(listed((await desk("/desk")).text)).not.toContain(second.id);
    // A search finds the person's row by the linked request's own name and number.
    expect(listed((await desk(`/desk?q=${encodeURIComponent("Paired Again")}`)).text)).toEqual([first.id]);
    expect(listed((await desk(`/desk?q=${encodeURIComponent(`#${second.id}`)}`)).text)).toEqual([first.id]);
  });
});

describe("a first request erased since", () => {
  it("leaves the linked one a person of its own: its own row, no link, and later arrivals link to it", async () => {
    const first = await lead({ email: "erased-first@example.com" });
    const second = await lead({ email: "Erased-First@example.com", name: "Left Behind" });
    await env.DB.prepare("DELETE FROM leads WHERE id = ?").bind(first.id).run();
    const page = (await desk(`/desk/leads/${second.id}`)).text;
    expect(page).not.toContain("Same person as");
    expect(listed((await desk("/desk?q=Left%20Behind")).text)).toEqual([second.id]);
    const third = await lead({ email: "erased-first@example.com" });
    expect(third.duplicate_of).toBe(second.id);
    expect((await desk(`/desk/leads/${second.id}`)).text).toContain(`Also sent <a href="/desk/leads/${third.id}"`);
  });
});

describe("unlinking a false match", () => {
  it("without JavaScript: a 303 back, the link gone, one history row, and a double post once", async () => {
    const first = await lead({ phone: "(206) 555-0150" });
    const other = await lead({ phone: "206-555-0150", name: "Shares The Phone" });
    expect(other.duplicate_of).toBe(first.id);
    const form = { formKey: crypto.randomUUID() };
    const [a, b] = await Promise.all([unlink(other.id, other.id, first.id, form), unlink(other.id, other.id, first.id, form)]);
    expect([a.response.status, b.response.status]).toEqual([303, 303]);
    expect(a.response.headers.get("Location")).toBe(`/desk/leads/${other.id}?saved=unlink&link=${other.id}`);
    expect(await linkOf(other.id)).toBeNull();
    expect(await linkChanges(other.id)).toEqual([
      expect.objectContaining({ changed_by: STAFF, from_duplicate_of: first.id, to_duplicate_of: null, form_key: form.formKey }),
    ]);
    const page = (await desk(a.response.headers.get("Location")!)).text;
    expect(page).toContain(`Unlinked: request #${other.id} is now a request of its own`);
    expect(page).toContain(`Unlinked from request #${first.id}: not the same person`);
    expect(page).not.toContain("Same person as");
    expect((await desk(`/desk/leads/${first.id}`)).text).toContain(`Request #${other.id} unlinked from this one: not the same person`);
  });

  it("with JavaScript from the first request's page: an answer in place, once if posted twice", async () => {
    const first = await lead({ phone: "(206) 555-0151" });
    const other = await lead({ phone: "+1 206 555 0151" });
    const form = { formKey: crypto.randomUUID(), via: "js" };
    const one = await unlink(first.id, other.id, first.id, form);
    const two = await unlink(first.id, other.id, first.id, form);
    expect([one.response.status, two.response.status]).toEqual([200, 200]);
    expect(one.text).toContain(`Unlinked: request #${other.id} is now a request of its own`);
    expect(two.text).toContain(`Unlinked: request #${other.id} is now a request of its own`);
    expect(await linkOf(other.id)).toBeNull();
    expect(await linkChanges(other.id)).toHaveLength(1);
  });

  it("refuses an unlink of a request no longer linked there, or from an unrelated page or origin", async () => {
    const first = await lead({ phone: "(206) 555-0152" });
    const other = await lead({ phone: "206 555 0152" });
    const stranger = await lead();
    const elsewhere = await unlink(stranger.id, other.id, first.id);
    expect(elsewhere.response.status).toBe(400);
    expect(elsewhere.text).toContain(`Request #${other.id} is no longer linked to request #${first.id}; nothing changed`);
    const foreign = await desk(
      `/desk/leads/${first.id}`,
      { intent: "unlink", formKey: crypto.randomUUID(), linkId: String(other.id), from: String(first.id) },
      "https://evil.example",
    );
    expect(foreign.response.status).toBe(403);
    expect(await linkOf(other.id)).toBe(first.id);
    expect((await unlink(other.id, other.id, first.id)).response.status).toBe(303);
    // Another form, after the unlink: nothing left to unlink.
    expect((await unlink(other.id, other.id, first.id)).response.status).toBe(400);
    expect(await linkChanges(other.id)).toHaveLength(1);
  });

  it("a later arrival of the same person never relinks the unlinked request", async () => {
    // A shared family phone: two people, unlinked by staff.
    const first = await lead({ phone: "(206) 555-0153", email: "family-a@example.com" });
    const other = await lead({ phone: "(206) 555-0153", email: "family-b@example.com" });
    await unlink(other.id, other.id, first.id);
    // The second person again (the phone and their mailbox): linked to their own request, which stays unlinked.
    const again = await lead({ phone: "206-555-0153", email: "family-b@example.com" });
    expect(again.duplicate_of).toBe(other.id);
    expect(await linkOf(other.id)).toBeNull();
    // The first person again (the phone and theirs): to the first request.
    expect((await lead({ phone: "206.555.0153", email: "Family-A@example.com" })).duplicate_of).toBe(first.id);
    // The phone only matches both people equally: the unlinked one, as staff said the phone alone was not enough.
    expect((await lead({ phone: "+1 206 555 0153" })).duplicate_of).toBe(other.id);
  });
});
