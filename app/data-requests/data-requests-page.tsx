// The data-requests page's body: the find, what is held, the download, the erasure and its result, the audit.
import { useNavigation } from "react-router";
import { DeskForm } from "~/components/desk/desk-form";
import { caseTypeLabel } from "~/content/case-types";
import { outsideCopyOf } from "~/content/outside-copies";
import { statusLabel } from "~/leads/status";
import { kentShort } from "~/lib/kent-time";
import type { Confirm, DataRequestsAnswer, DataRequestsPageData, Found } from "./data-requests-page.server";

const button =
  "rounded bg-ink px-4 py-2 font-semibold text-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep disabled:opacity-60";
const quiet = "rounded border-2 border-ink px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep";
const danger =
  "rounded bg-red-800 px-4 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep disabled:opacity-60";
const field = "mt-1 block w-full rounded border border-ink/30 bg-white px-2 py-2 text-base";
const tableNames: Record<string, [string, string]> = {
  leads: ["request", "requests"],
  lead_status_changes: ["status change", "status changes"],
  lead_notes: ["note", "notes"],
  deliveries: ["delivery", "deliveries"],
  call_attempts: ["logged call", "logged calls"],
  lead_owner_changes: ["change of owner", "changes of owner"],
  lead_outcomes: ["decline or referral", "declines or referrals"],
  non_engagement_letters: ["non-engagement letter", "non-engagement letters"],
  phone_calls: ["call to the firm", "calls to the firm"],
  call_recordings: ["voicemail or recording", "voicemails or recordings"],
};
const countsText = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([table, n]) => `${n} ${tableNames[table]?.[n === 1 ? 0 : 1] ?? table}`)
    .join(", ");
const numbers = (ids: number[]) => ids.map((id) => `#${id}`).join(", ");
const recordingsAtTwilio = ({ deleted, pending }: { deleted: number; pending: number }) =>
  pending === 0
    ? `Recordings deleted at Twilio: ${deleted}.`
    : `Recordings deleted at Twilio: ${deleted}; ${pending} still to delete at Twilio, retried every few minutes until Twilio confirms.`;

/** A find as a button: the address goes in the post's body, never in a link. */
function FindButton({ person, children, className = "underline" }: { person: string; children: React.ReactNode; className?: string }) {
  return (
    <DeskForm intent="find" fields={{ person }} className="inline">
      <button type="submit" className={className}>
        {children}
      </button>
    </DeskForm>
  );
}

function CopiesToHandle({ channels }: { channels: string[] }) {
  if (channels.length === 0) return <p className="mt-2">Their requests went nowhere outside D1: nothing to delete by hand.</p>;
  return (
    <ul className="mt-2 list-disc space-y-1 pl-6">
      {channels.map((channel) => (
        <li key={channel}>
          <span className="font-semibold">{outsideCopyOf(channel).where}:</span> {outsideCopyOf(channel).todo}
        </li>
      ))}
    </ul>
  );
}

function FoundSection({ found, earlier, downloadKey, dailyCounts }: { found: Found; earlier: number; downloadKey: string; dailyCounts: string }) {
  return (
    <section aria-labelledby="found" className="mt-6 rounded border border-ink/15 bg-white p-4">
      <h2 id="found" className="text-xl font-bold wrap-anywhere">
        What we hold about {found.label}
      </h2>
      {found.leads.length === 0 && found.counts.non_engagement_letters === 0 ? (
        <p className="mt-1">Nothing: no request from this {found.kind === "email" ? "address" : "number"}.</p>
      ) : (
        <>
          <p className="mt-1">{countsText(found.counts)}.</p>
          {found.keptLetters > 0 && (
            <p className="mt-1">
              {found.keptLetters === 1 ? "1 non-engagement letter" : `${found.keptLetters} non-engagement letters`} kept after an erasure of the request it
              answered: in the download.
            </p>
          )}
          <ul className="mt-2 divide-y divide-ink/10">
            {found.leads.map((lead) => (
              <li key={lead.id} className="py-2">
                <a href={`/desk/leads/${lead.id}`} className="font-semibold underline">
                  #{lead.id} {lead.name}
                </a>{" "}
                · {caseTypeLabel(lead.caseType)} · {kentShort(lead.createdAt)} ·{" "}
                <span className={lead.status === "signed" ? "font-bold" : ""}>{statusLabel[lead.status]}</span>
              </li>
            ))}
          </ul>
          {found.channels.length > 0 && (
            <p className="mt-2">Copies went outside the database to: {found.channels.map((c) => outsideCopyOf(c).where).join("; ")}.</p>
          )}
        </>
      )}
      {found.otherAddresses.length > 0 && (
        <div className="mt-2">
          <p>Their requests also give another address: if it is the same person, find it too.</p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {found.otherAddresses.map((address) => (
              <li key={address}>
                <FindButton person={address}>Find {address}</FindButton>
              </li>
            ))}
          </ul>
        </div>
      )}
      {earlier > 0 && (
        <p className="mt-2">There {earlier === 1 ? "is 1 earlier entry" : `are ${earlier} earlier entries`} in the log below about this address.</p>
      )}
      <p className="mt-2 text-sm text-muted">{dailyCounts}</p>
      {(found.leads.length > 0 || found.counts.non_engagement_letters > 0) && (
        // A plain post, not React Router's: the answer is a file the browser saves.
        <DeskForm document action="/desk/data-requests/export.json" formKey={downloadKey} fields={{ person: found.person }} className="mt-4">
          <button type="submit" className={button}>
            Download (JSON)
          </button>
        </DeskForm>
      )}
    </section>
  );
}

