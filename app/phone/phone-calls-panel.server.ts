// The phone calls panel's server side: the request's calls (who answered, when, how long, each recording through the
// desk's proxy with its transcript), completing a call's request and blocking the caller's number (decision 0095).
import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { callsDeskWords, clockLength } from "~/content/calls-desk";
import { caseTypeLabel, caseTypeValues } from "~/content/case-types";
import { ownerName } from "~/content/intake-roster";
import { phoneDeskWords } from "~/content/phone-line";
import type { Db } from "~/db/client.server";
import { type CallRecordingRow, leads, type PhoneCallRow } from "~/db/schema.server";
import { callDispositions, type CallDisposition } from "~/db/statuses";
import type { DeskRead, LeadActionResult } from "~/desk/form-schemas";
import type { PanelAction } from "~/desk/request/dispatch.server";
import { hasOpenWork, openWork } from "~/declines/closing.server";
import { statusChangeStatements, setCaseTypeStatement } from "~/leads/store.server";
import { deskAnswer, formKey } from "~/lib/desk-post.server";
import { kentShort } from "~/lib/kent-time";
import { log } from "~/lib/log";
import { isOfficeOpen } from "~/lib/office-hours";
import { displayNumber } from "~/lib/tel";
import { blockCaller, blockForm } from "./block-list.server";
import { numberLabel } from "./call-counts";
import { recordingPath } from "./recordings.server";
import { callById, completeCall, isBlocked, latestCallsOfLead, recordingsOfCalls } from "./store.server";

const words = callsDeskWords;
/** The panel's latest calls: a number that calls every day stays one screen (the rest on its "show all" page). */
export const LATEST_PHONE_CALLS = 20;

/** Who took the call, in staff words: a roster member's name, the on-call phone or the answering service. */
export const answererName = (who: string) =>
  who === "on-call" ? phoneDeskWords.onCall : who === "answering-service" ? phoneDeskWords.answeringService : ownerName(who);

export const dispositionLabel = (disposition: CallDisposition) =>
  disposition === "case" ? words.complete.caseLabel : phoneDeskWords.dispositions[disposition];

/** How a call was completed, with the request's case type when it was a case. */
export const completionLabel = (disposition: CallDisposition, caseType: string) =>
  disposition === "case" && caseType !== "unknown" ? `${dispositionLabel("case")}, ${caseTypeLabel(caseType)}` : dispositionLabel(disposition);

/** What happened to a call, in one line. */
export function callOutcome(call: PhoneCallRow, recordings: Pick<CallRecordingRow, "kind" | "status" | "durationSeconds">[]): string {
  if (call.status === "answered" && call.answeredBy) return words.outcome.answered(answererName(call.answeredBy), call.talkSeconds);
  if (call.status === "missed") {
    const voicemail = recordings.find((r) => r.kind === "voicemail" && r.status !== "absent" && r.status !== "failed");
    // The office's hours when it rang, not the route: the on-call phones also ring when nobody on intake has a phone.
    const after = isOfficeOpen(new Date(call.startedAt)) ? "" : ` (${words.afterHours})`;
    return words.outcome.missed(voicemail ? (voicemail.durationSeconds ?? 0) : null) + after;
  }
  return call.status === "answered" ? words.outcome.answered(words.outcome.someone, call.talkSeconds) : words.outcome[call.status];
}

const numbersOf = (calls: PhoneCallRow[]) => [...new Set(calls.map((c) => c.fromE164).filter((n): n is string => Boolean(n)))];

const transcriptOf = (r: CallRecordingRow) =>
  r.transcript
    ? r.transcript
    : r.transcriptStatus === "failed"
      ? words.transcript.failed
      : r.transcriptStatus === "skipped"
        ? words.transcript.skipped
        : r.kind === "voicemail"
          ? words.transcript.pending
          : null;

