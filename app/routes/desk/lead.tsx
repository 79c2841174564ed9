/** One request on the desk, panel by panel; each form posts here and its intent picks a named action (each
 * works without JavaScript, is refused from another origin, and applies once if posted twice). */
import { data } from "react-router";
import { OwnerPanel } from "~/owners/owner-panel";
import { ownerAction } from "~/owners/owner-panel.server";
import { CallLogPanel } from "~/calls/call-log-panel";
import { callLogAction } from "~/calls/call-log-panel.server";
import { QualificationSummary } from "~/questions/qualification-panel";
import { ConflictPanel } from "~/conflicts/conflict-panel";
import { clearConflictAction } from "~/conflicts/conflict-panel.server";
import { conflictState } from "~/conflicts/conflict-words";
import { LetterPanel } from "~/declines/letter-panel";
import { letterAction } from "~/declines/letter-panel.server";
import { closingWords, mayGetLetter } from "~/declines/closing";
import { NotesPanel } from "~/leads/notes-panel";
import { SamePersonPanel } from "~/leads/same-person-panel";
import { unlinkAction } from "~/leads/same-person-panel.server";
import { noteAction } from "~/leads/notes-panel.server";
import { DeskSection } from "~/components/desk/desk-section";
import { TextPanel } from "~/texting/text-panel";
import { firstTextAction, replyAction } from "~/texting/text-panel.server";
import { BookingPanel } from "~/consultations/booking-panel";
import { bookingAction, cancelBookingAction } from "~/consultations/booking-panel.server";
import { AgreementPanel } from "~/agreements/agreement-panel";
import { replyMailto } from "~/content/reply-email";
import { type DeskAction, type LeadActionResult, readDeskAction } from "~/desk/form-schemas";
import { deskId } from "~/desk/paths";
import { requestPage } from "~/desk/request/request.server";
import * as dispatch from "~/desk/request/dispatch.server";
import { StatusPanel } from "~/desk/request/status-panel";
import { statusAction } from "~/desk/request/status-panel.server";
import { DeliveriesPanel } from "~/desk/request/deliveries-panel";
import { retryAction } from "~/desk/request/deliveries-panel.server";
import { TimelinePanel } from "~/desk/request/timeline-panel";
import { HowTheyFoundUs, RequestDetails, RequestSummary } from "~/desk/request/details-panel";
import { RequestConfirmation } from "~/desk/request/request-confirmation";
import { MissingRequestPage } from "~/desk/request/missing-request";
import { missingRequest } from "~/data-requests/person-data.server";
import { readDeskPost, type RequestPost } from "~/lib/desk-post.server";
import { telUri } from "~/lib/tel";
import { PhoneCallsPanel } from "~/phone/phone-calls-panel";
import { blockNumberAction, completeCallAction } from "~/phone/phone-calls-panel.server";
import type { Route } from "./+types/lead";

export const loader = (args: Route.LoaderArgs) => requestPage(args);

const panelActions: { [I in dispatch.Intent]: dispatch.PanelAction<I> } = {
  attempt: callLogAction,
  owner: ownerAction,
  status: statusAction,
  note: noteAction,
  unlink: unlinkAction,
  "clear-conflict": clearConflictAction,
  consultation: bookingAction,
  "cancel-consultation": cancelBookingAction,
  letter: letterAction,
  "text-reply": replyAction,
  "first-text": firstTextAction,
  retry: retryAction,
  "call-complete": completeCallAction,
  "block-number": blockNumberAction,
};

export async function action(args: Route.ActionArgs) {
  const leadId = deskId(args.params.id);
  const post = await readDeskPost(args, `/desk/leads/${leadId}`);
  if (leadId === null) throw data(await missingRequest(post.db, leadId), { status: 404 });
  const read = readDeskAction(post.form, post.now);
  const intent = Object.keys(panelActions).find((name) => name === post.form.intent) as dispatch.Intent | undefined;
  if (!read.ok) return dispatch.refusedPost({ ...post, leadId }, intent ?? "unknown", read);
  const act = panelActions[read.input.intent] as (post: RequestPost, input: DeskAction) => Promise<dispatch.RequestAnswer>;
  return act({ ...post, leadId }, read.input);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `#${loaderData.lead.id} ${loaderData.lead.name}` : "Request"} | Intake desk` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, attempts, linked, keys } = loaderData;
  const posted = actionData as LeadActionResult | undefined;
  const consult = loaderData.consultation;
  const tel = lead.phone ? telUri(lead.phone) : null;

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
        calls={loaderData.calls}
        presets={loaderData.presets}
        min={loaderData.callBackMin}
        callDueAt={lead.callDueAt}
      />
      <QualificationSummary
        leadId={lead.id}
        qualification={loaderData.qualification}
        conflict={
          <a href="#conflict-heading" className="underline">
            {conflictState(loaderData.conflicts.matches)}
          </a>
        }
      />
      {loaderData.conflicts.matches.length > 0 && (
        <ConflictPanel
          leadId={lead.id}
          matches={loaderData.conflicts.matches}
          otherParty={loaderData.conflicts.otherParty}
          formKey={keys.conflict}
          flash={loaderData.conflictFlash}
        />
      )}
      <PhoneCallsPanel leadId={lead.id} data={loaderData.phoneCalls} />
      <OwnerPanel leadId={lead.id} data={loaderData.owner} />
      <RequestSummary lead={lead} />
      <SamePersonPanel lead={lead} linked={linked} initialKey={keys.unlink} />
      <TextPanel leadId={lead.id} thread={loaderData.texts} replyKey={keys.reply} replyFlash={loaderData.replyFlash} />
      <div className="mt-3 flex flex-wrap gap-3">
        {lead.email && (
          <a href={replyMailto(lead.email, lead.name, lead.language)} className="inline-block rounded border-2 border-ink px-4 py-2 text-lg font-semibold">
            Reply by email
          </a>
        )}
      </div>

      <RequestConfirmation leadId={lead.id} flash={loaderData.flash} />

      <StatusPanel leadId={lead.id} status={lead.status} formKey={keys.status} justSaved={loaderData.justSaved} />

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

      <TimelinePanel page={loaderData} />

      <RequestDetails lead={lead} tel={tel} outsideArea={loaderData.outsideArea} />
      <DeliveriesPanel leadId={lead.id} deliveries={loaderData.deliveries} more={loaderData.moreDeliveries} />
      <HowTheyFoundUs lead={lead} />
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <MissingRequestPage error={error} />;
}