/** Erasing, apart from everything else on the page: a first press asks, only the second erases. */
function EraseSection({ found, confirm, busy, keepsLetters }: { found: Found; confirm: Confirm | null; busy: boolean; keepsLetters: boolean }) {
  const n = found.leads.length;
  return (
    <section aria-labelledby="erase" className="mt-12 rounded border-2 border-red-700 bg-white p-4">
      <h2 id="erase" className="text-xl font-bold text-red-800 wrap-anywhere">
        Erase everything of {found.label}
      </h2>
      <p className="mt-1">
        Deletes {countsText(found.counts)} from the database for good; there is no undo. Copies outside the database are listed afterwards, to delete by hand.
      </p>
      {!confirm ? (
        // The answer opens at this box (#erase), not at the top of a long page.
        <DeskForm intent="ask-erase" fields={{ person: found.person }} action="/desk/data-requests#erase" className="mt-3">
          <button type="submit" className={danger} disabled={busy}>
            Erase…
          </button>
        </DeskForm>
      ) : (
        <div role="alert" className="mt-3 rounded bg-red-50 p-3 wrap-anywhere">
          <p className="font-bold">
            Erase {n === 1 ? "request" : `${n} requests`} {numbers(confirm.leadIds)} of {found.label}? This cannot be undone.
          </p>
          {found.signed.length > 0 && (
            <p className="mt-1">
              {found.label} is a signed client: request{found.signed.length > 1 ? "s" : ""} {numbers(found.signed)} {found.signed.length > 1 ? "were" : "was"}{" "}
              signed. The firm may have to keep a client's file (professional rules, a lien, a case still open): ask the responsible lawyer before you erase it.
            </p>
          )}
          {found.sentLetters > 0 && (
            <p className="mt-1">
              {keepsLetters
                ? `The non-engagement letter${found.sentLetters > 1 ? "s" : ""} the firm sent (text, time sent and address) ${found.sentLetters > 1 ? "are" : "is"} kept as the firm's record, as counsel's setting ERASURE_KEEPS_LETTERS says; everything else is erased.`
                : `The non-engagement letter${found.sentLetters > 1 ? "s" : ""} the firm sent ${found.sentLetters > 1 ? "are" : "is"} erased too (counsel's setting ERASURE_KEEPS_LETTERS is "false").`}
            </p>
          )}
          <p className="mt-1 text-sm">This confirmation is yours alone and good for 10 minutes (until {kentShort(confirm.expiresAt)}).</p>
          <div className="mt-3 flex flex-wrap items-center gap-6">
            <DeskForm intent="erase" formKey={confirm.formKey} fields={{ person: found.person, confirmKey: confirm.key }}>
              <button type="submit" className={danger} disabled={busy}>
                Yes, erase {found.signed.length > 0 ? "it, with the client's file" : "it for good"}
              </button>
            </DeskForm>
            <FindButton person={found.person} className={quiet}>
              No, keep it
            </FindButton>
          </div>
        </div>
      )}
    </section>
  );
}