function panelFlash(url: URL): string {
  const saved = url.searchParams.get("saved");
  if (saved === "call") {
    const disposition = url.searchParams.get("disposition") as CallDisposition | null;
    return disposition && callDispositions.includes(disposition)
      ? words.complete.saved(dispositionLabel(disposition), url.searchParams.get("closed") === "1")
      : "";
  }
  return saved === "block" ? (url.searchParams.get("already") === "1" ? words.block.already("That number") : words.block.blocked("that number")) : "";
}

/** A call as the panel and the request's "show all" page list it: what happened, its recordings, its completion. */
function callLine(call: PhoneCallRow, own: CallRecordingRow[], caseType: string) {
  return {
    id: call.id,
    at: kentShort(call.startedAt),
    startedAt: call.startedAt,
    number: words.numberCalled(numberLabel(call.numberKey)),
    from: call.fromE164 ? displayNumber(call.fromE164) : words.withheld,
    fromE164: call.fromE164,
    callerName: call.callerName,
    language: call.language,
    outcome: callOutcome(call, own),
    recordings: own
      .filter((r) => r.status !== "absent" && r.status !== "failed")
      .map((r) => ({
        id: r.id,
        label: `${words.recording[r.kind]}${r.durationSeconds ? ` (${clockLength(r.durationSeconds)})` : ""}`,
        download: words.downloadOf(words.recording[r.kind]),
        src: r.status === "completed" ? recordingPath(r.id) : null,
        transcript: transcriptOf(r),
      })),
    completed:
      call.disposition && call.completedAt
        ? {
            label: completionLabel(call.disposition, caseType),
            by: call.completedBy ?? "",
            byName: ownerName(call.completedBy),
            at: call.completedAt,
            when: kentShort(call.completedAt),
          }
        : null,
    opened: call.openedRequest,
  };
}

export type CallLine = ReturnType<typeof callLine>;

export async function callLines(db: Db, calls: PhoneCallRow[], caseType: string): Promise<CallLine[]> {
  const recordings = await recordingsOfCalls(
    db,
    calls.map((c) => c.id),
  );
  return calls.map((call) =>
    callLine(
      call,
      recordings.filter((r) => r.phoneCallId === call.id),
      caseType,
    ),
  );
}

export async function phoneCallsPanelData(db: Db, lead: { id: number; caseType: string }, url: URL) {
  const read = await latestCallsOfLead(db, lead.id, LATEST_PHONE_CALLS + 1);
  const calls = read.slice(0, LATEST_PHONE_CALLS);
  const lines = await callLines(db, calls, lead.caseType);
  // The block form once per number: on its newest call.
  const firstOfNumber = new Set(numbersOf(calls).map((n) => calls.find((c) => c.fromE164 === n)!.id));
  const blocked = new Set((await Promise.all(numbersOf(calls).map(async (n) => ((await isBlocked(db, n)) ? n : null)))).filter(Boolean));
  return {
    formKey: crypto.randomUUID(),
    flash: panelFlash(url),
    /** More calls than shown: all of them on the request's "show all" page. */
    more: read.length > LATEST_PHONE_CALLS,
    calls: lines.map((line) => ({
      ...line,
      blocked: line.fromE164 ? blocked.has(line.fromE164) : false,
      offerBlock: firstOfNumber.has(line.id),
    })),
  };
}

export type PhoneCallsData = Awaited<ReturnType<typeof phoneCallsPanelData>>;

export const completeForm = z.object({
  intent: z.literal("call-complete"),
  formKey,
  callId: z.coerce.number().check(z.int(), z.positive()),
  disposition: z.enum(callDispositions),
  caseType: z.optional(z.string()),
  name: z.optional(z.string()),
});

export type CallCompleteInput = {
  intent: "call-complete";
  formKey: string;
  callId: number;
  disposition: CallDisposition;
  caseType: string | null;
  name: string | null;
};

