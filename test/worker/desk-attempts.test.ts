/**
 * Calls logged in one tap on a request, as plain form posts signed in through the local Access
 * stand-in: every outcome, a double tap once, a reach as the first contact, call-back times in
 * Kent time across both clock changes (a fixed `now`), refusals, and another origin refused.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { presetTime, readCallBack } from "~/calls/call-outcomes";
import { readDeskAction } from "~/desk/form-schemas";
import { addDays, atKent, kentDay, kentWallTime } from "~/lib/kent-time";
import { deskClient } from "./desk-client";
import { emailRecorder, leadsWhere, postJson, validLead } from "./lead-helpers";

const STAFF = "intake@kestrelinjurylaw.example";
const desk = deskClient(STAFF);

async function lead(overrides: Record<string, unknown> = {}) {
  const fields = validLead({ email: `${crypto.randomUUID()}@example.com`, ...overrides });
  await postJson(fields, { email: emailRecorder() });
  return (await leadsWhere("idempotency_key = ?", fields.idempotencyKey))[0] as unknown as Record<string, unknown> & { id: number };
}

const key = () => crypto.randomUUID();
const row = async (id: number) => (await leadsWhere("id = ?", id))[0] as unknown as Record<string, unknown>;
const attemptsOf = async (id: number) =>
  (await env.DB.prepare("SELECT * FROM call_attempts WHERE lead_id = ? ORDER BY id").bind(id).all<Record<string, unknown>>()).results;
const historyOf = async (id: number) =>
  (await env.DB.prepare("SELECT * FROM lead_status_changes WHERE lead_id = ? ORDER BY id").bind(id).all<Record<string, unknown>>()).results;
const log = (id: number, form: Record<string, string>, origin?: string) => desk(`/desk/leads/${id}`, { intent: "attempt", formKey: key(), ...form }, origin);
/** Whether one tag of `html` carries every one of these attributes (React orders them its own way). */
const hasTag = (html: string, ...attributes: string[]) => (html.match(/<[a-z][^>]*>/g) ?? []).some((tag) => attributes.every((a) => tag.includes(a)));
/** Tomorrow at this Kent wall time, as a `datetime-local` value. */
const tomorrowAt = (hhmm: string) => `${addDays(kentDay(new Date()), 1)}T${hhmm}`;

