/**
 * One request on the desk: every field, the first touch, its deliveries (with a retry),
 * the timeline of every change (who and when), notes, and the forms that move it along.
 * The forms post to this route's action: they work without JavaScript, are refused from
 * another origin, and a form posted twice changes nothing twice.
 */
import { data, Form, isRouteErrorResponse, redirect, useNavigation } from "react-router";
import { caseTypeLabel } from "~/content/case-types";
import { channelLabel } from "~/deliveries/labels";
import { deskAction } from "~/desk/actions";
import { addNote, changeStatus, leadFile, markOpened, retryDelivery } from "~/desk/repository.server";
import { type MissingRequest, missingRequest } from "~/desk/data-requests.server";
import { refuseCrossOrigin } from "~/desk/same-origin.server";
import { staffOf } from "~/desk/staff.server";
import { type LeadStatus, leadStatuses, statusLabel } from "~/desk/statuses";
import { duration, kentShort } from "~/desk/time";
import { wakeDelivery } from "~/deliveries/engine.server";
import { telUri } from "~/lib/tel";
import { log } from "~/lib/log";
import { DeskSection } from "~/components/desk/desk-section";
import { money } from "~/desk/money";
import type { Route } from "./+types/lead";

const newKey = () => crypto.randomUUID();

export async function loader({ context, params }: Route.LoaderArgs) {
  const { env, email } = staffOf(context);
  const id = Number(params.id);
  const file = Number.isSafeInteger(id) ? await leadFile(env.DB, id) : undefined;
  // Erased or never there: said on a desk page (ErrorBoundary below), with the audit's when and who.
  if (!file) throw data(await missingRequest(env.DB, params.id), { status: 404 });
  if (!file.lead.openedAt) await markOpened(env.DB, id, email, new Date());
  // Each form gets a key of its own: posted twice, it is applied once.
  return { ...file, keys: { status: newKey(), note: newKey() } };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { env, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  const id = Number(params.id);
  const parsed = deskAction.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "That did not work: check the form" }, { status: 400 });
  const input = parsed.data;
  const now = new Date();
  if (input.intent === "status") {
    const changed = await changeStatus(env.DB, { leadId: id, from: input.from, to: input.to, expectedFeeCents: input.expectedFee ?? null, by: email, formKey: input.formKey, at: now });
    if (changed) log("info", "desk_status_changed", { leadId: id, from: input.from, to: input.to });
  } else if (input.intent === "note") {
    await addNote(env.DB, { leadId: id, body: input.body, by: email, formKey: input.formKey, at: now });
  } else {
    const delivery = await retryDelivery(env.DB, id, input.deliveryId, now);
    if (delivery) await wakeDelivery(env, delivery);
  }
  // Post, then get: a reload does not post again.
  return redirect(`/desk/leads/${id}`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? `#${loaderData.lead.id} ${loaderData.lead.name}` : "Request"} | Intake desk` },
  { name: "robots", content: "noindex, nofollow" },
];

const button = "rounded bg-ink px-4 py-2 font-semibold text-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep disabled:opacity-60";
const field = "mt-1 block w-full rounded border border-ink/30 bg-white px-2 py-2 text-base";

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="mb-2 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, deliveries, changes, notes, keys } = loaderData;
  const busy = useNavigation().state === "submitting";
  const tel = lead.phone ? telUri(lead.phone) : null;
  const timeline = [
    { at: lead.createdAt, who: "the visitor", what: `Sent the request from ${lead.sourceUrl || lead.sourcePage || "the site"}` },
    ...(lead.openedAt ? [{ at: lead.openedAt, who: lead.openedBy ?? "", what: "Opened it on the desk" }] : []),
    ...deliveries.filter((d) => d.sentAt).map((d) => ({ at: d.sentAt!, who: "the site", what: `${channelLabel[d.channel] ?? d.channel} delivered to ${d.target === "*" ? "every staff inbox" : d.target}` })),
    ...changes.map((c) => ({
      at: c.changedAt,
      who: c.changedBy,
      what: `${statusLabel[c.fromStatus]} → ${statusLabel[c.toStatus]}${c.expectedFeeCents !== null ? ` (expected fee ${money(c.expectedFeeCents)})` : ""}`,
    })),
    ...notes.map((n) => ({ at: n.createdAt, who: n.author, what: `Note: ${n.body}` })),
  ].sort((a, b) => a.at.localeCompare(b.at));

  return (
    <article>
      <p>
        <a href="/desk" className="underline">
          ← All requests
        </a>
      </p>
      <h1 className="mt-2 font-serif text-3xl font-bold">
        #{lead.id} {lead.name}
      </h1>
      <p className="mt-1 text-lg">
        <span className="font-semibold">{statusLabel[lead.status]}</span> · {caseTypeLabel(lead.caseType)}
        {lead.language === "es" && " · wrote in Spanish"} · received {kentShort(lead.createdAt)}
        {lead.firstContactAt && ` · contacted after ${duration(lead.createdAt, lead.firstContactAt)}`}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {tel && (
          <a href={tel} className={`${button} inline-block text-lg`}>
            Call {lead.phone}
          </a>
        )}
        <a href={`mailto:${lead.email}?subject=${encodeURIComponent("Your free consultation request")}`} className="inline-block rounded border-2 border-ink px-4 py-2 text-lg font-semibold">
          Reply by email
        </a>
      </div>

      {actionData && "error" in actionData && (
        <p role="alert" className="mt-4 rounded border-2 border-red-700 bg-white p-3 font-semibold text-red-800">
          {actionData.error}
        </p>
      )}

      <DeskSection id="move" title="Where it stands" className="mt-6 rounded border border-ink/15 bg-white p-4">
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="formKey" value={keys.status} />
          <input type="hidden" name="from" value={lead.status} />
          <label>
            New status
            <select name="to" defaultValue={nextStatus(lead.status)} className={field}>
              {leadStatuses
                .filter((s) => s !== lead.status)
                .map((s) => (
                  <option key={s} value={s}>
                    {statusLabel[s]}
                  </option>
                ))}
            </select>
          </label>
          <label>
            Expected fee, if signed (optional)
            <input name="expectedFee" inputMode="decimal" placeholder="25,000" className={field} />
          </label>
          <button type="submit" className={button} disabled={busy}>
            Save status
          </button>
        </Form>
      </DeskSection>

      <DeskSection id="details" title="The request">
        <div className="mt-2 rounded border border-ink/15 bg-white p-4">
          <Facts
            rows={[
              ["Name", lead.name],
              ["Email", <a href={`mailto:${lead.email}`} className="underline">{lead.email}</a>],
              ["Phone", tel ? <a href={tel} className="underline">{lead.phone}</a> : "(not given)"],
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

      <DeskSection id="touch" title="How they found us">
        <div className="mt-2 rounded border border-ink/15 bg-white p-4">
          <Facts
            rows={[
              ["Channel", lead.channel ?? "(unknown)"],
              ["Source / medium", `${lead.utmSource ?? "(none)"} / ${lead.utmMedium ?? "(none)"}`],
              ["Campaign", lead.utmCampaign ?? "(none)"],
              ["First page", lead.landingPage ?? "(unknown)"],
              ["Came from", lead.referrer ?? "(no other site)"],
              ["Ad click", [lead.gclid && `gclid ${lead.gclid}`, lead.msclkid && `msclkid ${lead.msclkid}`, lead.fbclid && `fbclid ${lead.fbclid}`].filter(Boolean).join(", ") || "(none)"],
            ]}
          />
        </div>
      </DeskSection>

      <DeskSection id="deliveries" title="Where it went">
        <ul className="mt-2 divide-y divide-ink/10 rounded border border-ink/15 bg-white">
          {deliveries.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>
                <span className="font-semibold">{channelLabel[d.channel] ?? d.channel}</span> to {d.target === "*" ? "every staff inbox" : d.target || "(not configured)"}:{" "}
                <span className={d.status === "failed" ? "font-bold text-red-800" : ""}>{d.status}</span>
                {d.sentAt ? ` ${kentShort(d.sentAt)}` : ""} ({d.attempts} attempt{d.attempts === 1 ? "" : "s"})
                {d.lastError && d.status !== "sent" && <span className="block text-sm text-muted">{d.lastError}</span>}
              </span>
              {(d.status === "failed" || d.status === "pending") && d.target !== "" && (
                <Form method="post">
                  <input type="hidden" name="intent" value="retry" />
                  <input type="hidden" name="deliveryId" value={d.id} />
                  <button type="submit" className="rounded border-2 border-ink px-3 py-1 font-semibold" disabled={busy}>
                    Retry now<span className="sr-only"> ({channelLabel[d.channel] ?? d.channel} to {d.target})</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </DeskSection>

      <DeskSection id="notes" title="Add a note">
        <Form method="post" className="mt-2 grid gap-2">
          <input type="hidden" name="intent" value="note" />
          <input type="hidden" name="formKey" value={keys.note} />
          <label htmlFor="note-body" className="sr-only">
            Note
          </label>
          <textarea id="note-body" name="body" rows={3} required maxLength={5000} className={field} placeholder="Left a voicemail; will try again at 3 pm." />
          <button type="submit" className={`${button} justify-self-start`} disabled={busy}>
            Save note
          </button>
        </Form>
      </DeskSection>

      <DeskSection id="timeline" title="Timeline">
        <ol className="mt-2 space-y-2">
          {timeline.map((event, i) => (
            <li key={i} className="rounded border border-ink/15 bg-white p-3">
              <span className="block text-sm text-muted">
                {kentShort(event.at)} · {event.who}
              </span>
              <span className="whitespace-pre-line">{event.what}</span>
            </li>
          ))}
        </ol>
      </DeskSection>
    </article>
  );
}

/** The status a request usually moves to next. */
function nextStatus(status: LeadStatus): LeadStatus {
  return status === "new" ? "contacted" : status === "contacted" ? "consultation-scheduled" : status === "consultation-scheduled" ? "signed" : "contacted";
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
