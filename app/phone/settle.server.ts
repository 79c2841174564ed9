// A call becomes what the desk works (issue 58, decision 0093): a missed call opens a request or joins the caller's,
// an answered one is a reach by whoever took it, a hang-up stays apart. Idempotent: run by every webhook that may end a call.
import { findByKey, setCallDue } from "~/leads/store.server";
import { logAttempt } from "~/calls/store.server";
import { phoneDeskWords } from "~/content/phone-line";
import { rosterMember } from "~/content/intake-roster";
import type { Db } from "~/db/client.server";
import type { NewLeadRow, PhoneCallRow } from "~/db/schema.server";
import { attemptNew } from "~/deliveries/engine.server";
import { errorMessage, log } from "~/lib/log";
import { displayNumber } from "~/lib/tel";
import { createLead } from "~/intake/arrival.server";
import { staffPhones } from "~/intake/text-door.server";
import { alertMissedCall } from "./alerts.server";
import { lineOf, settleRule, type Settled } from "./settle-rule";
import { readPhoneSettings } from "./settings.server";
import { callById, callerRequest, hasVoicemail, linkStatements, markHangUp, markStaffCall } from "./store.server";
import { textBackAfterMissedCall } from "./text-back.server";
import { ON_CALL } from "./routing";

/** A call's request gets the records the team keeps; a missed one the on-call text too (nobody has spoken to them). */
const missedChannels = ["staff-email", "sms", "webhook", "clio-grow"];
const answeredChannels = ["staff-email", "webhook", "clio-grow"];

type Wait = (promise: Promise<unknown>) => void;

export function callRequestRow(call: PhoneCallRow, answered: boolean, at: string): NewLeadRow {
  const line = lineOf(call.numberKey);
  const member = answered ? rosterMember(call.answeredBy) : undefined;
  return {
    createdAt: at,
    name: phoneDeskWords.requestName(call.fromE164 ? displayNumber(call.fromE164) : null),
    email: "",
    phone: call.fromE164,
    caseType: "unknown",
    description: phoneDeskWords.description[answered ? "answered" : "missed"],
    sourcePage: "",
    sourceUrl: "",
    pageTitle: phoneDeskWords.pageTitle(line.label, answered),
    privacyConsent: false,
    idempotencyKey: call.callSid,
    // Two settles at once (the voicemail and the status callback) store one request.
    leadKey: `call:${call.callSid}`,
    submittedVia: "call",
    turnstile: "not-applicable",
    language: call.language,
    // The number's first touch: cost per request and per signed case count the call under its source.
    channel: line.touch.source,
    utmSource: line.touch.sender,
    utmMedium: "call",
    utmCampaign: line.touch.campaign,
    ownerEmail: member?.email,
  };
}

export interface SettleOutcome {
  rule: Settled;
  leadId: number | null;
  opened: boolean;
}

export async function settleCall(env: Env, db: Db, callId: number, now: Date, wait: Wait): Promise<SettleOutcome> {
  const call = await callById(db, callId);
  if (!call) return { rule: "wait", leadId: null, opened: false };
  const rule = settleRule(call, await hasVoicemail(db, callId));
  const none = { rule, leadId: null, opened: false };
  if (rule === "wait" || rule === "blocked") return none;
  // A staff phone calling the line (a test, a transfer) is never a person's request: settled as such once it ended.
  if (call.fromE164 && staffPhones(env).has(call.fromE164)) {
    await markStaffCall(db, callId);
    return none;
  }
  if (rule === "hang-up") {
    await markHangUp(db, callId);
    return none;
  }
  const answered = rule === "answered";
  let leadId = call.leadId;
  let opened = call.openedRequest;
  if (leadId === null) ({ leadId, opened } = await linkRequest(env, db, call, answered, now, wait));
  if (answered) await logReach(db, call, leadId);
  else if (rule === "missed" && readPhoneSettings(env).textBack && call.fromE164)
    wait(textBackAfterMissedCall(env, db, { leadId, e164: call.fromE164, at: now }));
  return { rule, leadId, opened };
}

/** The caller's own request (same E.164), else a new one; linked once, whoever settles first. */
async function linkRequest(env: Env, db: Db, call: PhoneCallRow, answered: boolean, now: Date, wait: Wait): Promise<{ leadId: number; opened: boolean }> {
  const at = now.toISOString();
  const own = await findByKey(db, `call:${call.callSid}`);
  const joined = own ? null : call.fromE164 ? await callerRequest(db, call.fromE164, now) : null;
  if (joined) {
    const [linked] = await db.batch([...linkStatements(db, call.id, joined.id, false)]);
    if (linked.meta.changes > 0 && !answered) {
      // The person called again and nobody took it: due now, and its owner hears of it.
      await setCallDue(db, joined.id, at);
      wait(alertMissedCall(env, db, joined.id, now));
    }
    return { leadId: (await callById(db, call.id))?.leadId ?? joined.id, opened: false };
  }
  const member = answered ? rosterMember(call.answeredBy) : undefined;
  const stored = own
    ? { lead: own, created: false, deliveries: [] }
    : await createLead(env, db, callRequestRow(call, answered, at), { only: answered ? answeredChannels : missedChannels, ownerBy: member?.email, now });
  await db.batch([...linkStatements(db, call.id, stored.lead.id, true)]);
  if (stored.created) {
    log("info", "call_request_created", { leadId: stored.lead.id, callId: call.id });
    wait(attemptNew(env, stored.deliveries).catch((error) => log("error", "delivery_attempt_error", { leadId: stored.lead.id, message: errorMessage(error) })));
  }
  const linked = await callById(db, call.id);
  return { leadId: linked?.leadId ?? stored.lead.id, opened: linked?.openedRequest ?? true };
}

/** Answered: a reach on the request, by who took it (an on-call phone not on the roster: "on-call"); once per call. */
async function logReach(db: Db, call: PhoneCallRow, leadId: number) {
  const by = rosterMember(call.answeredBy)?.email ?? ON_CALL;
  await logAttempt(db, {
    leadId,
    outcome: "reached",
    callBackAt: null,
    note: phoneDeskWords.answeredNote(lineOf(call.numberKey).label),
    scheduled: false,
    by,
    formKey: `call:${call.callSid}`,
    at: new Date(call.answeredAt ?? call.startedAt),
  });
}