describe("a call logged without JavaScript", () => {
  it("each outcome is a 303 back with the confirmation, a row with who and when, and in the timeline", async () => {
    const person = await lead({ name: "Every Outcome", phone: "(253) 555-0131" });
    const outcomes = {
      voicemail: "Left a voicemail",
      "no-answer": "No answer",
      busy: "Busy",
      "bad-number": "Wrong or bad number",
      "call-back": "Asked to call back",
      reached: "Reached",
    };
    for (const [outcome, words] of Object.entries(outcomes)) {
      const extra: Record<string, string> = outcome === "call-back" ? { callBackAt: tomorrowAt("15:30") } : {};
      const started = new Date().toISOString();
      const { response } = await log(person.id, { outcome, note: `About ${outcome}`, ...extra });
      expect(response.status, outcome).toBe(303);
      const stored = (await attemptsOf(person.id)).at(-1)!;
      expect(stored).toMatchObject({ outcome, attempted_by: STAFF, note: `About ${outcome}` });
      expect(String(stored.attempted_at) >= started).toBe(true);
      expect(response.headers.get("Location")).toBe(`/desk/leads/${person.id}?saved=attempt&attempt=${stored.id}`);
      const page = (await desk(response.headers.get("Location")!)).text;
      expect(page).toContain(`Logged: ${words.toLowerCase()}`);
      expect(page).toContain(`Call: ${words}`);
    }
    const rows = await attemptsOf(person.id);
    expect(rows).toHaveLength(6);
    const callBack = rows.find((r) => r.outcome === "call-back")!;
    expect(callBack.call_back_at).toBe(atKent(addDays(kentDay(new Date()), 1), 15 * 60 + 30).toISOString());
    expect(rows.filter((r) => r.outcome !== "call-back").every((r) => r.call_back_at === null)).toBe(true);
    const page = (await desk(`/desk/leads/${person.id}`)).text;
    expect(page).toContain("6 calls logged");
    expect(page).toMatch(/Call: Asked to call back, call back [A-Z][a-z]{2} \d+, 3:30.PM \(Kent time\)/);
    // The call bar comes first: the tel: link and the outcomes before the status and the timeline.
    expect(page.indexOf('href="tel:+12535550131"')).toBeLessThan(page.indexOf("Where it stands"));
    expect(page.indexOf('value="reached"')).toBeLessThan(page.indexOf("Where it stands"));
  });

  it("is one form: one submit button per outcome, a note, the call-back time in Kent time", async () => {
    const person = await lead({ name: "One Form" });
    const page = (await desk(`/desk/leads/${person.id}`)).text;
    const form = /<form[^>]*>(?:(?!<\/form>)[\s\S])*name="intent" value="attempt"[\s\S]*?<\/form>/.exec(page)![0];
    for (const outcome of ["reached", "voicemail", "no-answer", "busy", "bad-number", "call-back"])
      expect(hasTag(form, 'type="submit"', 'name="outcome"', `value="${outcome}"`), outcome).toBe(true);
    expect((form.match(/type="submit"/g) ?? []).length).toBe(7); // and the disabled default button
    expect(hasTag(form, 'name="note"')).toBe(true);
    expect(hasTag(form, 'type="datetime-local"', 'name="callBackAt"')).toBe(true);
    expect(form).toContain("read as Kent time");
    for (const preset of ["in-1h", "evening", "morning"]) expect(hasTag(form, 'name="callBackPreset"', `value="${preset}"`)).toBe(true);
    expect(hasTag(form, 'name="scheduled"', 'value="yes"')).toBe(true);
  });

  it("a preset is resolved when the call is logged", async () => {
    const person = await lead({ name: "Preset Call" });
    const before = Date.now();
    await log(person.id, { outcome: "call-back", callBackPreset: "in-1h" });
    const [stored] = await attemptsOf(person.id);
    const due = Date.parse(String(stored!.call_back_at));
    expect(due - before).toBeGreaterThanOrEqual(3_600_000);
    expect(due - Date.now()).toBeLessThanOrEqual(3_600_000);
  });

  it("a double tap is stored once and answers the same", async () => {
    const person = await lead({ name: "Double Call" });
    const form = { intent: "attempt", formKey: key(), outcome: "reached" };
    const [a, b] = await Promise.all([desk(`/desk/leads/${person.id}`, form), desk(`/desk/leads/${person.id}`, form)]);
    const again = await desk(`/desk/leads/${person.id}`, { ...form, via: "js" });
    expect(await attemptsOf(person.id)).toHaveLength(1);
    expect(await historyOf(person.id)).toHaveLength(1);
    expect(a.response.headers.get("Location")).toBe(b.response.headers.get("Location"));
    expect(again.text).toContain("Logged: reached");
  });
});

