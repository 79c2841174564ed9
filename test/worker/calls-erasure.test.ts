/** A person's calls in the download and the erasure (issue 58, item 6): their calls and recordings (transcripts included)
 * listed; erased with their requests, hang-ups that opened none among them; each recording queued in the erasure's own
 * batch and deleted at Twilio at once (the stand-in records the DELETE), or retried by the Cron when Twilio fails. */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, inject, it } from "vitest";
import { db } from "~/db/client.server";
import { deleteDueRecordings } from "~/phone/recordings.server";
import { deskClient, deskEnv } from "./desk-client";
import { callerNumber, callLead, makeCall } from "./phone-calls";

const { urls, vars } = inject("standIns");
const STAFF = "privacy@kestrelinjurylaw.example";
const store = db(env);
type Row = Record<string, unknown>;

const desk = deskClient(STAFF);

const formValue = (html: string, name: string) => new RegExp(`name="intent" value="erase"[\\s\\S]*?name="${name}" value="([^"]+)"`).exec(html)?.[1];

async function erase(person: string) {
  const asked = await desk("/desk/data-requests", { intent: "ask-erase", person });
  return desk("/desk/data-requests", {
    intent: "erase",
    person: formValue(asked.text, "person")!,
    formKey: formValue(asked.text, "formKey")!,
    confirmKey: formValue(asked.text, "confirmKey")!,
  });
}

const deletesAtTwilio = async () =>
  ((await (await fetch(`${urls.twilio}/__received`)).json()) as { method: string; path: string; status: number }[]).filter((r) => r.method === "DELETE");
const control = (command: object) => fetch(`${urls.twilio}/__control`, { method: "POST", body: JSON.stringify(command) });
const deletion = (sid: string) => env.DB.prepare("SELECT * FROM recording_deletions WHERE recording_sid = ?").bind(sid).first<Row>();
const count = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>())!.n;

/** A caller with a request: a missed call with its voicemail, a second call with another, and a hang-up that opened none. */
async function caller() {
  const from = callerNumber();
  const leadId = await callLead(from);
  const first = await makeCall({ from, leadId, opened: true, voicemail: { seconds: 12, transcript: "I was hit at a crosswalk on Meeker Street." } });
  const second = await makeCall({ from, leadId, voicemail: { seconds: 8 } });
  const hangUp = await makeCall({ from, hangUp: true, durationSeconds: 4 });
  return { from, leadId, sids: [first.recordingSid!, second.recordingSid!], callIds: [first.callId, second.callId, hangUp.callId] };
}

beforeEach(async () => {
  await control({ reset: true });
  // Deletions other tests left due (the line queues an unanswered call's recording): done first, so the counts are this test's.
  await deleteDueRecordings({ ...deskEnv(), ...vars } as Env, store, new Date(Date.now() + 400 * 86_400_000));
});

describe("a person's calls and recordings", () => {
  it("are in their download, transcripts included, never Twilio's ids or address; the copies at Twilio are named", async () => {
    const person = await caller();
    const { response, text } = await desk("/desk/data-requests/export.json", { person: person.from, formKey: crypto.randomUUID() });
    expect(response.status).toBe(200);
    const file = JSON.parse(text) as { tables: Record<string, Row[]>; sentOutsideThisDatabase: string[]; keptAfterErasure: Record<string, string> };
    expect(file.tables.phone_calls!.map((c) => Number(c.id)).sort()).toEqual([...person.callIds].sort());
    expect(file.tables.call_recordings).toHaveLength(2);
    expect(file.tables.call_recordings!.map((r) => r.transcript)).toContain("I was hit at a crosswalk on Meeker Street.");
    expect(text).not.toContain(person.sids[0]);
    expect(text).not.toContain("/Recordings/");
    expect(file.tables.phone_calls![0]).not.toHaveProperty("call_sid");
    expect(file.sentOutsideThisDatabase).toEqual(expect.arrayContaining(["Calls to the firm (Twilio's call logs)", "Voicemails and call recordings (Twilio)"]));
    expect(file.keptAfterErasure.blocked_numbers).toContain("stays blocked");
  });

  it("are erased with them, hang-ups included; each recording is deleted at Twilio at once, and the page says so", async () => {
    const person = await caller();
    const other = await caller();
    const erased = await erase(person.from);
    expect(erased.response.status).toBe(303);
    const location = erased.response.headers.get("Location")!;
    expect(location).toMatch(/^\/desk\/data-requests\?erased=[\w-]+&recordings=2\.0$/);
    expect(await count(`SELECT count(*) AS n FROM phone_calls WHERE from_e164 = ?`, person.from)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM call_recordings WHERE recording_sid IN (?, ?)`, ...person.sids)).toBe(0);
    const deletes = await deletesAtTwilio();
    for (const sid of person.sids) {
      expect(deletes.some((d) => d.path === `/2010-04-01/Accounts/${vars.TWILIO_ACCOUNT_SID}/Recordings/${sid}.json` && d.status === 204)).toBe(true);
      expect(await deletion(sid)).toMatchObject({ attempts: 1, last_error: null, deleted_at: expect.any(String) });
    }
    // Someone else's calls and recordings: untouched, here and at Twilio.
    expect(await count(`SELECT count(*) AS n FROM phone_calls WHERE from_e164 = ?`, other.from)).toBe(3);
    expect(deletes.some((d) => other.sids.some((sid) => d.path.includes(sid)))).toBe(false);
    const page = await desk(location);
    expect(page.text).toContain("Recordings deleted at Twilio: 2.");
    expect(page.text).toContain("Twilio's console (Monitor → Logs → Calls)");
  });

  it("when Twilio fails, the deletion waits and the Cron retries it until Twilio confirms", async () => {
    const from = callerNumber();
    const leadId = await callLead(from);
    const { recordingSid } = await makeCall({ from, leadId, opened: true, voicemail: { seconds: 5 } });
    await control({ fail: 1, with: 500 });
    const erased = await erase(from);
    expect(erased.response.headers.get("Location")).toMatch(/&recordings=0\.1$/);
    const waiting = await deletion(recordingSid!);
    expect(waiting).toMatchObject({ attempts: 1, deleted_at: null, last_error: "Twilio answered 500" });
    // Not before its next try (a minute on), then by the Cron's run.
    expect(Date.parse(String(waiting!.next_at)) - Date.parse(String(waiting!.requested_at))).toBeGreaterThanOrEqual(60_000);
    const cronEnv = { ...deskEnv(), ...vars } as Env;
    expect(await deleteDueRecordings(cronEnv, store, new Date())).toEqual({ deleted: 0, pending: 0 });
    expect(await deleteDueRecordings(cronEnv, store, new Date(Date.now() + 2 * 60_000))).toEqual({ deleted: 1, pending: 0 });
    expect(await deletion(recordingSid!)).toMatchObject({ attempts: 2, deleted_at: expect.any(String) });
    expect((await deletesAtTwilio()).filter((d) => d.path.includes(recordingSid!)).map((d) => String(d.status))).toEqual(["500", "204"]);
    const page = await desk(erased.response.headers.get("Location")!);
    expect(page.text).toContain("1 still to delete at Twilio");
  });
});
