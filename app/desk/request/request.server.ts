// The request page's reads and loader, and the words a post's answer and its `?saved=` confirmation share.
import { eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { turnAwayWords } from "~/content/closing-a-request";
import type { Db } from "~/db/client.server";
import {
  type CallAttemptRow,
  callAttempts,
  deliveries,
  type DeliveryRow,
  type LeadRow,
  leadNotes,
  leads,
  leadStatusChanges,
  type NoteRow,
  type StatusChangeRow,
} from "~/db/schema.server";
import { channelLabel, deliveryOutcome } from "~/deliveries/channel.server";
import { BOOK_HINT } from "~/calls/call-outcomes";
import { agreementPanelData } from "~/agreements/agreement-panel.server";
import { bookingPanelData } from "~/consultations/booking-panel.server";
import { hasBooking } from "~/consultations/store.server";
import { missingRequest } from "~/data-requests/person-data.server";
import { currentOutcome, letterOf, outcomesByChange } from "~/declines/store.server";
import { callLogPanelData } from "~/calls/call-log-panel.server";
import { countsAsOpening } from "~/desk/opening";
import { ownerPanelData } from "~/owners/owner-panel.server";
import { deskId } from "~/desk/paths";
import { qualificationOf } from "~/questions/qualification";
import { topicOf } from "~/questions/answers";
import { answersOf } from "~/questions/store.server";
import { conflictFile } from "~/conflicts/store.server";
import { unlinkAnswer } from "~/leads/same-person-panel.server";
import { statusLabel } from "~/leads/status";
import { type LinkedFile, linkedFile, markOpened } from "~/leads/store.server";
import type { LeadStatus } from "~/db/statuses";
import { staffOf } from "~/lib/desk-post.server";
import { money } from "~/lib/money";
import { areaOf } from "~/lib/service-area.server";
import { replyAnswer } from "~/texting/reply.server";
import { firstTextOutcome, textPanelData } from "~/texting/text-panel.server";
import { phoneCallsPanelData } from "~/phone/phone-calls-panel.server";

export interface LeadFile {
  lead: LeadRow;
  deliveries: DeliveryRow[];
  changes: StatusChangeRow[];
  notes: NoteRow[];
  attempts: CallAttemptRow[];
  linked: LinkedFile;
}

/** One request with everything about it, oldest history first. */
export async function leadFile(db: Db, id: number): Promise<LeadFile | undefined> {
  const [[lead], rows, changes, notes, attempts] = await db.batch([
    db.select().from(leads).where(eq(leads.id, id)),
    db.select().from(deliveries).where(eq(deliveries.leadId, id)).orderBy(deliveries.id),
    db.select().from(leadStatusChanges).where(eq(leadStatusChanges.leadId, id)).orderBy(leadStatusChanges.id),
    db.select().from(leadNotes).where(eq(leadNotes.leadId, id)).orderBy(leadNotes.id),
    db.select().from(callAttempts).where(eq(callAttempts.leadId, id)).orderBy(callAttempts.id),
  ]);
  return lead ? { lead, deliveries: rows, changes, notes, attempts, linked: await linkedFile(db, lead) } : undefined;
}

export const newKey = () => crypto.randomUUID();

/** "Saved: Signed, $25,000". */
export const savedStatus = (status: LeadStatus, feeCents: number | null) =>
  `Saved: ${statusLabel[status]}${status === "signed" && feeCents !== null ? `, ${money(feeCents)}` : ""}`;

/** The confirmation of a post made without JavaScript: its 303 carried `?saved=` (and what it saved). */
async function savedFlash(
  db: Db,
  lead: LeadRow,
  url: URL,
  retried: { label: string; status: string; target: string; lastError: string | null } | undefined,
): Promise<string | null> {
  switch (url.searchParams.get("saved")) {
    case "answers":
      return "Answers saved";
    case "status": {
      const closed = /^([01])\.(\d{1,2})$/.exec(url.searchParams.get("closed") ?? "");
      const done = closed ? turnAwayWords.done({ consultation: closed[1] === "1", agreements: Number(closed[2]) }) : "";
      const closedWords = done ? `. ${done}` : "";
      return (
        savedStatus(lead.status, lead.expectedFeeCents) +
        (lead.status === "consultation-scheduled" && !(await hasBooking(db, lead.id)) ? BOOK_HINT : "") +
        closedWords
      );
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

/** The request page's loader: the request (or the 404 of one erased or never there), opened, and every panel's data. */
export async function requestPage({ context, params, request }: { context: Readonly<RouterContextProvider>; params: { id: string }; request: Request }) {
  const { env, db, email } = staffOf(context);
  const typed = deskId(params.id);
  const file = typed === null ? undefined : await leadFile(db, typed);
  // Erased or never there: said on a desk page (the route's ErrorBoundary), with the audit's when and who.
  if (!file) throw data(await missingRequest(db, typed), { status: 404 });
  const id = file.lead.id;
  // Only a staff member's own visit opens it: no HEAD, prefetch or cross-site load.
  if (!file.lead.openedAt && countsAsOpening(request)) await markOpened(db, id, email, new Date());
  const url = new URL(request.url);
  const saved = url.searchParams.get("saved");
  const deliveries = file.deliveries.map((d) => ({ ...d, label: channelLabel[d.channel] ?? d.channel }));
  const retried = deliveries.find((d) => String(d.id) === url.searchParams.get("delivery"));
  const now = new Date();
  const conflicts = await conflictFile(db, id);
  const flash = await savedFlash(db, file.lead, url, retried);
  const conflictFlash = saved === "conflict" ? "Recorded: checked, no conflict" : "";
  const texts = await textPanelData(env, db, file.lead, now);
  const area = areaOf(env, file.lead.phone);
  // Each form gets a key of its own: posted twice, it is applied once.
  return {
    ...file,
    deliveries,
    flash,
    ...callLogPanelData(file.attempts, url, now),
    qualification: qualificationOf(await answersOf(db, id), topicOf(file.lead), now),
    justSaved: saved === "status" || saved === "same",
    conflicts,
    conflictFlash,
    keys: { status: newKey(), note: newKey(), attempt: newKey(), unlink: newKey(), conflict: newKey(), letter: newKey(), reply: newKey() },
    outcome: await currentOutcome(db, file.lead),
    letter: await letterOf(db, id),
    closings: await outcomesByChange(db, id),
    owner: await ownerPanelData(db, file.lead, email),
    texts,
    replyFlash:
      saved === "text"
        ? replyAnswer(
            file.lead,
            texts.messages.find((m) => m.id === Number(url.searchParams.get("text"))),
          )
        : "",
    consultation: await bookingPanelData(db, id, now, saved),
    agreement: await agreementPanelData(db, file.lead, url, now),
    phoneCalls: await phoneCallsPanelData(db, file.lead, url),
    /** The phone is outside the firm's service area: the desk says so before a call or a text (decision 0062). */
    outsideArea: area && !area.inArea ? area.words : null,
  };
}