describe("a reach", () => {
  it("records the first contact and moves a new request to contacted, by the same staff member", async () => {
    const person = await lead({ name: "Reach Me" });
    await log(person.id, { outcome: "no-answer" });
    expect(await row(person.id)).toMatchObject({ status: "new", first_contact_at: null });
    const answer = await log(person.id, { outcome: "reached", via: "js" });
    expect(answer.text).toContain("Logged: reached · now Contacted");
    const [, reach] = await attemptsOf(person.id);
    expect(await row(person.id)).toMatchObject({ status: "contacted", first_contact_at: reach!.attempted_at });
    expect((await historyOf(person.id)).map((h) => [h.from_status, h.to_status, h.changed_by, h.changed_at])).toEqual([
      ["new", "contacted", STAFF, reach!.attempted_at],
    ]);
    // A second reach keeps the first contact and moves nothing.
    await log(person.id, { outcome: "reached" });
    expect(await row(person.id)).toMatchObject({ status: "contacted", first_contact_at: reach!.attempted_at });
    expect(await historyOf(person.id)).toHaveLength(1);
    expect((await desk(`/desk/leads/${person.id}`)).text).toContain("New → Contacted");
  });

  it("keeps a first contact already recorded", async () => {
    const person = await lead({ name: "Earlier Contact" });
    await env.DB.prepare("UPDATE leads SET first_contact_at = '2026-01-05T17:00:00.000Z' WHERE id = ?").bind(person.id).run();
    await log(person.id, { outcome: "reached" });
    expect(await row(person.id)).toMatchObject({ status: "contacted", first_contact_at: "2026-01-05T17:00:00.000Z" });
  });

  it("may book the consultation in the same step, from new or contacted; a closed request stays closed", async () => {
    const fresh = await lead({ name: "Book Now" });
    await log(fresh.id, { outcome: "reached", scheduled: "yes" });
    expect(await row(fresh.id)).toMatchObject({ status: "consultation-scheduled" });
    expect((await historyOf(fresh.id)).map((h) => [h.from_status, h.to_status])).toEqual([["new", "consultation-scheduled"]]);
    const contacted = await lead({ name: "Book Later" });
    await log(contacted.id, { outcome: "reached" });
    await log(contacted.id, { outcome: "reached", scheduled: "yes" });
    expect((await historyOf(contacted.id)).map((h) => h.to_status)).toEqual(["contacted", "consultation-scheduled"]);
    const closed = await lead({ name: "Closed Call" });
    await desk(`/desk/leads/${closed.id}`, { intent: "status", formKey: key(), from: "new", to: "declined", reason: "no-liability" });
    await log(closed.id, { outcome: "reached", scheduled: "yes" });
    expect(await row(closed.id)).toMatchObject({ status: "declined" });
    expect(await attemptsOf(closed.id)).toHaveLength(1);
  });

  it("no other outcome changes the status or the first contact", async () => {
    const person = await lead({ name: "Never Reached" });
    for (const outcome of ["voicemail", "no-answer", "busy", "bad-number"]) await log(person.id, { outcome });
    await log(person.id, { outcome: "call-back", callBackPreset: "morning" });
    expect(await row(person.id)).toMatchObject({ status: "new", first_contact_at: null });
    expect(await historyOf(person.id)).toHaveLength(0);
    expect(await attemptsOf(person.id)).toHaveLength(5);
  });
});

describe("refusals", () => {
  const refused = async (id: number, form: Record<string, string>) => {
    const { response, text } = await log(id, form);
    expect(response.status).toBe(400);
    return text;
  };

  it("say what is wrong, tied to the field, and log nothing", async () => {
    const person = await lead({ name: "Refuse Me" });
    expect(await refused(person.id, { outcome: "hung-up" })).toContain("Choose how the call went: one of the outcome buttons");
    const noTime = await refused(person.id, { outcome: "call-back" });
    expect(noTime).toContain("Choose when to call back: a preset or a time (Kent time)");
    expect(hasTag(noTime, 'name="callBackAt"', 'aria-invalid="true"', 'aria-describedby="attempt-when-error"')).toBe(true);
    expect(noTime).toContain('id="attempt-when-error"');
    expect(await refused(person.id, { outcome: "call-back", callBackAt: "2020-01-01T09:00" })).toMatch(
      /That time has passed in Kent \(it is [A-Z][a-z]{2} \d+, [\d:]+.[AP]M there now\): choose a later one/,
    );
    expect(await refused(person.id, { outcome: "call-back", callBackAt: "tomorrow" })).toContain("Write the call-back time as a date and a time");
    const long = await refused(person.id, { outcome: "voicemail", note: "x".repeat(501) });
    expect(long).toContain("A call note is at most 500 characters: put the rest in a note below");
    expect(hasTag(long, 'name="note"', 'aria-invalid="true"', 'aria-describedby="attempt-note-error"')).toBe(true);
    expect(await refused(person.id, { outcome: "voicemail", scheduled: "yes" })).toContain("Only a reached call books a consultation");
    expect(await attemptsOf(person.id)).toHaveLength(0);
  });

  it("a post from another origin is refused and logs nothing", async () => {
    const person = await lead({ name: "Forged Call" });
    const forged = await log(person.id, { outcome: "reached" }, "https://evil.example");
    expect(forged.response.status).toBe(403);
    expect(await attemptsOf(person.id)).toHaveLength(0);
    expect(await row(person.id)).toMatchObject({ status: "new", first_contact_at: null });
  });

  it("a request erased meanwhile logs nothing and says so", async () => {
    const { response, text } = await log(987_654_321, { outcome: "busy", via: "js" });
    expect(response.status).toBe(400);
    expect(text).toContain("This request no longer exists");
  });
});

