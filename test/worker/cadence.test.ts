/**
 * The call cadence (decision 0045): due times across an evening, a weekend, Thanksgiving and both
 * clock changes, the after-hours promise, a call-back overriding it; and the request's stored due
 * time kept by arrival, logged calls and status changes, the tenth unanswered call making it unreachable.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { logAttempt } from "~/calls/store.server";
import { changeStatus } from "~/leads/store.server";
import { type CadenceAttempt, type CadenceInput, firmCadenceSettings, nextCallDue } from "~/calls/cadence";
import { db } from "~/db/client.server";
import { emailRecorder, leadsWhere, postJson, ownPhone, validLead } from "./lead-helpers";

const t = (iso: string) => new Date(iso);
const no = (at: string): CadenceAttempt => ({ at: t(at), outcome: "no-answer", callBackAt: null });
const due = (input: Partial<CadenceInput> & Pick<CadenceInput, "startedAt">, settings = firmCadenceSettings) =>
  nextCallDue({ status: "new", attempts: [], duplicateOfOpen: false, ...input }, settings)?.toISOString() ?? null;

describe("the first call", () => {
  it("is due at once in office hours", () => {
    expect(due({ startedAt: t("2026-12-08T18:00:00Z") })).toBe("2026-12-08T18:00:00.000Z");
  });

  it("after hours moves to the next opening, a few minutes in for a request that came later in the night", () => {
    // Tuesday 19:00 PST: Wednesday opens 08:30 (16:30Z); 1.5 of the 15 closed hours gone: 3 minutes in.
    expect(due({ startedAt: t("2026-11-25T03:00:00Z") })).toBe("2026-11-25T16:33:00.000Z");
    // One at 05:00 comes after it: 11.5 of 15 hours: 23 minutes in.
    expect(due({ startedAt: t("2026-11-25T13:00:00Z") })).toBe("2026-11-25T16:53:00.000Z");
  });

  it("over a weekend: Saturday 10:00 is due Monday 08:38", () => {
    // Friday 17:30 to Monday 08:30 is 63 hours; Saturday 10:00 is 16.5 of them: 8 of the 30 minutes.
    expect(due({ startedAt: t("2026-11-21T18:00:00Z") })).toBe("2026-11-23T16:38:00.000Z");
  });

  it("over Thanksgiving: Wednesday evening is due Monday, the Thursday and Friday closed", () => {
    expect(due({ startedAt: t("2026-11-26T01:45:00Z") })).toMatch(/^2026-11-30T16:3\d:00.000Z$/);
  });

  it("is due at once after hours when the firm promises a call tonight, and at the opening once that is past", () => {
    const tonight = { ...firmCadenceSettings, afterHours: { phones: "answering-service", callback: { kind: "tonight", until: "21:00" } } as const };
    expect(due({ startedAt: t("2026-12-09T03:00:00Z") }, tonight)).toBe("2026-12-09T03:00:00.000Z");
    expect(due({ startedAt: t("2026-12-09T06:00:00Z") }, tonight)).toMatch(/^2026-12-09T16:/);
  });
});

describe("the later calls", () => {
  // Tuesday 2026-12-08 (PST, UTC-8): the first call at 09:00.
  const first = "2026-12-08T17:00:00Z";
  it("follow the default table: +1 h, +4 h, then 09:00 and 15:00 over the next office days", () => {
    const attempts = [no(first)];
    expect(due({ startedAt: t(first), attempts })).toBe("2026-12-08T18:00:00.000Z");
    attempts.push(no("2026-12-08T18:00:00Z"));
    expect(due({ startedAt: t(first), attempts })).toBe("2026-12-08T22:00:00.000Z");
    attempts.push(no("2026-12-08T22:00:00Z"));
    const expected = [
      "2026-12-09T17:00",
      "2026-12-09T23:00",
      "2026-12-10T17:00",
      "2026-12-10T23:00",
      "2026-12-11T17:00",
      "2026-12-11T23:00",
      "2026-12-14T17:00",
    ];
    for (const at of expected) {
      expect(due({ startedAt: t(first), attempts })).toBe(`${at}:00.000Z`);
      attempts.push(no(`${at}:00Z`));
    }
    // Ten unanswered: nothing more is due.
    expect(attempts).toHaveLength(10);
    expect(due({ startedAt: t(first), attempts })).toBeNull();
  });

  it("a +4 h step past closing moves to the next opening; a late call pushes the next by an hour", () => {
    expect(due({ startedAt: t(first), attempts: [no(first), no("2026-12-08T23:00:00Z")] })).toBe("2026-12-09T16:30:00.000Z");
    // The fourth call made Wednesday 14:30: the fifth is not due at 15:00 but 15:30.
    const late = [no(first), no("2026-12-08T18:00:00Z"), no("2026-12-08T22:00:00Z"), no("2026-12-09T22:30:00Z")];
    expect(due({ startedAt: t(first), attempts: late })).toBe("2026-12-09T23:30:00.000Z");
  });

  it("the office days skip Thanksgiving and the day after", () => {
    const wednesday = "2026-11-25T17:00:00Z";
    const attempts = [no(wednesday), no("2026-11-25T18:00:00Z"), no("2026-11-25T22:00:00Z")];
    expect(due({ startedAt: t(wednesday), attempts })).toBe("2026-11-30T17:00:00.000Z");
  });

  it("keep Kent's wall clock across the spring change", () => {
    // Friday 2026-03-06 (PST); Monday 03-09 is PDT (UTC-7).
    const friday = [no("2026-03-06T18:00:00Z"), no("2026-03-06T19:00:00Z"), no("2026-03-06T23:00:00Z")];
    expect(due({ startedAt: t("2026-03-06T17:55:00Z"), attempts: friday })).toBe("2026-03-09T16:00:00.000Z");
    expect(due({ startedAt: t("2026-03-06T17:55:00Z"), attempts: friday.slice(0, 2) })).toBe("2026-03-06T23:00:00.000Z");
    // A +4 h past closing on Friday: Monday 08:30 PDT.
    expect(due({ startedAt: t("2026-03-06T17:55:00Z"), attempts: [friday[0], no("2026-03-07T00:00:00Z")] })).toBe("2026-03-09T15:30:00.000Z");
  });

  it("keep Kent's wall clock across the autumn change", () => {
    // Friday 2026-10-30 (PDT); Monday 11-02 is PST (UTC-8).
    const friday = [no("2026-10-30T16:00:00Z"), no("2026-10-30T17:00:00Z"), no("2026-10-30T21:00:00Z")];
    expect(due({ startedAt: t("2026-10-30T15:55:00Z"), attempts: friday })).toBe("2026-11-02T17:00:00.000Z");
    expect(due({ startedAt: t("2026-10-30T15:55:00Z"), attempts: [friday[0], no("2026-10-30T23:00:00Z")] })).toBe("2026-11-02T16:30:00.000Z");
  });
});

describe("what overrides or ends the cadence", () => {
  const start = t("2026-12-08T17:00:00Z");
  it("a call-back time holds, even in the evening and on a contacted request", () => {
    const callBack: CadenceAttempt = { at: t("2026-12-08T17:05:00Z"), outcome: "call-back", callBackAt: t("2026-12-09T03:00:00Z") };
    expect(due({ startedAt: start, attempts: [callBack] })).toBe("2026-12-09T03:00:00.000Z");
    expect(due({ startedAt: start, attempts: [callBack], status: "contacted" })).toBe("2026-12-09T03:00:00.000Z");
  });

  it("nothing is due for a reached, decided, unreachable or duplicate request", () => {
    for (const status of ["contacted", "consultation-scheduled", "signed", "declined", "referred-out", "not-a-case", "unreachable"] as const) {
      expect(due({ startedAt: start, status }), status).toBeNull();
    }
    expect(due({ startedAt: start, duplicateOfOpen: true })).toBeNull();
  });
});

describe("the request's stored due time", () => {
  const store = () => db(env);
  async function lead() {
    const fields = validLead({ email: `${crypto.randomUUID()}@example.com`, phone: ownPhone() });
    await postJson(fields, { email: emailRecorder() });
    return (await leadsWhere("idempotency_key = ?", fields.idempotencyKey))[0] as unknown as { id: number; created_at: string; call_due_at: string | null };
  }
  const row = async (id: number) =>
    (await env.DB.prepare("SELECT status, call_due_at FROM leads WHERE id = ?").bind(id).first<{ status: string; call_due_at: string | null }>())!;
  const history = async (id: number) =>
    (await env.DB.prepare("SELECT changed_by, from_status, to_status FROM lead_status_changes WHERE lead_id = ? ORDER BY id").bind(id).all()).results;
  const call = (leadId: number, outcome: "no-answer" | "reached" | "call-back", at: Date, callBackAt: string | null = null) =>
    logAttempt(store(), { leadId, outcome, callBackAt, note: null, scheduled: false, by: "sam@example.test", formKey: crypto.randomUUID(), at });

  it("is set on arrival from the cadence", async () => {
    const stored = await lead();
    expect(stored.call_due_at).not.toBeNull();
    expect(stored.call_due_at).toBe(nextCallDue({ status: "new", startedAt: t(stored.created_at), attempts: [], duplicateOfOpen: false })!.toISOString());
  });

  it("moves with each logged call; the tenth unanswered makes the request unreachable, a later reach reopens it", async () => {
    const { id } = await lead();
    await env.DB.prepare("UPDATE leads SET created_at = '2026-12-08T16:59:00.000Z' WHERE id = ?").bind(id).run();
    const times = [
      "2026-12-08T17:00",
      "2026-12-08T18:00",
      "2026-12-08T22:00",
      "2026-12-09T17:00",
      "2026-12-09T23:00",
      "2026-12-10T17:00",
      "2026-12-10T23:00",
      "2026-12-11T17:00",
      "2026-12-11T23:00",
    ];
    await call(id, "no-answer", t(`${times[0]}:00Z`));
    expect((await row(id)).call_due_at).toBe("2026-12-08T18:00:00.000Z");
    for (const at of times.slice(1)) await call(id, "no-answer", t(`${at}:00Z`));
    expect(await row(id)).toEqual({ status: "new", call_due_at: "2026-12-14T17:00:00.000Z" });
    const tenth = await call(id, "no-answer", t("2026-12-14T17:00:00Z"));
    expect(tenth).toMatchObject({ kind: "logged", status: "unreachable" });
    expect(await row(id)).toEqual({ status: "unreachable", call_due_at: null });
    expect(await history(id)).toEqual([{ changed_by: "cadence", from_status: "new", to_status: "unreachable" }]);
    await call(id, "reached", t("2026-12-15T17:00:00Z"));
    expect(await row(id)).toEqual({ status: "contacted", call_due_at: null });
    expect((await history(id)).at(-1)).toEqual({ changed_by: "sam@example.test", from_status: "unreachable", to_status: "contacted" });
  });

  it("a call-back sets it to the person's time; a decided request has none; reopening makes it due at once", async () => {
    const { id } = await lead();
    await call(id, "call-back", t("2026-12-08T17:00:00Z"), "2026-12-09T02:30:00.000Z");
    expect((await row(id)).call_due_at).toBe("2026-12-09T02:30:00.000Z");
    const move = (from: "new" | "declined", to: "new" | "declined", at: Date) =>
      changeStatus(store(), { leadId: id, from, to, expectedFeeCents: null, by: "sam@example.test", formKey: crypto.randomUUID(), at });
    await move("new", "declined", t("2026-12-09T17:00:00Z"));
    expect(await row(id)).toEqual({ status: "declined", call_due_at: null });
    await move("declined", "new", t("2026-12-10T18:00:00Z"));
    expect(await row(id)).toEqual({ status: "new", call_due_at: "2026-12-10T18:00:00.000Z" });
    // The cadence restarts from the reopening: the next unanswered call is its first.
    await call(id, "no-answer", t("2026-12-10T18:05:00Z"));
    expect((await row(id)).call_due_at).toBe("2026-12-10T19:05:00.000Z");
  });
});