export function DataRequestsPage({ loaderData, actionData }: { loaderData: DataRequestsPageData; actionData: DataRequestsAnswer }) {
  const { audit, erased, dailyCounts } = loaderData;
  const busy = useNavigation().state === "submitting";
  const error = actionData && "error" in actionData ? actionData.error : null;
  const page = actionData && "found" in actionData ? actionData : null;
  const confirm = page?.confirm ?? null;
  return (
    <article>
      <p>
        <a href="/desk?view=all" className="underline">
          ← All requests
        </a>
      </p>
      <h1 className="mt-2 font-serif text-3xl font-bold">A person's data on request</h1>
      <div className="mt-3 space-y-2 rounded border border-ink/15 bg-white p-4">
        <p>
          Washington's My Health My Data Act (RCW 19.373) gives people the right to confirm whether we hold their consumer health data (a description of an
          injury is), to see it, and to have it deleted. Our privacy policy promises an answer <strong>within 45 days</strong> of their request.
        </p>
        <p>
          Find them by the email address or phone number they wrote from. <strong>Download</strong> gives a file of what the site's database holds about them,
          to send them (read it first: notes are in staff's own words). <strong>Erase</strong> deletes it from the database for good, after asking once more.
        </p>
        <p>
          The database is not the only copy: each request also went out by email, text, to Clio Grow or a webhook receiver. After an erasure this page lists the
          ones this person's requests went to; delete those by hand, and tell the person when it is done.
        </p>
      </div>

      {erased && (
        <section aria-labelledby="erased" role="status" className="mt-6 rounded border-2 border-ink bg-white p-4">
          <h2 id="erased" className="text-xl font-bold">
            Erased from the database
          </h2>
          <p className="mt-1">
            {erased.leadIds?.length ? `Request${erased.leadIds.length > 1 ? "s" : ""} ${numbers(erased.leadIds)}: ` : ""}
            {countsText(erased.rowCounts)}, {kentShort(erased.at)} by {erased.staff}. Now delete the copies outside it:
          </p>
          {loaderData.keptLetters > 0 && (
            <p className="mt-1">
              Kept as the firm's record: {loaderData.keptLetters} sent non-engagement letter{loaderData.keptLetters > 1 ? "s" : ""} (text, time sent and
              address), as counsel's setting ERASURE_KEEPS_LETTERS says.
            </p>
          )}
          {loaderData.recordings && <p className="mt-1 font-semibold">{recordingsAtTwilio(loaderData.recordings)}</p>}
          <CopiesToHandle channels={erased.copiesOutside ?? []} />
        </section>
      )}

      <DeskForm
        intent="find"
        className="mt-6 grid gap-3 rounded border border-ink/15 bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-end"
        role="search"
        aria-label="Find a person's data"
      >
        <label>
          Email address or phone number
          <input
            name="person"
            defaultValue={page?.found.person ?? ""}
            key={page?.found.person ?? ""}
            required
            className={field}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "person-error" : undefined}
          />
        </label>
        <button type="submit" className={button}>
          Find
        </button>
      </DeskForm>
      {error && (
        <p id="person-error" role="alert" className="mt-4 rounded border-2 border-red-700 bg-white p-3 font-semibold text-red-800">
          {error}
        </p>
      )}

      {page && <FoundSection found={page.found} earlier={page.earlier} downloadKey={page.downloadKey} dailyCounts={dailyCounts} />}
      {page && page.found.leads.length > 0 && <EraseSection found={page.found} confirm={confirm} busy={busy} keepsLetters={loaderData.keepsLetters} />}

      <section aria-labelledby="audit" className="mt-12">
        <h2 id="audit" className="text-xl font-bold">
          Log of downloads and erasures
        </h2>
        <p className="mt-1 text-sm text-muted">
          Latest first. The person is known here only by a code made from their address (a SHA-256 hash), never by name, address or number.
        </p>
        {audit.length === 0 ? (
          <p className="mt-2">Nothing yet.</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {audit.map((entry) => (
              <li key={entry.id} className="rounded border border-ink/15 bg-white p-3">
                <span className="block text-sm text-muted">
                  {kentShort(entry.at)} · {entry.staff}
                </span>
                <span className="font-semibold">{entry.kind === "erase" ? "Erased" : "Downloaded"}</span>{" "}
                {entry.leadIds?.length ? `${numbers(entry.leadIds)}: ` : ""}
                {countsText(entry.rowCounts)} · {entry.subjectKind} <code className="break-all text-sm">{entry.subjectHash.slice(0, 12)}</code>
                {entry.kind === "erase" && (
                  <span className="block text-sm">
                    Copies to delete by hand: {(entry.copiesOutside ?? []).map((c) => outsideCopyOf(c).where).join("; ") || "none"}
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