/** A case needs its type; a one-tap disposition ignores the case fields the same form carries. */
export function readCallComplete(input: z.infer<typeof completeForm>): DeskRead {
  const { intent, formKey: key, callId, disposition } = input;
  if (disposition !== "case") return { ok: true, input: { intent, formKey: key, callId, disposition, caseType: null, name: null } };
  const caseType = (input.caseType ?? "").trim();
  if (!(caseTypeValues as readonly string[]).includes(caseType)) return { ok: false, field: "caseType", error: words.complete.chooseCaseType };
  const name = (input.name ?? "").trim().replace(/\s+/g, " ");
  if (name.length > 200) return { ok: false, field: "name", error: words.complete.nameTooLong };
  return { ok: true, input: { intent, formKey: key, callId, disposition, caseType, name: name || null } };
}

/** A request this call opened and nobody has moved on: a one-tap closes it as not a case. */
const CLOSABLE = ["new", "contacted"] as const;

export const completeCallAction: PanelAction<"call-complete"> = async (post, input) => {
  const { db, leadId, by, now } = post;
  const refuse = (field: "form", error: string) =>
    deskAnswer<LeadActionResult>(post, { ok: false, intent: "call-complete", field, error, callId: input.callId }, "");
  const [lead] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId));
  const call = await callById(db, input.callId);
  if (!lead || !call || call.leadId !== leadId) return refuse("form", words.complete.notThisRequest);
  const at = now.toISOString();
  const closes = input.disposition !== "case" && call.openedRequest && (CLOSABLE as readonly string[]).includes(lead.status);
  if (closes && hasOpenWork(await openWork(db, leadId, { from: lead.status, to: "not-a-case" }, now))) return refuse("form", words.complete.openWork);
  const done = await completeCall(db, { callId: call.id, leadId, disposition: input.disposition, by, formKey: input.formKey, at }, (ours) =>
    input.disposition === "case"
      ? [setCaseTypeStatement(db, leadId, { caseType: input.caseType!, name: input.name }, ours)]
      : closes
        ? statusChangeStatements(db, { leadId, to: "not-a-case", from: CLOSABLE, by, formKey: input.formKey, at, when: ours, callDue: "clear" })
        : [],
  );
  if (done.kind === "gone") return refuse("form", words.complete.notThisRequest);
  if (done.kind === "done-before")
    return refuse(
      "form",
      words.complete.doneBefore(
        done.call.disposition ? dispositionLabel(done.call.disposition) : "",
        ownerName(done.call.completedBy),
        done.call.completedAt ? kentShort(done.call.completedAt) : "",
      ),
    );
  if (done.kind === "completed") log("info", "desk_call_completed", { leadId, callId: call.id, disposition: input.disposition });
  const disposition = done.call.disposition ?? input.disposition;
  const closed = disposition !== "case" && closes;
  const caseWords = disposition === "case" && input.caseType ? `: ${caseTypeLabel(input.caseType)}` : "";
  return deskAnswer(
    post,
    { ok: true, intent: "call-complete", message: words.complete.saved(dispositionLabel(disposition), closed) + caseWords, callKey: crypto.randomUUID() },
    `saved=call&disposition=${disposition}&closed=${closed ? 1 : 0}#phone-calls`,
  );
};

export const blockNumberAction: PanelAction<"block-number"> = async (post, input) => {
  const answer = await blockCaller(post.env, post.db, input, post.by, post.now);
  const callId = Number(post.form.callId) || undefined;
  if (!answer.ok) return deskAnswer<LeadActionResult>(post, { ok: false, intent: "block-number", field: "e164", error: answer.error, callId }, "");
  return deskAnswer(
    post,
    { ok: true, intent: "block-number", message: answer.message, callKey: crypto.randomUUID() },
    `saved=block&already=${answer.already ? 1 : 0}#phone-calls`,
  );
};

export const phoneCallForms = [completeForm, blockForm] as const;
