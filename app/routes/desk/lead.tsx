/** One request on the desk: what to do next (call and log it, reply, status, note), its timeline, fields,
 * deliveries (with a retry) and source. The forms post to this action, work without JavaScript (a 303 back
 * with a `?saved=` note), are refused from another origin, and apply once if posted twice. */
import { useEffect, useState } from "react";
import { data, isRouteErrorResponse, useFetcher } from "react-router";
import { sourceName } from "~/attribution/source";
import { CallBar } from "~/desk/components/call-bar";
import { OwnerPanel, ownerEvents } from "~/desk/components/owner-panel";
import { ownerAction, ownerPanelData } from "~/desk/owners.server";
import { QualificationSummary } from "~/desk/components/qualification-summary";
import { qualificationOf } from "~/desk/qualification";
import { topicOf } from "~/leads/answers";
import { answersOf } from "~/leads/answers.server";
import { ConflictPanel } from "~/desk/components/conflict-panel";
import { clearanceWords, conflictState } from "~/desk/conflicts";
import { clearConflict, conflictFile } from "~/leads/conflicts.server";
import { NoteForm, RetryButton, StatusForm } from "~/desk/components/lead-forms";
import { LetterPanel } from "~/desk/components/letter-panel";
import { closingWords, mayGetLetter } from "~/desk/declines";
import { currentOutcome, letterOf, outcomesByChange, recordOutcome, sendLetter } from "~/desk/declines.server";
import { SamePerson } from "~/desk/components/same-person";
import { linkedEvents, unlinkAnswer } from "~/desk/same-person-page";
import { unlinkRequest, addNote, changeStatus, markOpened } from "~/leads/store.server";
import { DeskSection } from "~/desk/components/desk-section";
import { Facts } from "~/desk/components/facts";
import { TextThread } from "~/desk/components/text-thread";
import { ConsultationPanel } from "~/desk/components/consultation-panel";
import { consultationPanelData, bookingAction } from "~/desk/consultation-page.server";
import { hasBooking } from "~/desk/consultations.server";
import { closeOpenWork, hasOpenWork, openWork, openWorkWords, workToken } from "~/desk/closing.server";
import { turnAwayWords } from "~/content/closing-a-request";
import { AgreementPanel } from "~/desk/components/agreement-panel";
import { agreementPanelData } from "~/desk/agreements.server";
import { SIGNED_BY_CLIENT } from "~/lib/agreement";
import { textThread } from "~/desk/texts.server";
import { replyAnswer, sendReply } from "~/desk/text-reply.server";
import { caseTypeLabel } from "~/content/case-types";
import { replyMailto } from "~/content/reply-email";
import { heldFirstTextWords } from "~/content/service-area";
import { releaseHeldFirstText } from "~/deliveries/visitor-text.server";
import { areaOf } from "~/lib/service-area.server";
import { displayNumber } from "~/lib/texting";
import { attemptDelivery } from "~/deliveries/engine.server";
import { textAfterMissedCall, textNoteOf, textNotes, textNoteWords } from "~/deliveries/missed-call-send.server";
import { channelLabel } from "~/deliveries/channel.server";
import { type LeadActionResult, readDeskAction } from "~/desk/form-schemas";
import { money } from "~/lib/money";
import { countsAsOpening } from "~/desk/opening";
import { deskId } from "~/desk/paths";
import { logAttempt } from "~/calls/store.server";
import { leadFile } from "~/desk/request/request.server";
import { callBackPresets, loggedMessage, outcomeLabel, presetLabel } from "~/desk/call-attempts";
import { deliveryOf, retryDelivery } from "~/deliveries/store.server";
import { type MissingRequest, missingRequest } from "~/desk/data-requests.server";
import { deskAnswer, readDeskPost, staffOf } from "~/lib/desk-post.server";
import { statusLabel } from "~/leads/status";
import { isTurnedAway, type LeadStatus } from "~/db/statuses";
import { duration, kentShort, kentInputValue } from "~/lib/kent-time";
import { log } from "~/lib/log";
import { telUri } from "~/lib/tel";
import type { Route } from "./+types/lead";
import type { Db } from "~/db/client.server";
import type { LeadRow } from "~/db/schema.server";

const newKey = () => crypto.randomUUID();
/** A consultation needs its time and place: the status alone sends no invitation. */
const BOOK_HINT = ". Now book its day, time and place under Consultation below";

/** "Saved: Signed, $25,000". */
const savedStatus = (status: LeadStatus, feeCents: number | null) => `Saved: ${statusLabel[status]}${status === "signed" && feeCents !== null ? `, ${money(feeCents)}` : ""}`;

