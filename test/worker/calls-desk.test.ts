/** The request page's phone calls panel (issue 58, items 5 and 7): each call with who answered, when, how long, the
 * voicemail through the proxy and its transcript; completing a call's request (a case type, or one tap that closes a
 * request the call opened) once per form; blocking the caller, never one of the firm's own numbers. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import type { PhoneCallRow } from "~/db/schema.server";
import { callOutcome } from "~/phone/phone-calls-panel.server";
import { queueRecordingDeletion, saveRecording } from "~/phone/store.server";
import { deskClient } from "./desk-client";
import { leadsWhere } from "./lead-helpers";
import { callerNumber, callLead, makeCall } from "./phone-calls";

const STAFF = "intake@kestrelinjurylaw.example";
const desk = deskClient(STAFF);
const key = () => crypto.randomUUID();
const callRow = (id: number) => env.DB.prepare("SELECT * FROM phone_calls WHERE id = ?").bind(id).first<Record<string, unknown>>();
const complete = (leadId: number, callId: number, fields: Record<string, string>, formKey = key()) =>
  desk(`/desk/leads/${leadId}`, { intent: "call-complete", formKey, callId: String(callId), via: "js", ...fields });

describe("the phone calls panel", () => {
  it("shows each call: the number called, who answered and how long, the voicemail through the proxy with its transcript", async () => {
    const from = callerNumber();
    const leadId = await callLead(from);
    const missed = await makeCall({
      from,
      leadId,
      opened: true,
      numberKey: "google-ads",
      voicemail: { seconds: 42, transcript: "My car was rear-ended on Highway 167." },
    });
    await makeCall({ from, leadId, answeredBy: "intake@kestrelinjurylaw.example", talkSeconds: 252 });
    const page = await desk(`/desk/leads/${leadId}`);
    expect(page.response.status).toBe(200);
    expect(page.text).toContain('id="phone-calls"');
    expect(page.text).toContain("Google Ads number");
    expect(page.text).toContain("Missed, voicemail 0:42");
    expect(page.text).toMatch(/Answered by [^<]+, 4 min 12 s/);
    expect(page.text).toContain(`src="/desk/calls/recordings/${missed.recordingId}"`);
    expect(page.text).toContain('preload="none"');
    expect(page.text).toContain("My car was rear-ended on Highway 167.");
    expect(page.text).not.toContain("/Recordings/");
    // A request without calls shows no panel.
    const other = await callLead(callerNumber());
    expect((await desk(`/desk/leads/${other}`)).text).not.toContain('id="phone-calls"');
  });

  it("says after hours only of a call missed while the office was closed, whatever phones rang", () => {
    const missed = (startedAt: string, route: PhoneCallRow["route"]) =>
      ({ status: "missed", route, startedAt, answeredBy: null, talkSeconds: null }) as PhoneCallRow;
    // A Tuesday at 10:00 in Kent, and the same day at 01:00.
    const open = "2027-06-08T17:00:00.000Z";
    const closed = "2027-06-08T08:00:00.000Z";
    expect(callOutcome(missed(open, "on-call"), [])).toBe("Missed, no voicemail");
    expect(callOutcome(missed(open, "voicemail"), [])).toBe("Missed, no voicemail");
    expect(callOutcome(missed(open, "team"), [])).toBe("Missed, no voicemail");
    expect(callOutcome(missed(closed, "voicemail"), [])).toBe("Missed, no voicemail (after hours)");
    expect(callOutcome(missed(closed, "answering-service"), [])).toBe("Missed, no voicemail (after hours)");
  });

  it("never offers a recording queued for deletion at Twilio or deleted there: not on the panel, the player or the download", async () => {
    const from = callerNumber();
    const leadId = await callLead(from);
    const { callId, recordingId } = await makeCall({ from, leadId, opened: true, voicemail: { seconds: 9 } });
    // The call's own recording, queued for deletion at once because nobody took the call.
    const sid = `RE${crypto.randomUUID().replaceAll("-", "")}`;
    const at = new Date().toISOString();
    const store = db(env);
    await saveRecording(store, {
      callId,
      recordingSid: sid,
      twilioUrl: `https://api.twilio.com/Recordings/${sid}`,
      kind: "call",
      status: "completed",
      channels: 2,
      durationSeconds: 30,
      at,
    });
    await queueRecordingDeletion(store, sid, at);
    const gone = (await env.DB.prepare("SELECT id FROM call_recordings WHERE recording_sid = ?").bind(sid).first<{ id: number }>())!.id;
    const page = await desk(`/desk/leads/${leadId}`);
    expect(page.text).toContain(`/desk/calls/recordings/${recordingId}`);
    expect(page.text).not.toContain(`/desk/calls/recordings/${gone}`);
    expect(page.text).not.toContain("Call recording");
    expect((await desk(`/desk/calls/recordings/${gone}`)).response.status).toBe(404);
    const file = await deskClient("privacy@kestrelinjurylaw.example")("/desk/data-requests/export.json", { person: from, formKey: key() });
    const recordings = (JSON.parse(file.text) as { tables: Record<string, { kind: string }[]> }).tables.call_recordings!;
    expect(recordings.map((r) => r.kind)).toEqual(["voicemail"]);
  });

  it("shows a request's latest 20 calls, and links to all of them, 50 a page by keyset", async () => {
    const from = callerNumber();
    const leadId = await callLead(from);
    const base = Date.now() - 86_400_000;
    // Minutes apart, so each call's time names it ("… 3:07 PM").
    const times: string[] = [];
    for (let i = 0; i < 51; i++) {
      const at = new Date(base + i * 60_000).toISOString();
      times.push(at);
      await makeCall({ from, leadId, at, voicemail: i === 0 ? { seconds: 7 } : undefined });
    }
    const page = await desk(`/desk/leads/${leadId}`);
    const panel = page.text.split('id="phone-calls"')[1]!.split("</section>")[0]!;
    expect(panel.match(/Complete this call's request/g)).toHaveLength(20);
    expect(panel).toContain("The latest 20 calls of this request are shown.");
    expect(panel).toContain(`href="/desk/leads/${leadId}/all/phone-calls"`);
    const first = await desk(`/desk/leads/${leadId}/all/phone-calls`);
    expect(first.response.status).toBe(200);
    expect(first.text).toContain("Phone calls");
    // The rendered lines only (the page's data, sent along for React, says each outcome once more).
    const items = (html: string) => [...html.matchAll(/>(Missed, [^<]+)<\/p>/g)].map((m) => m[1]!.replace(" (after hours)", ""));
    expect(items(first.text)).toHaveLength(50);
    const older = /href="([^"]*\/all\/phone-calls\?after=[^"]+)"/.exec(first.text)![1]!.replaceAll("&amp;", "&");
    const second = await desk(older);
    // The oldest call, with its voicemail's player, alone on the second page.
    expect(items(second.text)).toEqual(["Missed, voicemail 0:07"]);
    expect(second.text).toMatch(/src="\/desk\/calls\/recordings\/\d+"/);
    expect(second.text).not.toContain("Complete this call's request");
  });

  it("completes a call as a case: the case type and the caller's name, once for a form posted twice", async () => {
    const from = callerNumber();
    const leadId = await callLead(from);
    const { callId } = await makeCall({ from, leadId, opened: true, answeredBy: STAFF, talkSeconds: 90 });
    const formKey = key();
    const first = await complete(leadId, callId, { disposition: "case", caseType: "truck-accidents", name: "  Dana   Whitfield " }, formKey);
    expect(first.response.status).toBe(200);
    expect(first.text).toContain("Completed: A case: Truck Accidents");
    const again = await complete(leadId, callId, { disposition: "case", caseType: "truck-accidents", name: "Dana Whitfield" }, formKey);
    expect(again.response.status).toBe(200);
    const [lead] = await leadsWhere("id = ?", leadId);
    expect(lead!.case_type).toBe("truck-accidents");
    expect(lead!.name).toBe("Dana Whitfield");
    expect((lead as unknown as { status: string }).status).toBe("new");
    const row = await callRow(callId);
    expect(row).toMatchObject({ disposition: "case", completed_by: STAFF, completed_form_key: formKey });
    // Another form on the same call: already completed, nothing changed.
    // The timeline has the call and its completion.
    const page = await desk(`/desk/leads/${leadId}`);
    expect(page.text).toMatch(/the caller[^<]*<\/[^>]+>\s*<[^>]+>Call in \(Main line number\): Answered by/);
    expect(page.text).toContain("Completed the call: A case, Truck Accidents");
    const late = await complete(leadId, callId, { disposition: "wrong-number" });
    expect(late.response.status).toBe(400);
    expect(late.text).toContain("Already completed by");
    expect((await callRow(callId))!.disposition).toBe("case");
  });

  it("refuses a case without its type, and a call of another request", async () => {
    const from = callerNumber();
    const leadId = await callLead(from);
    const { callId } = await makeCall({ from, leadId, opened: true });
    const untyped = await complete(leadId, callId, { disposition: "case", caseType: "" });
    expect(untyped.response.status).toBe(400);
    expect(untyped.text).toContain("Choose the case type");
    const elsewhere = await callLead(callerNumber());
    const wrong = await complete(elsewhere, callId, { disposition: "solicitation" });
    expect(wrong.response.status).toBe(400);
    expect(wrong.text).toContain("not on this request");
    expect((await callRow(callId))!.completed_at).toBeNull();
  });

  it("one tap on the call that opened the request closes it as not a case; on a joined call it keeps only the disposition", async () => {
    const from = callerNumber();
    const opened = await callLead(from);
    const first = await makeCall({ from, leadId: opened, opened: true });
    const tap = await complete(opened, first.callId, { disposition: "solicitation", caseType: "car-accidents" });
    expect(tap.text).toContain("Completed: Solicitation. The request is closed as Not a case");
    const [closed] = await leadsWhere("id = ?", opened);
    expect(closed).toMatchObject({ status: "not-a-case", call_due_at: null, case_type: "unknown" });
    const history = await env.DB.prepare("SELECT from_status, to_status, changed_by FROM lead_status_changes WHERE lead_id = ?").bind(opened).all();
    expect(history.results).toEqual([{ from_status: "new", to_status: "not-a-case", changed_by: STAFF }]);

    const web = await callLead(callerNumber(), { status: "contacted" });
    const joined = await makeCall({ leadId: web, opened: false });
    const kept = await complete(web, joined.callId, { disposition: "existing-client" });
    expect(kept.text).toContain("Completed: Existing client");
    expect((await leadsWhere("id = ?", web))[0]).toMatchObject({ status: "contacted" });
    expect((await callRow(joined.callId))!.disposition).toBe("existing-client");
  });

  it("without JavaScript: a 303 back to the panel, which says what was saved", async () => {
    const from = callerNumber();
    const leadId = await callLead(from);
    const { callId } = await makeCall({ from, leadId, opened: true });
    const posted = await desk(`/desk/leads/${leadId}`, { intent: "call-complete", formKey: key(), callId: String(callId), disposition: "wrong-number" });
    expect(posted.response.status).toBe(303);
    const back = posted.response.headers.get("Location")!;
    expect(back).toBe(`/desk/leads/${leadId}?saved=call&disposition=wrong-number&closed=1#phone-calls`);
    const page = await desk(back.replace(/#.*/, ""));
    expect(page.text).toContain("Completed: Wrong number. The request is closed as Not a case");
  });

  it("blocks the caller's number once; never the firm's own numbers or a staff phone", async () => {
    const from = callerNumber();
    const leadId = await callLead(from);
    await makeCall({ from, leadId, opened: true });
    const block = (e164: string, extra: Record<string, string> = { confirmBlock: "yes" }, formKey = key()) =>
      desk(`/desk/leads/${leadId}`, { intent: "block-number", formKey, e164, via: "js", reason: "Robocalls", ...extra });
    const untick = await block(from, {});
    expect(untick.response.status).toBe(400);
    expect(untick.text).toContain("Tick the box");
    const formKey = key();
    expect((await block(from, { confirmBlock: "yes" }, formKey)).text).toContain("Blocked: calls from");
    expect((await block(from, { confirmBlock: "yes" }, formKey)).response.status).toBe(200);
    expect((await block(from)).text).toContain("was already blocked");
    const rows = await env.DB.prepare("SELECT reason, blocked_by FROM blocked_numbers WHERE e164 = ? AND unblocked_at IS NULL").bind(from).all();
    expect(rows.results).toEqual([{ reason: "Robocalls", blocked_by: STAFF }]);
    expect((await desk(`/desk/leads/${leadId}`)).text).toContain("are blocked.");
    for (const own of ["+12535550142", "(253) 555-0142", "+12535550101"]) {
      const refused = await block(own);
      expect(refused.response.status).toBe(400);
      expect(refused.text).toContain("the firm's own numbers");
    }
    expect((await block("not a number")).text).toContain("Write a phone number");
  });
});

