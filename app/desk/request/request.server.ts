// The request page's reads and loader, and the words a post's answer and its `?saved=` confirmation share.
import { and, count, eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { turnAwayWords } from "~/content/closing-a-request";
import type { Db } from "~/db/client.server";
import { type CallAttemptRow, callAttempts, type DeliveryRow, type LeadRow, leads } from "~/db/schema.server";
import { deliveryOf } from "~/deliveries/store.server";
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
import { firstTextOutcome, textOf, textPanelData } from "~/texting/text-panel.server";
import { showAllPath } from "~/components/desk/show-all";
import { cappedTotal, COUNT_CAP, countLabel, type Total } from "~/lib/list-page";
import { eventSources, FIRST, LATEST, latestOf, listSources, pageOfSources, TIMELINE_REQUESTS } from "./lists.server";
import type { TimelineContext } from "./timeline";
import { phoneCallsPanelData } from "~/phone/phone-calls-panel.server";

export interface LeadFile {
  lead: LeadRow;
  /** The latest deliveries, oldest first; `more`: older ones are on the "show all" page. */
  deliveries: { rows: DeliveryRow[]; more: boolean };
  /** The latest call attempts, oldest first, and how many were logged (counted up to 500). */
  attempts: { rows: CallAttemptRow[]; more: boolean; total: Total };
  linked: LinkedFile;
}

/** One request with the latest of its lists (decision 0096), oldest first. */
export async function leadFile(db: Db, id: number): Promise<LeadFile | undefined> {
  const lead = await db.select().from(leads).where(eq(leads.id, id)).get();
  if (!lead) return undefined;
  const lists = listSources(db, id);
  const [rows, attempts, [counted], linked] = await Promise.all([
    latestOf(lists.deliveries, LATEST.deliveries),
    latestOf(lists.calls, LATEST.calls),
    db.select({ n: count() }).from(
      db
        .select({ id: callAttempts.id })
        .from(callAttempts)
        .where(eq(callAttempts.leadId, id))
        .limit(COUNT_CAP + 1)
        .as("c"),
    ),
    // The timeline looks at the person's latest requests, the panel shows fewer.
    linkedFile(db, lead, TIMELINE_REQUESTS),
  ]);
  return { lead, deliveries: rows, attempts: { ...attempts, total: cappedTotal(counted?.n ?? 0) }, linked };
}

/** The latest events of this request, its first and the person's latest requests, oldest first; `more`: the rest are on "show all". */
async function latestEvents(db: Db, file: LeadFile, context: TimelineContext) {
  const group = [file.lead.id, ...(file.linked.first ? [file.linked.first.id] : []), ...file.linked.others.map((r) => r.id)];
  const page = await pageOfSources(eventSources(db, context, group), FIRST, LATEST.events);
  return { events: page.rows.map((r) => r.item).reverse(), more: page.older !== null };
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
  const labelled = (d: DeliveryRow) => ({ ...d, label: channelLabel[d.channel] ?? d.channel });
  const deliveries = file.deliveries.rows.map(labelled);
  // A flash may name an item older than the latest few (a retried old delivery, an attempt, a text): read it by id.
  const named = (param: string) => Number(url.searchParams.get(param)) || 0;
  const shownDelivery = deliveries.find((d) => d.id === named("delivery"));
  const retried = shownDelivery ?? (named("delivery") ? await deliveryOf(db, id, named("delivery")).then((d) => d && labelled(d)) : undefined);
  const attempts = file.attempts.rows;
  const loggedAttempt =
    saved === "attempt" && !attempts.some((a) => a.id === named("attempt"))
      ? await db
          .select()
          .from(callAttempts)
          .where(and(eq(callAttempts.id, named("attempt")), eq(callAttempts.leadId, id)))
          .get()
      : undefined;
  const now = new Date();
  const conflicts = await conflictFile(db, id);
  const flash = await savedFlash(db, file.lead, url, retried);
  const conflictFlash = saved === "conflict" ? "Recorded: checked, no conflict" : "";
  const texts = await textPanelData(env, db, file.lead, now);
  const sentText = saved === "text" ? (texts.messages.find((m) => m.id === named("text")) ?? (await textOf(db, id, named("text")))) : undefined;
  const area = areaOf(env, file.lead.phone);
  const closings = await outcomesByChange(db, id);
  const { linked } = file;
  // Each form gets a key of its own: posted twice, it is applied once.
  return {
    ...file,
    deliveries,
    moreDeliveries: file.deliveries.more,
    attempts,
    calls: { logged: countLabel(file.attempts.total, "call logged", "calls logged"), showAll: file.attempts.more ? showAllPath(id, "calls") : null },
    linked: { ...linked, others: linked.others.slice(0, LATEST.requests - (linked.first ? 1 : 0)).reverse() },
    timeline: await latestEvents(db, file, { leadId: id, closings, matches: conflicts.matches }),
    flash,
    ...callLogPanelData(loggedAttempt ? [...attempts, loggedAttempt] : attempts, url, now),
    qualification: qualificationOf(await answersOf(db, id), topicOf(file.lead), now),
    justSaved: saved === "status" || saved === "same",
    conflicts,
    conflictFlash,
    keys: { status: newKey(), note: newKey(), attempt: newKey(), unlink: newKey(), conflict: newKey(), letter: newKey(), reply: newKey() },
    outcome: await currentOutcome(db, file.lead),
    letter: await letterOf(db, id),
    owner: await ownerPanelData(db, file.lead, email),
    texts,
    replyFlash: saved === "text" ? replyAnswer(file.lead, sentText) : "",
    consultation: await bookingPanelData(db, id, now, saved),
    agreement: await agreementPanelData(db, file.lead, url, now),
    phoneCalls: await phoneCallsPanelData(db, file.lead, url),
    /** The phone is outside the firm's service area: the desk says so before a call or a text (decision 0062). */
    outsideArea: area && !area.inArea ? area.words : null,
  };
}