/** A delivery's state in words, for "Retry now". */
const deliveryOutcome = (d: { status: string; lastError: string | null }) =>
  d.status === "sent"
    ? "Sent"
    : d.status === "failed"
      ? `Still failing: ${d.lastError ?? "no reason given"}`
      : d.status === "skipped" || d.status === "superseded"
        ? `Not sent, and it will not be: ${d.lastError ?? d.status}`
        : `Not sent yet, will try again${d.lastError ? `: ${d.lastError}` : ""}`;

/** How a first text staff sent went. */
const firstTextOutcome = (d: { status: string; target: string; lastError: string | null }) =>
  d.status === "sent" ? heldFirstTextWords.sent(displayNumber(d.target)) : `First text: ${deliveryOutcome(d)}`;

/** The confirmation of a post made without JavaScript: its 303 carried `?saved=` (and what it saved). */
async function savedFlash(db: Db, lead: LeadRow, url: URL, retried: { label: string; status: string; target: string; lastError: string | null } | undefined): Promise<string | null> {
  switch (url.searchParams.get("saved")) {
    case "answers":
      return "Answers saved";
    case "status": {
      const closed = /^([01])\.(\d{1,2})$/.exec(url.searchParams.get("closed") ?? "");
      const done = closed ? turnAwayWords.done({ consultation: closed[1] === "1", agreements: Number(closed[2]) }) : "";
      const closedWords = done ? `. ${done}` : "";
      return savedStatus(lead.status, lead.expectedFeeCents) + (lead.status === "consultation-scheduled" && !(await hasBooking(db, lead.id)) ? BOOK_HINT : "") + closedWords;
    }
    case "same":
      return `Already ${statusLabel[lead.status]}`;
    case "note":
      return "Note saved";
    case "letter":
      return "Letter kept with the request and on its way (copy to the intake inbox): see Non-engagement letter below";
    case "unlink":
      return unlinkAnswer(url.searchParams.get("link"));
    case "retry":
      return retried ? `${retried.label}: ${deliveryOutcome(retried)}` : null;
    case "first-text":
      return retried ? firstTextOutcome(retried) : null;
    default:
      return null;
  }
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { env, db, email } = staffOf(context);
  const typed = deskId(params.id);
  const file = typed === null ? undefined : await leadFile(db, typed);
  // Erased or never there: said on a desk page (ErrorBoundary below), with the audit's when and who.
  if (!file) throw data(await missingRequest(db, params.id), { status: 404 });
  const id = file.lead.id;
  // Only a staff member's own visit opens it: no HEAD, prefetch or cross-site load.
  if (!file.lead.openedAt && countsAsOpening(request)) await markOpened(db, id, email, new Date());
  // The confirmation after a post without JavaScript (the 303 carried `?saved=`).
  const url = new URL(request.url);
  const saved = url.searchParams.get("saved");
  const deliveries = file.deliveries.map((d) => ({ ...d, label: channelLabel[d.channel] ?? d.channel }));
  const retried = deliveries.find((d) => String(d.id) === url.searchParams.get("delivery"));
  const logged = saved === "attempt" ? file.attempts.find((a) => String(a.id) === url.searchParams.get("attempt")) : undefined;
  const now = new Date();
  const conflicts = await conflictFile(db, id);
  const presets = Object.fromEntries(callBackPresets.map((p) => [p, presetLabel(p, now)])) as Record<(typeof callBackPresets)[number], string>;
  const flash = await savedFlash(db, file.lead, url, retried);
  const conflictFlash = saved === "conflict" ? "Recorded: checked, no conflict" : "";
  const texts = await textThread(env, db, file.lead, now);
  const area = areaOf(env, file.lead.phone);
  // Each form gets a key of its own: posted twice, it is applied once.
  return {
    ...file,
    deliveries,
    flash,
    attemptFlash: logged ? loggedMessage(logged.outcome, logged.callBackAt) + textNotes.filter((n) => n === url.searchParams.get("text")).map((n) => textNoteWords[n]).join("") : "",
    presets,
    qualification: qualificationOf(await answersOf(db, id), topicOf(file.lead), now),
    callBackMin: kentInputValue(now),
    justSaved: saved === "status" || saved === "same",
    conflicts,
    conflictFlash,
    keys: { status: newKey(), note: newKey(), attempt: newKey(), unlink: newKey(), conflict: newKey(), letter: newKey(), reply: newKey() },
    outcome: await currentOutcome(db, file.lead),
    letter: await letterOf(db, id),
    closings: await outcomesByChange(db, id),
    owner: await ownerPanelData(db, file.lead, email),
    texts,
    replyFlash: saved === "text" ? replyAnswer(file.lead, texts.messages.find((m) => m.id === Number(url.searchParams.get("text")))) : "",
    consultation: await consultationPanelData(db, id, now, saved),
    agreement: await agreementPanelData(db, file.lead, url, now),
    /** The phone is outside the firm's service area: the desk says so before a call or a text (decision 0062). */
    outsideArea: area && !area.inArea ? area.words : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const id = deskId(args.params.id);
  const post = await readDeskPost(args, `/desk/leads/${id}`);
  const { env, db, by: email, form, now } = post;
  if (id === null) throw data(await missingRequest(db, args.params.id), { status: 404 });
  const intents = ["status", "note", "retry", "attempt", "owner", "unlink", "clear-conflict", "consultation", "cancel-consultation", "letter", "text-reply", "first-text"] as const;
  const intent = intents.find((name) => name === form.intent) ?? "unknown";
  const answer = (result: LeadActionResult, flash: string) => deskAnswer(post, result, flash);
  const read = readDeskAction(form, now);
  // A refused booking or reply comes back with what was typed, so a page without JavaScript keeps it.
  const typed = intent === "consultation" ? Object.fromEntries(["date", "time", "kind", "link", "host"].map((name) => [name, String(form[name] ?? "")])) : undefined;
  if (!read.ok) return answer({ ok: false, intent, field: read.field, error: read.error, typed, ...(intent === "text-reply" && { value: String(form.text ?? "").slice(0, 1600) }) }, "");
  const input = read.input;
  if (input.intent === "text-reply") {
    const file = await leadFile(db, id);
    if (!file) return answer({ ok: false, intent: "text-reply", field: "form", error: "This request no longer exists (it may have been erased); nothing was sent." }, "");
    const outcome = await sendReply(env, db, { lead: file.lead, body: input.text, by: email, formKey: input.formKey, now, outsideArea: input.outsideArea });
    if (outcome.kind === "refused") return answer({ ok: false, intent: "text-reply", field: outcome.field ?? "text", error: outcome.error, value: input.text }, "");
    return answer({ ok: true, intent: "text-reply", message: replyAnswer(file.lead, outcome.text), replyKey: newKey(), failed: outcome.text.status === "failed" }, `saved=text&text=${outcome.text.id}`);
  }
  if (input.intent === "first-text") {
    const released = await releaseHeldFirstText(env, db, { leadId: id, deliveryId: input.deliveryId, by: email, now });
    if (released.kind !== "released") return answer({ ok: false, intent: "first-text", field: "form", error: released.kind === "gone" ? heldFirstTextWords.gone : heldFirstTextWords.notSent(released.why) }, "");
    log("info", "desk_first_text_released", { leadId: id, deliveryId: released.delivery.id });
    await attemptDelivery(env, released.delivery.id, 0).catch((error) => log("error", "delivery_attempt_error", { deliveryId: released.delivery.id, message: String(error) }));
    const after = (await deliveryOf(db, id, released.delivery.id)) ?? released.delivery;
    return answer({ ok: true, intent: "first-text", message: firstTextOutcome(after) }, `saved=first-text&delivery=${after.id}`);
  }
  if (input.intent === "owner") {
    const { result, flash } = await ownerAction(db, id, input, email, now);
    return answer(result, flash);
  }
  if (input.intent === "unlink") {
    // A page unlinks only its own link, or a request linked to it.
    const outcome = input.linkId === id || input.from === id ? await unlinkRequest(db, { leadId: input.linkId, from: input.from, by: email, formKey: input.formKey, at: now }) : { kind: "stale" as const };
    if (outcome.kind === "unlinked") log("info", "desk_request_unlinked", { leadId: input.linkId, from: input.from });
    if (outcome.kind === "stale" || outcome.kind === "gone") return answer({ ok: false, intent: "unlink", field: "form", error: `Request #${input.linkId} is no longer linked to request #${input.from}; nothing changed` }, "");
    return answer({ ok: true, intent: "unlink", message: unlinkAnswer(String(input.linkId)), unlinkKey: newKey() }, `saved=unlink&link=${input.linkId}`);
  }
  if (input.intent === "consultation" || input.intent === "cancel-consultation") {
    const { result, flash } = await bookingAction(env, db, id, input, email, now);
    return answer(result, flash);
  }
  if (input.intent === "clear-conflict") {
    const cleared = await clearConflict(db, { leadId: id, matchKey: input.match, by: email, formKey: input.formKey, at: now });
    if (cleared.kind === "gone") return answer({ ok: false, intent: "clear-conflict", field: "form", match: input.match, error: "This match is no longer found (a name changed or the request was erased): reload the page." }, "");
    if (cleared.kind === "cleared") log("info", "desk_conflict_cleared", { leadId: id });
    const message = cleared.kind === "already" ? `Already checked by ${cleared.clearance.clearedBy}, ${kentShort(cleared.clearance.clearedAt)}` : "Recorded: checked, no conflict";
    return answer({ ok: true, intent: "clear-conflict", message, match: input.match }, "saved=conflict");
  }
  if (input.intent === "attempt") {
    const logged = await logAttempt(db, { leadId: id, outcome: input.outcome, callBackAt: input.callBackAt, note: input.note, scheduled: input.scheduled, by: email, formKey: input.formKey, at: now });
    if (logged.kind === "gone") return answer({ ok: false, intent: "attempt", field: "form", error: "This request no longer exists (it may have been erased); the call was not logged." }, "");
    if (logged.kind === "logged") log("info", "desk_call_logged", { leadId: id, outcome: input.outcome, status: logged.status });
    // A double tap answers as the first one did.
    const row = logged.kind === "logged" ? { id: logged.id, outcome: input.outcome, callBackAt: input.callBackAt } : logged.attempt;
    const book = logged.kind === "logged" && logged.status === "consultation-scheduled" && !(await hasBooking(db, id));
    const moved = logged.kind === "logged" && logged.status ? ` · now ${statusLabel[logged.status]}${book ? BOOK_HINT : ""}` : "";
    // Texted only for a call logged now, not for a double tap.
    const note = logged.kind === "logged" ? textNoteOf(await textAfterMissedCall(env, { leadId: id, outcome: input.outcome, at: now }).catch((error) => (log("error", "missed_call_text_failed", { leadId: id, message: String(error) }), { kind: "none" as const }))) : null;
    return answer({ ok: true, intent: "attempt", message: loggedMessage(row.outcome, row.callBackAt) + moved + (note ? textNoteWords[note] : ""), attemptKey: newKey() }, `saved=attempt&attempt=${row.id}${note ? `&text=${note}` : ""}${book ? "#consultation" : ""}`);
  }
  if (input.intent === "status") {
    // Turning the person away closes their consultation and agreement link: asked first, in those words.
    const work = await openWork(db, id, input, now);
    if (hasOpenWork(work) && input.confirm !== workToken(work)) {
      const typed = Object.fromEntries(["from", "to", "formKey", "expectedFee", "reason", "reasonText", "referredTo", "referralShare"].map((name) => [name, String(form[name] ?? "")]));
      const error = input.confirm ? turnAwayWords.changed : turnAwayWords.question(statusLabel[input.to]);
      return answer({ ok: false, intent: "status", field: "confirm", error, typed, question: { token: workToken(work), open: openWorkWords(work) } }, "");
    }
    const outcome = await changeStatus(db, { leadId: id, from: input.from, to: input.to, expectedFeeCents: input.expectedFeeCents, by: email, formKey: input.formKey, at: now });
    if (outcome.kind === "changed") log("info", "desk_status_changed", { leadId: id, from: input.from, to: input.to });
    // A repost writes it too if the first post stopped between the two writes.
    if (input.closing && (outcome.kind === "changed" || outcome.kind === "repeat")) await recordOutcome(db, { leadId: id, to: input.to, closing: input.closing, by: email, formKey: input.formKey, at: now });
    const closed = input.confirm && isTurnedAway(input.to) && (outcome.kind === "changed" || outcome.kind === "repeat") ? await closeOpenWork(env, db, { leadId: id, token: input.confirm, by: email, formKey: input.formKey, now }) : null;
    if (closed && (closed.consultation || closed.agreements)) log("info", "desk_closed_open_work", { leadId: id, to: input.to, ...closed });
    const closedWords = closed && turnAwayWords.done(closed) ? `. ${turnAwayWords.done(closed)}` : "";
    const closedFlash = closed ? `&closed=${closed.consultation ? 1 : 0}.${closed.agreements}` : "";
    const refuse = (error: string) => answer({ ok: false, intent: "status", field: "to", error }, "");
    switch (outcome.kind) {
      case "changed": {
        // Without JavaScript the page opens at the consultation form: the status books no time.
        const book = input.to === "consultation-scheduled" && !(await hasBooking(db, id));
        return answer({ ok: true, intent: "status", message: savedStatus(input.to, input.expectedFeeCents) + (book ? BOOK_HINT : "") + closedWords }, `saved=status${closedFlash}${book ? "#consultation" : ""}`);
      }
      case "repeat":
        // The same form again (a double tap): it was saved the first time.
        return answer({ ok: true, intent: "status", message: savedStatus(outcome.change.toStatus, outcome.change.expectedFeeCents) + closedWords }, `saved=status${closedFlash}`);
      case "stale":
        return refuse(
          outcome.change
            ? `Already moved to ${statusLabel[outcome.status]} by ${outcome.change.changedBy} at ${kentShort(outcome.change.changedAt)}; nothing saved`
            : `Already ${statusLabel[outcome.status]}; nothing saved`,
        );
      case "same":
        // Not a refusal: the request is where the member wants it (a second tap after a save).
        return answer({ ok: true, intent: "status", message: `Already ${statusLabel[outcome.status]}` }, "saved=same");
      case "gone":
        return refuse("This request no longer exists; nothing saved");
    }
  }
  if (input.intent === "note") {
    // Erased meanwhile: nothing was kept (a repost of a saved form is fine).
    if ((await addNote(db, { leadId: id, body: input.body, by: email, formKey: input.formKey, at: now })) === "gone") return answer({ ok: false, intent: "note", field: "body", error: "This request no longer exists (it may have been erased); the note was not saved." }, "");
    // Saved now or by the same form before: either way the box empties, with a new key.
    return answer({ ok: true, intent: "note", message: "Note saved", noteKey: newKey() }, "saved=note");
  }
  if (input.intent === "letter") {
    const sent = await sendLetter(env, db, { leadId: id, by: email, formKey: input.formKey, now });
    if (sent.kind === "gone") return answer({ ok: false, intent: "letter", field: "form", error: "This request no longer exists (it may have been erased); no letter was sent." }, "");
    if (sent.kind === "refused") return answer({ ok: false, intent: "letter", field: "form", error: sent.error }, "");
    if (sent.kind === "sent") log("info", "desk_letter_sent", { leadId: id, language: sent.letter.language });
    const message = sent.kind === "sent" ? `Letter sent to ${sent.letter.address}, with a copy to the intake inbox` : `The letter was already sent to ${sent.letter.address} on ${kentShort(sent.letter.createdAt)}`;
    return answer({ ok: true, intent: "letter", message }, "saved=letter");
  }
  const due = await retryDelivery(db, id, input.deliveryId, now);
  if (due) {
    // Attempted now, within this request, so the answer can say how it went.
    await attemptDelivery(env, due.id, due.attempts).catch((error) => log("error", "delivery_attempt_error", { deliveryId: due.id, message: String(error) }));
  }
  const after = await deliveryOf(db, id, input.deliveryId);
  if (!after) return answer({ ok: false, intent: "retry", field: "form", error: "No such delivery on this request", deliveryId: input.deliveryId }, "");
  return answer(
    { ok: true, intent: "retry", deliveryId: after.id, status: after.status, error: after.lastError, message: deliveryOutcome(after) },
    `saved=retry&delivery=${after.id}`,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `#${loaderData.lead.id} ${loaderData.lead.name}` : "Request"} | Intake desk` },
  { name: "robots", content: "noindex, nofollow" },
];


/** A form's key that changes only when a save hands a new one (emptying the form); a revalidation keeps it. */
function useFormKey(leadId: number, initial: string, saved: string | undefined): string {
  const [current, setCurrent] = useState({ lead: leadId, key: initial });
  useEffect(() => {
    if (saved) setCurrent({ lead: leadId, key: saved });
  }, [saved, leadId]);
  return current.lead === leadId ? current.key : initial;
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, deliveries, changes, notes, attempts, linked, keys, flash } = loaderData;
  const unlinkFetcher = useFetcher<LeadActionResult>({ key: `unlink-${lead.id}` });
  const attemptFetcher = useFetcher<LeadActionResult>({ key: `attempt-${lead.id}` });
  const statusFetcher = useFetcher<LeadActionResult>({ key: `status-${lead.id}` });
  const noteFetcher = useFetcher<LeadActionResult>({ key: `note-${lead.id}` });
  const conflictFetcher = useFetcher<LeadActionResult>({ key: `conflict-${lead.id}` });
  const posted = actionData as LeadActionResult | undefined;
  const consultFetcher = useFetcher<LeadActionResult>({ key: `consultation-${lead.id}` });
  const cancelFetcher = useFetcher<LeadActionResult>({ key: `consultation-cancel-${lead.id}` });
  const consult = loaderData.consultation;
  const consultResult = cancelFetcher.data ?? consultFetcher.data ?? (posted?.intent === "consultation" || posted?.intent === "cancel-consultation" ? posted : undefined);
  const statusResult = statusFetcher.data ?? (posted?.intent === "status" ? posted : undefined);
  const noteResult = noteFetcher.data ?? (posted?.intent === "note" ? posted : undefined);

  const savedNoteKey = noteFetcher.data?.ok && noteFetcher.data.intent === "note" ? noteFetcher.data.noteKey : undefined;
  const currentNoteKey = useFormKey(lead.id, keys.note, savedNoteKey);
  const loggedKey = attemptFetcher.data?.ok && attemptFetcher.data.intent === "attempt" ? attemptFetcher.data.attemptKey : undefined;
  const currentAttemptKey = useFormKey(lead.id, keys.attempt, loggedKey);
  const attemptResult = attemptFetcher.data ?? (posted?.intent === "attempt" ? posted : undefined);
  const ownerFetcher = useFetcher<LeadActionResult>({ key: `owner-${lead.id}` });
  const ownerKey = useFormKey(lead.id, loaderData.owner.firstKey, ownerFetcher.data?.ok && ownerFetcher.data.intent === "owner" ? ownerFetcher.data.ownerKey : undefined);
  const attemptConfirmation = (attemptFetcher.data?.ok ? attemptFetcher.data.message : "") || loaderData.attemptFlash;
  const replyFetcher = useFetcher<LeadActionResult>({ key: `reply-${lead.id}` });
  const replyKey = useFormKey(lead.id, keys.reply, replyFetcher.data?.ok && replyFetcher.data.intent === "text-reply" ? replyFetcher.data.replyKey : undefined);
  const replyResult = replyFetcher.data ?? (posted?.intent === "text-reply" ? posted : undefined);
  const firstTextFetcher = useFetcher<LeadActionResult>({ key: `first-text-${lead.id}` });

  const unlinkKey = useFormKey(lead.id, keys.unlink, unlinkFetcher.data?.ok && unlinkFetcher.data.intent === "unlink" ? unlinkFetcher.data.unlinkKey : undefined);
  const confirmation = [statusFetcher.data?.ok ? statusFetcher.data.message : null, noteFetcher.data?.ok ? noteFetcher.data.message : null, unlinkFetcher.data?.ok ? unlinkFetcher.data.message : null].filter(Boolean).join(" · ") || flash || "";
  const tel = lead.phone ? telUri(lead.phone) : null;
  const people = [
    lead.submittedVia === "desk"
      ? { at: lead.createdAt, who: "the desk", what: "Entered by staff (a phone call or walk-in)" }
      : { at: lead.createdAt, who: "the visitor", what: `Sent the request from ${lead.sourceUrl || lead.sourcePage || "the site"}` },
    ...(lead.openedAt ? [{ at: lead.openedAt, who: lead.openedBy ?? "", what: "Opened it on the desk" }] : []),
    ...changes.map((c) => ({
      at: c.changedAt,
      who: c.changedBy,
      what: `${statusLabel[c.fromStatus]} → ${statusLabel[c.toStatus]}${c.expectedFeeCents !== null ? ` (expected fee ${money(c.expectedFeeCents)})` : ""}${c.toStatus !== "signed" ? "" : c.changedBy === SIGNED_BY_CLIENT ? " (e-signature)" : " (set by hand)"}${loaderData.closings[c.formKey] ? `: ${loaderData.closings[c.formKey]}` : ""}`,
    })),
    ...ownerEvents(loaderData.owner.history),
    ...notes.map((n) => ({ at: n.createdAt, who: n.author, what: `Note: ${n.body}` })),
    ...loaderData.conflicts.clearances.map((c) => ({ at: c.clearedAt, who: c.clearedBy, what: clearanceWords(c.matchKey, loaderData.conflicts.matches) })),
    ...attempts.map((a) => ({
      at: a.attemptedAt,
      who: a.attemptedBy,
      what: `Call: ${outcomeLabel[a.outcome]}${a.callBackAt ? `, call back ${kentShort(a.callBackAt)} (Kent time)` : ""}${a.note ? `\n${a.note}` : ""}`,
    })),
    ...linkedEvents(lead.id, linked),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const delivered = deliveries
    .filter((d) => d.sentAt)
    .map((d) => ({ at: d.sentAt!, what: `${d.label} delivered to ${d.target === "*" ? "every staff inbox" : d.target}` }))
    .sort((a, b) => a.at.localeCompare(b.at));

  return (
    <article>
      <p>
        <a href="/desk?view=all" className="underline">
          ← All requests
        </a>
      </p>
      <h1 className="mt-2 font-serif text-3xl font-bold">
        #{lead.id} {lead.name}
      </h1>
      <CallBar
        key={currentAttemptKey}
        fetcher={attemptFetcher}
        phone={lead.phone}
        tel={tel}
        outsideArea={loaderData.outsideArea}
        formKey={currentAttemptKey}
        result={attemptResult}
        confirmation={attemptConfirmation}
        attempts={attempts}
        presets={loaderData.presets}
        min={loaderData.callBackMin}
        callDueAt={lead.callDueAt}
      />
      <QualificationSummary leadId={lead.id} qualification={loaderData.qualification} conflict={<a href="#conflict-heading" className="underline">{conflictState(loaderData.conflicts.matches)}</a>} />
      {loaderData.conflicts.matches.length > 0 && (
        <ConflictPanel
          fetcher={conflictFetcher}
          matches={loaderData.conflicts.matches}
          otherParty={loaderData.conflicts.otherParty}
          formKey={keys.conflict}
          result={conflictFetcher.data ?? (posted?.intent === "clear-conflict" ? posted : undefined)}
          confirmation={(conflictFetcher.data?.ok ? conflictFetcher.data.message : "") || loaderData.conflictFlash}
        />
      )}
      <OwnerPanel {...loaderData.owner} key={ownerKey} fetcher={ownerFetcher} formKey={ownerKey} result={ownerFetcher.data ?? (posted?.intent === "owner" ? posted : undefined)} />
      <p className="mt-3 text-lg">
        <span className="font-semibold">{statusLabel[lead.status]}</span> · {caseTypeLabel(lead.caseType)}
        {lead.language === "es" && " · wrote in Spanish"} · received {kentShort(lead.createdAt)}
        {lead.firstContactAt && ` · contacted after ${duration(lead.createdAt, lead.firstContactAt)}`}
      </p>
      <SamePerson lead={lead} linked={linked} fetcher={unlinkFetcher} formKey={unlinkKey} result={unlinkFetcher.data ?? (posted?.intent === "unlink" ? posted : undefined)} />
      <TextThread
        thread={loaderData.texts}
        reply={{ fetcher: replyFetcher, formKey: replyKey, result: replyResult, confirmation: (replyResult?.ok && replyResult.intent === "text-reply" ? replyResult.message : "") || loaderData.replyFlash }}
        firstText={{ fetcher: firstTextFetcher, result: firstTextFetcher.data ?? (posted?.intent === "first-text" ? posted : undefined) }}
      />
      <div className="mt-3 flex flex-wrap gap-3">
        {lead.email && (
          <a href={replyMailto(lead.email, lead.name, lead.language)} className="inline-block rounded border-2 border-ink px-4 py-2 text-lg font-semibold">
            Reply by email
          </a>
        )}
      </div>

      <p role="status" className={confirmation ? "mt-4 rounded border-2 border-green-800 bg-white p-3 font-semibold text-green-900" : "sr-only"}>
        {confirmation}
      </p>

      <DeskSection id="move" title="Where it stands" className="mt-6 rounded border border-ink/15 bg-white p-4">
        {/* Keyed on the status: after a save the picker is rebuilt from the saved state. */}
        <StatusForm
          key={lead.status}
          fetcher={statusFetcher}
          status={lead.status}
          formKey={keys.status}
          result={statusResult}
          justSaved={(statusFetcher.data?.ok && statusFetcher.data.intent === "status") || loaderData.justSaved}
        />
      </DeskSection>

      {(mayGetLetter(lead.status) || loaderData.letter) && (
        <LetterPanel
          leadId={lead.id}
          status={lead.status}
          outcome={loaderData.outcome ? closingWords(loaderData.outcome) : null}
          hasEmail={Boolean(lead.email.trim())}
          letter={loaderData.letter}
          formKey={keys.letter}
          posted={posted?.intent === "letter" ? posted : undefined}
        />
      )}

      <DeskSection id="consultation" title="Consultation">
        <ConsultationPanel
          key={consult.row ? `${consult.row.id}-${consult.row.sequence}` : "none"}
          fetcher={consultFetcher}
          cancelFetcher={cancelFetcher}
          consultation={consult.row}
          day={consult.day}
          time={consult.time}
          minDay={consult.minDay}
          me={loaderData.owner.me}
          formKey={consult.formKey}
          cancelKey={consult.cancelKey}
          result={consultResult}
          // A booking's "Saved" no longer holds once something else (a decline) cancelled it.
          confirmation={(consultResult?.ok && (consultResult.intent === "cancel-consultation" || consult.row?.status === "scheduled") ? consultResult.message : "") || consult.flash}
          address={consult.address}
        />
      </DeskSection>
      <AgreementPanel leadId={lead.id} {...loaderData.agreement} />

      <DeskSection id="notes" title="Add a note">
        <NoteForm key={currentNoteKey} fetcher={noteFetcher} formKey={currentNoteKey} result={noteResult} />
      </DeskSection>

      <DeskSection id="timeline" title="Timeline">
        <ol className="mt-2 space-y-2">
          {people.map((event, i) => (
            <li key={i} className="rounded border border-ink/15 bg-white p-3">
              <span className="block text-sm text-muted">
                {kentShort(event.at)} · {event.who}
              </span>
              <span className="whitespace-pre-line">{event.what}</span>
            </li>
          ))}
        </ol>
        <details className="mt-2 rounded border border-ink/15 bg-white p-3">
          <summary className="cursor-pointer font-semibold">Deliveries by the site ({delivered.length})</summary>
          <ol className="mt-2 space-y-1">
            {delivered.map((event, i) => (
              <li key={i}>
                <span className="text-sm text-muted">{kentShort(event.at)}</span> · {event.what}
              </li>
            ))}
          </ol>
        </details>
      </DeskSection>

      <DeskSection id="details" title="The request">
        <div className="mt-2 rounded border border-ink/15 bg-white p-4">
          <Facts
            rows={[
              ["Name", lead.name],
              ["Email", lead.email ? <a href={`mailto:${lead.email}`} className="underline">{lead.email}</a> : "(not given)"],
              ["Phone", tel && !loaderData.outsideArea ? <a href={tel} className="underline">{lead.phone}</a> : lead.phone ? `${lead.phone} (${loaderData.outsideArea})` : "(not given)"],
              ["Type of case", caseTypeLabel(lead.caseType)],
              ["Language", lead.language === "es" ? "Spanish" : "English"],
              ["Received", kentShort(lead.createdAt)],
              ["Page", lead.sourceUrl || lead.sourcePage || "(unknown)"],
              ["Page title", lead.pageTitle || "(unknown)"],
              ["Expected fee", lead.expectedFeeCents !== null ? money(lead.expectedFeeCents) : "(none)"],
            ]}
          />
          <h3 className="mt-4 font-bold">What happened, in their words</h3>
          <p className="mt-1 whitespace-pre-line">{lead.description}</p>
        </div>
      </DeskSection>

      <DeskSection id="deliveries" title="Where it went">
        <ul className="mt-2 divide-y divide-ink/10 rounded border border-ink/15 bg-white">
          {deliveries.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span className="min-w-0 break-words [overflow-wrap:anywhere]">
                <span className="font-semibold">{d.label}</span> to {d.target === "*" ? "every staff inbox" : d.target || "(not configured)"}:{" "}
                <span className={d.status === "failed" ? "font-bold text-red-800" : ""}>{d.status}</span>
                {d.sentAt ? ` ${kentShort(d.sentAt)}` : ""} ({d.attempts} attempt{d.attempts === 1 ? "" : "s"})
                {d.lastError && d.status !== "sent" && <span className="block text-sm text-muted">{d.lastError}</span>}
              </span>
              {d.target !== "" && (
                <RetryButton deliveryId={d.id} label={`${d.label} to ${d.target}`} retryable={d.status === "failed" || d.status === "pending"} />
              )}
            </li>
          ))}
        </ul>
      </DeskSection>

      <DeskSection id="touch" title="How they found us">
        <div className="mt-2 rounded border border-ink/15 bg-white p-4">
          <Facts
            rows={[
              ["Source", sourceName(lead.channel)],
              ["Campaign source / medium", `${lead.utmSource ?? "(none)"} / ${lead.utmMedium ?? "(none)"}`],
              ["Campaign", lead.utmCampaign ?? "(none)"],
              ["First page", lead.landingPage ?? "(unknown)"],
              ["Came from", lead.referrer ?? "(no other site)"],
              ["Ad click", [lead.gclid && `gclid ${lead.gclid}`, lead.msclkid && `msclkid ${lead.msclkid}`, lead.fbclid && `fbclid ${lead.fbclid}`].filter(Boolean).join(", ") || "(none)"],
            ]}
          />
        </div>
      </DeskSection>
    </article>
  );
}

/** A request that is not there (erased, a mistyped link): a desk page saying so, status 404, never the public 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404 ? (error.data as MissingRequest) : null;
  // As the root's boundary does: a fault (not a refusal) is logged, or it would go unseen.
  if (!isRouteErrorResponse(error)) log("error", "render_error", { message: error instanceof Error ? error.message : String(error) });
  const name = missing?.id != null ? `request #${missing.id}` : "request at this address";
  return (
    <article>
      <h1 className="font-serif text-3xl font-bold">{missing ? `No ${name}` : "This request could not be shown"}</h1>
      <p className="mt-2 text-lg">
        {!missing
          ? isRouteErrorResponse(error)
            ? `That was refused (${error.status}): go back to the request and try again.`
            : "Something went wrong on our side. Try again in a moment."
          : missing.erased
            ? `Request #${missing.id} was erased on ${kentShort(missing.erased.at)} by ${missing.erased.staff} (a person's data request).`
            : `There is no ${name} (it may have been erased).`}
      </p>
      <p className="mt-4">
        <a href="/desk" className="underline">
          ← Back to the inbox
        </a>
      </p>
    </article>
  );
}