describe("call-back times are Kent wall time (a fixed now)", () => {
  // 2026: clocks spring forward on Sunday 8 March and fall back on Sunday 1 November.
  const springEve = new Date("2026-03-08T03:30:00Z"); // Sat 7 Mar, 7:30 pm PST
  const fallEve = new Date("2026-11-01T02:30:00Z"); // Sat 31 Oct, 7:30 pm PDT

  it("tomorrow morning is 9 am Kent on the other side of either change", () => {
    expect(presetTime("morning", springEve).toISOString()).toBe("2026-03-08T16:00:00.000Z");
    expect(presetTime("morning", fallEve).toISOString()).toBe("2026-11-01T17:00:00.000Z");
  });

  it("this evening is 6 pm Kent, or tomorrow's once past", () => {
    expect(presetTime("evening", springEve).toISOString()).toBe("2026-03-09T01:00:00.000Z");
    expect(presetTime("evening", fallEve).toISOString()).toBe("2026-11-02T02:00:00.000Z");
    expect(presetTime("evening", new Date("2026-03-07T20:00:00Z")).toISOString()).toBe("2026-03-08T02:00:00.000Z");
  });

  it("in 1 h is an hour of real time, even across the change", () => {
    expect(presetTime("in-1h", new Date("2026-03-08T09:30:00Z")).toISOString()).toBe("2026-03-08T10:30:00.000Z");
    expect(presetTime("in-1h", new Date("2026-11-01T08:30:00Z")).toISOString()).toBe("2026-11-01T09:30:00.000Z");
  });

  it("a typed time reads as Kent wall time with the offset of its own day", () => {
    expect(readCallBack({ at: "2026-03-08T10:00" }, springEve)).toEqual({ ok: true, at: new Date("2026-03-08T17:00:00Z") });
    expect(readCallBack({ at: "2026-03-07T21:00" }, springEve)).toEqual({ ok: true, at: new Date("2026-03-08T05:00:00Z") });
    expect(readCallBack({ at: "2026-11-01T10:00" }, fallEve)).toEqual({ ok: true, at: new Date("2026-11-01T18:00:00Z") });
    expect(readCallBack({ at: "2026-10-31T21:00" }, fallEve)).toEqual({ ok: true, at: new Date("2026-11-01T04:00:00Z") });
    // The fall-back hour happens twice: the first one (still daylight time).
    expect(readCallBack({ at: "2026-11-01T01:30" }, fallEve)).toEqual({ ok: true, at: new Date("2026-11-01T08:30:00Z") });
    // A typed time wins over a preset.
    expect(readCallBack({ at: "2026-03-08T10:00", preset: "in-1h" }, springEve)).toEqual({ ok: true, at: new Date("2026-03-08T17:00:00Z") });
  });

  it("a time the spring change skips does not exist; the past and a year away are refused", () => {
    expect(kentWallTime("2026-03-08T02:30")).toMatchObject({ ok: false, error: expect.stringContaining("does not exist in Kent") });
    expect(readCallBack({ at: "2026-03-07T19:00" }, springEve)).toMatchObject({ ok: false, error: expect.stringContaining("That time has passed in Kent") });
    expect(readCallBack({ at: "2027-03-09T10:00" }, springEve)).toMatchObject({ ok: false, error: "That is more than a year away: check the date" });
    expect(readCallBack({}, springEve)).toMatchObject({ ok: false, error: "Choose when to call back: a preset or a time (Kent time)" });
  });

  it("the form reads the time against the now it is given", () => {
    const read = readDeskAction({ intent: "attempt", formKey: "k".repeat(20), outcome: "call-back", callBackPreset: "morning" }, fallEve);
    expect(read).toEqual({
      ok: true,
      input: { intent: "attempt", formKey: "k".repeat(20), outcome: "call-back", note: null, callBackAt: "2026-11-01T17:00:00.000Z", scheduled: false },
    });
  });
});