describe("/desk/calls", () => {
  const blockList = (html: string) => html.split('id="block-list"')[1]!.split("</section>")[0]!;

  it("lists the week's calls newest first, each with its request, in pages of 50; hang-ups apart; a Calls link in the desk's nav", async () => {
    const base = Date.now() - 3_600_000;
    const mine: string[] = [];
    for (let i = 0; i < 55; i++) {
      const from = callerNumber();
      mine.push(from);
      await makeCall({ from, at: new Date(base + i * 1000).toISOString(), leadId: await callLead(from), opened: true });
    }
    const hungUp = callerNumber();
    await makeCall({ from: hungUp, hangUp: true, durationSeconds: 4 });
    const first = await desk("/desk/calls");
    expect(first.response.status).toBe(200);
    expect(first.text).toContain('href="/desk/calls"');
    expect(first.text).toContain("Older calls");
    const newest = mine.at(-1)!;
    const display = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;
    // The newest call leads the first page, with its request.
    expect(first.text.indexOf(display(newest))).toBeLessThan(first.text.indexOf(display(mine.at(-2)!)));
    expect(first.text).toMatch(/href="\/desk\/leads\/\d+"[^>]*>#\d+/);
    // The hang-up is listed under Hang-ups, not among the calls.
    const [calls, hangUps] = first.text.split('id="hang-ups"');
    expect(calls).not.toContain(display(hungUp));
    expect(hangUps).toContain(display(hungUp));
    expect(first.text).toMatch(/\d+ hang-ups? in the last 7 days/);
    // A cursor made by hand is the first page, never an error.
    expect((await desk("/desk/calls?after=not-a-cursor")).response.status).toBe(200);
    // Page by page, every call once.
    const seen: string[] = [];
    let page = first;
    for (let turn = 0; turn < 20; turn++) {
      const section = page.text.split('id="recent-calls"')[1]!.split('id="hang-ups"')[0]!;
      const rows = [...section.matchAll(/<tr[^>]*><th scope="row"/g)].length;
      expect(rows).toBeLessThanOrEqual(50);
      seen.push(...mine.filter((n) => section.includes(display(n))));
      const older = /href="(\?after=[^"]+)"/.exec(section)?.[1];
      if (!older) break;
      page = await desk(`/desk/calls${older.replaceAll("&amp;", "&")}`);
    }
    expect(seen.sort()).toEqual([...mine].sort());
  });

  it("pages the hang-ups by keyset, 50 a page, apart from the calls", async () => {
    const base = Date.now() - 7_200_000;
    const mine: string[] = [];
    for (let i = 0; i < 51; i++) {
      const from = callerNumber();
      mine.push(from);
      await makeCall({ from, at: new Date(base + i * 1000).toISOString(), hangUp: true, durationSeconds: 3 });
    }
    const display = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;
    const seen: string[] = [];
    let page = await desk("/desk/calls");
    for (let turn = 0; turn < 20; turn++) {
      const section = page.text.split('id="hang-ups"')[1]!.split('id="block-list"')[0]!;
      expect([...section.matchAll(/<tr[^>]*><th scope="row"/g)].length).toBeLessThanOrEqual(50);
      seen.push(...mine.filter((n) => section.includes(display(n))));
      const older = /href="(\?hang-ups-after=[^"#]+)#hang-ups"/.exec(section)?.[1];
      if (!older) break;
      page = await desk(`/desk/calls${older}`);
    }
    expect(seen.sort()).toEqual([...mine].sort());
  });

  it("blocks a number, counts the calls it rejects, and unblocks it once", async () => {
    const number = callerNumber();
    const blocked = await desk("/desk/calls", { intent: "block-number", formKey: key(), e164: number, confirmBlock: "yes", via: "js" });
    expect(blocked.response.status).toBe(200);
    await makeCall({ from: number, blocked: true });
    await makeCall({ from: number, blocked: true });
    const page = await desk("/desk/calls");
    const display = `(${number.slice(2, 5)}) ${number.slice(5, 8)}-${number.slice(8)}`;
    const item = blockList(page.text);
    expect(item).toContain(display);
    expect(item).toContain("2 calls rejected");
    const id = (await env.DB.prepare("SELECT id FROM blocked_numbers WHERE e164 = ? AND unblocked_at IS NULL").bind(number).first<{ id: number }>())!.id;
    const formKey = key();
    const unblock = () => desk("/desk/calls", { intent: "unblock-number", formKey, blockId: String(id) });
    const plain = await unblock();
    expect(plain.response.status).toBe(303);
    expect(plain.response.headers.get("Location")).toBe("/desk/calls?saved=unblock");
    expect((await unblock()).response.status).toBe(303);
    const late = await desk("/desk/calls", { intent: "unblock-number", formKey: key(), blockId: String(id), via: "js" });
    expect(late.response.status).toBe(400);
    expect(late.text).toContain("not blocked any more");
    expect(blockList((await desk("/desk/calls")).text)).not.toContain(display);
    const own = await desk("/desk/calls", { intent: "block-number", formKey: key(), e164: "253-555-0142", confirmBlock: "yes" });
    expect(own.response.status).toBe(400);
    expect(own.text).toContain("the firm's own numbers");
    expect(own.text).toContain('value="253-555-0142"');
  });
});
