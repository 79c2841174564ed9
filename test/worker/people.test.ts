/**
 * One normalization of people (app/lib/people.ts): phone numbers as staff and visitors
 * type them, and mailboxes that several addresses reach; stored on every lead, and filled
 * in for older rows by the Cron trigger.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { backfillPersonColumns } from "~/leads/store.server";
import { normalizeMailbox, normalizePhone } from "~/lib/people";
import { leadsWhere, postJson, validLead } from "./lead-helpers";
import { db } from "~/db/client.server";

describe("phone numbers", () => {
  it.each([
    ["253-555-0142", "+12535550142", null],
    ["(253) 555-0142", "+12535550142", null],
    ["+1 253 555 0142", "+12535550142", null],
    ["+12535550142", "+12535550142", null],
    ["1-253-555-0142", "+12535550142", null],
    ["253.555.0142", "+12535550142", null],
    ["253-555-0142 x9", "+12535550142", "9"],
    ["253-555-0142 ext. 9", "+12535550142", "9"],
    ["+52 55 1234 5678", "+525512345678", null],
  ])("%s is %s (extension %s)", (typed, e164, ext) => {
    expect(normalizePhone(typed)).toEqual({ e164, ext });
  });

  it("a Mexican number never matches a US one", () => {
    expect(normalizePhone("+52 253 555 0142")?.e164).not.toBe(normalizePhone("253 555 0142")?.e164);
  });

  it.each(["", "call me", "12", "0142", null, undefined])("%s is no number", (typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });
});

describe("mailboxes", () => {
  it.each([
    ["Victim@Example.com", "victim@example.com"],
    ["victim+1@example.com", "victim@example.com"],
    ["victim+a+b@example.com", "victim@example.com"],
    ["v.i.c.t.i.m@example.com", "v.i.c.t.i.m@example.com"],
    ["Vic.Tim+2@gmail.com", "victim@gmail.com"],
    ["vic.tim@googlemail.com", "victim@gmail.com"],
  ])("%s reaches %s", (address, mailbox) => {
    expect(normalizeMailbox(address)).toBe(mailbox);
  });

  it.each(["", "no-at-sign", "@example.com", "+tag@example.com"])("%s is no mailbox", (address) => {
    expect(normalizeMailbox(address)).toBeNull();
  });
});

describe("stored on every lead", () => {
  it("a lead keeps what was typed and its normalized person", async () => {
    const res = await postJson(validLead({ email: "Jo.Person+ads@Gmail.com", phone: "+1 (253) 555-0199 ext 12" }));
    expect(res.status).toBe(200);
    const [lead] = await leadsWhere("email = ?", "Jo.Person+ads@Gmail.com");
    expect(lead).toMatchObject({ phone: "+1 (253) 555-0199 ext 12", email_key: "joperson@gmail.com", phone_e164: "+12535550199", phone_ext: "12" });
  });

  it("older rows are filled in by the backfill, then left alone", async () => {
    await env.DB.prepare(
      `INSERT INTO leads (created_at, name, email, phone, case_type, description, source_page, source_url, page_title, privacy_consent, idempotency_key, submitted_via, turnstile)
       VALUES ('2025-01-01T00:00:00.000Z', 'Old Row', 'Old.Row+x@example.com', '253 555 0177 x3', 'car-accidents', 'An older request.', '/', '', '', 1, 'old-row-key', 'form', 'not-configured')`,
    ).run();
    while ((await backfillPersonColumns(db(env))) > 0);
    const [row] = await leadsWhere("idempotency_key = ?", "old-row-key");
    expect(row).toMatchObject({ email_key: "old.row@example.com", phone_e164: "+12535550177", phone_ext: "3" });
    expect(await backfillPersonColumns(db(env))).toBe(0);
  });
});
