/** One request on the desk, panel by panel; each form posts here and its intent picks a named action (each
 * works without JavaScript, is refused from another origin, and applies once if posted twice). */
import { data, isRouteErrorResponse, useFetcher } from "react-router";
import { sourceName } from "~/attribution/source";
import { OwnerPanel, ownerEvents } from "~/owners/owner-panel";
import { ownerAction } from "~/owners/owner-panel.server";
import { CallLogPanel } from "~/calls/call-log-panel";
import { callLogAction } from "~/calls/call-log-panel.server";
import { QualificationSummary } from "~/questions/qualification-panel";
import { ConflictPanel } from "~/conflicts/conflict-panel";
import { clearConflictAction } from "~/conflicts/conflict-panel.server";
import { clearanceWords, conflictState } from "~/conflicts/conflict-words";
import { RetryButton, StatusForm } from "~/desk/components/lead-forms";
import { LetterPanel } from "~/declines/letter-panel";
import { letterAction } from "~/declines/letter-panel.server";
import { closingWords, mayGetLetter } from "~/declines/closing";
import { NotesPanel } from "~/leads/notes-panel";
import { SamePersonPanel } from "~/leads/same-person-panel";
import { unlinkAction } from "~/leads/same-person-panel.server";
import { noteAction } from "~/leads/notes-panel.server";
import { linkedEvents } from "~/desk/same-person-page";
import { DeskSection } from "~/components/desk/desk-section";
import { useFormKey } from "~/components/desk/desk-form";
import { Facts } from "~/components/desk/facts";
import { TextPanel } from "~/texting/text-panel";
import { firstTextAction, replyAction } from "~/texting/text-panel.server";
import { BookingPanel } from "~/consultations/booking-panel";
import { bookingAction, cancelBookingAction } from "~/consultations/booking-panel.server";
import { AgreementPanel } from "~/agreements/agreement-panel";
import { SIGNED_BY_CLIENT } from "~/agreements/agreement-rules";
import { caseTypeLabel } from "~/content/case-types";
import { personFacts } from "~/leads/fields";
import { replyMailto } from "~/content/reply-email";
import { type DeskAction, type LeadActionResult, readDeskAction } from "~/desk/form-schemas";
import { money } from "~/lib/money";
import { deskId } from "~/desk/paths";
import { requestPage } from "~/desk/request/request.server";
import * as actions from "~/desk/request/actions.server";
import { outcomeLabel } from "~/calls/call-outcomes";
import { type MissingRequest, missingRequest } from "~/data-requests/person-data.server";
import { readDeskPost, type RequestPost } from "~/lib/desk-post.server";
import { statusLabel } from "~/leads/status";
import { duration, kentShort } from "~/lib/kent-time";
import { log } from "~/lib/log";
import { telUri } from "~/lib/tel";
import type { Route } from "./+types/lead";

export const loader = (args: Route.LoaderArgs) => requestPage(args);

const panelActions: { [I in actions.Intent]: actions.PanelAction<I> } = {
  attempt: callLogAction,
  owner: ownerAction,
  status: actions.statusAction,
  note: noteAction,
  unlink: unlinkAction,
  "clear-conflict": clearConflictAction,
  consultation: bookingAction,
  "cancel-consultation": cancelBookingAction,
  letter: letterAction,
  "text-reply": replyAction,
  "first-text": firstTextAction,
  retry: actions.retryAction,
};

export async function action(args: Route.ActionArgs) {
  const leadId = deskId(args.params.id);
  const post = await readDeskPost(args, `/desk/leads/${leadId}`);
  if (leadId === null) throw data(await missingRequest(post.db, leadId), { status: 404 });
  const read = readDeskAction(post.form, post.now);
  const intent = Object.keys(panelActions).find((name) => name === post.form.intent) as actions.Intent | undefined;
  if (!read.ok) return actions.refusedPost({ ...post, leadId }, intent ?? "unknown", read);
  const act = panelActions[read.input.intent] as (post: RequestPost, input: DeskAction) => Promise<actions.RequestAnswer>;
  return act({ ...post, leadId }, read.input);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `#${loaderData.lead.id} ${loaderData.lead.name}` : "Request"} | Intake desk` },
  { name: "robots", content: "noindex, nofollow" },
];


export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, deliveries, changes, notes, attempts, linked, keys, flash } = loaderData;
  const unlinkFetcher = useFetcher<LeadActionResult>({ key: `unlink-${lead.id}` });
  const statusFetcher = useFetcher<LeadActionResult>({ key: `status-${lead.id}` });
  const noteFetcher = useFetcher<LeadActionResult>({ key: `note-${lead.id}` });
  const posted = actionData as LeadActionResult | undefined;
  const consult = loaderData.consultation;
  const statusResult = statusFetcher.data ?? (posted?.intent === "status" ? posted : undefined);


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
      <CallLogPanel
        leadId={lead.id}
        attemptKey={keys.attempt}
        flash={loaderData.attemptFlash}
        phone={lead.phone}
        tel={tel}
        outsideArea={loaderData.outsideArea}
        attempts={attempts}
        presets={loaderData.presets}
        min={loaderData.callBackMin}
        callDueAt={lead.callDueAt}
      />
      <QualificationSummary leadId={lead.id} qualification={loaderData.qualification} conflict={<a href="#conflict-heading" className="underline">{conflictState(loaderData.conflicts.matches)}</a>} />
      {loaderData.conflicts.matches.length > 0 && (
        <ConflictPanel leadId={lead.id} matches={loaderData.conflicts.matches} otherParty={loaderData.conflicts.otherParty} formKey={keys.conflict} flash={loaderData.conflictFlash} />
      )}
      <OwnerPanel leadId={lead.id} data={loaderData.owner} />
      <p className="mt-3 text-lg">
        <span className="font-semibold">{statusLabel[lead.status]}</span> · {caseTypeLabel(lead.caseType)}
        {lead.language === "es" && " · wrote in Spanish"} · received {kentShort(lead.createdAt)}
        {lead.firstContactAt && ` · contacted after ${duration(lead.createdAt, lead.firstContactAt)}`}
      </p>
      <SamePersonPanel lead={lead} linked={linked} initialKey={keys.unlink} />
      <TextPanel leadId={lead.id} thread={loaderData.texts} replyKey={keys.reply} replyFlash={loaderData.replyFlash} />
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
        <BookingPanel leadId={lead.id} booking={consult} me={loaderData.owner.me} />
      </DeskSection>
      <AgreementPanel leadId={lead.id} {...loaderData.agreement} />

      <DeskSection id="notes" title="Add a note">
        <NotesPanel leadId={lead.id} initialKey={keys.note} />
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
              ...personFacts(lead),
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
