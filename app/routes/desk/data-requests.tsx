/**
 * A person's data on request (Washington's My Health My Data Act): find everything D1
 * holds about one email address or phone number, download it as a file to send them, or
 * erase it (a signed client only after a second confirmation); every download and erasure
 * is in the audit log below, without the person's data. The forms post without
 * JavaScript, are refused from another origin, and a form posted twice acts once.
 */
import { data, Form, redirect, useNavigation } from "react-router";
import { caseTypeLabel } from "~/content/case-types";
import { channelsReached, DAILY_COUNTS_NOTE, earlierRequests, erasePerson, findPerson, auditEntry, auditLog, rowCounts, signedLeads, type PersonData } from "~/desk/data-requests.server";
import { outsideCopies } from "~/desk/outside-copies";
import { eraseForm, personLabel, personQuery } from "~/desk/person";
import { refuseCrossOrigin } from "~/desk/same-origin.server";
import { staffOf } from "~/desk/staff.server";
import { type LeadStatus, statusLabel } from "~/desk/statuses";
import { kentShort } from "~/desk/time";
import { log } from "~/lib/log";
import type { Route } from "./+types/data-requests";

const newKey = () => crypto.randomUUID();
const FORM_KEY = /^[A-Za-z0-9-]{16,64}$/;

/** What the page shows of a find: enough to recognise the person, never whole rows. */
function summary(found: PersonData) {
  const theirs = new Set(found.rows.leads.map((lead) => lead.id));
  const other = (column: "email" | "phone") =>
    [...new Set(found.rows.leads.map((lead) => lead[column]).filter((v): v is string => typeof v === "string" && v !== ""))].filter((v) => v.toLowerCase() !== found.person.value);
  return {
    person: found.person.value,
    label: personLabel(found.person),
    kind: found.person.kind,
    counts: rowCounts(found),
    leads: found.rows.leads.map((lead) => ({ id: Number(lead.id), name: String(lead.name), createdAt: String(lead.created_at), status: lead.status as LeadStatus, caseType: String(lead.case_type) })),
    signed: signedLeads(found),
    channels: channelsReached(found),
    // The same person may have written from another address: staff search that one too.
    otherAddresses: found.person.kind === "email" ? other("phone") : other("email"),
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { env } = staffOf(context);
  const url = new URL(request.url);
  const erasedKey = url.searchParams.get("erased") ?? "";
  const [audit, erased] = await Promise.all([auditLog(env.DB), FORM_KEY.test(erasedKey) ? auditEntry(env.DB, erasedKey) : undefined]);
  const asked = url.searchParams.get("person");
  const base = { dailyCounts: DAILY_COUNTS_NOTE, audit, erased: erased ?? null, asked: asked ?? "", error: null as string | null, found: null as ReturnType<typeof summary> | null, earlier: 0, keys: { download: newKey(), erase: newKey() } };
  if (asked === null) return base;
  const parsed = personQuery.safeParse({ person: asked });
  if (!parsed.success) return data({ ...base, error: parsed.error.issues[0]?.message ?? "Write an email address or a phone number" }, { status: 400 });
  const [found, earlier] = await Promise.all([findPerson(env.DB, parsed.data.person), earlierRequests(env.DB, parsed.data.person)]);
  return { ...base, found: summary(found), earlier: earlier.length };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { env, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  const parsed = eraseForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "That did not work: find the person again" }, { status: 400 });
  const { person, formKey, confirmSigned } = parsed.data;
  const found = await findPerson(env.DB, person);
  const signed = signedLeads(found);
  // The firm may have to keep a client's file: a second, deliberate post erases it.
  if (signed.length > 0 && confirmSigned !== "yes") return { confirm: { person: person.value, label: personLabel(person), formKey, signed } };
  await erasePerson(env.DB, { data: found, staff: email, formKey, at: new Date() });
  log("info", "desk_person_erased", { by: email, rows: rowCounts(found) });
  // Post, then get: a reload does not post again; the page shows what is left to do by hand.
  return redirect(`/desk/data-requests?erased=${formKey}`, 303);
}

export const meta: Route.MetaFunction = () => [{ title: "A person's data | Intake desk" }, { name: "robots", content: "noindex, nofollow" }];

const button = "rounded bg-ink px-4 py-2 font-semibold text-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep disabled:opacity-60";
const danger = "rounded bg-red-800 px-4 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep disabled:opacity-60";
const field = "mt-1 block w-full rounded border border-ink/30 bg-white px-2 py-2 text-base";
const tableNames: Record<string, [string, string]> = {
  leads: ["request", "requests"],
  lead_status_changes: ["status change", "status changes"],
  lead_notes: ["note", "notes"],
  deliveries: ["delivery", "deliveries"],
};
const countsText = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([table, n]) => `${n} ${tableNames[table]?.[n === 1 ? 0 : 1] ?? table}`)
    .join(", ");

function CopiesToHandle({ channels }: { channels: string[] }) {
  if (channels.length === 0) return <p className="mt-2">Their requests went nowhere outside D1: nothing to delete by hand.</p>;
  return (
    <ul className="mt-2 list-disc space-y-1 pl-6">
      {channels.map((channel) => (
        <li key={channel}>
          <span className="font-semibold">{outsideCopies[channel]?.where ?? channel}:</span> {outsideCopies[channel]?.todo ?? "Delete the copy there by hand."}
        </li>
      ))}
    </ul>
  );
}

export default function DataRequests({ loaderData, actionData }: Route.ComponentProps) {
  const { audit, erased, asked, error, found, earlier, keys, dailyCounts } = loaderData;
  const busy = useNavigation().state === "submitting";
  const actionError = actionData && "error" in actionData ? actionData.error : null;
  const confirm = actionData && "confirm" in actionData ? actionData.confirm : null;
  return (
    <article>
      <p>
        <a href="/desk" className="underline">
          ← All requests
        </a>
      </p>
      <h1 className="mt-2 font-serif text-3xl font-bold">A person's data on request</h1>
      <div className="mt-3 space-y-2 rounded border border-ink/15 bg-white p-4">
        <p>
          Washington's My Health My Data Act (RCW 19.373) gives people the right to confirm whether we hold their consumer health data (a description of an injury is), to see it,
          and to have it deleted. Our privacy policy promises an answer <strong>within 45 days</strong> of their request.
        </p>
        <p>
          Find them by the email address or phone number they wrote from. <strong>Download</strong> gives a file of everything the site's database holds about them, to send them
          (read it first: notes are in staff's own words). <strong>Erase</strong> deletes it from the database for good.
        </p>
        <p>
          The database is not the only copy: each request also went out by email, text, to Clio Grow or a webhook receiver. After an erasure this page lists the ones this
          person's requests went to; delete those by hand, and tell the person when it is done.
        </p>
      </div>

      {erased && (
        <section aria-labelledby="erased" role="status" className="mt-6 rounded border-2 border-ink bg-white p-4">
          <h2 id="erased" className="text-xl font-bold">
            Erased from the database
          </h2>
          <p className="mt-1">
            {countsText(erased.rowCounts)}, {kentShort(erased.at)} by {erased.staff}. Now delete the copies outside it:
          </p>
          <CopiesToHandle channels={erased.copiesOutside ?? []} />
        </section>
      )}

      <Form method="get" className="mt-6 grid gap-3 rounded border border-ink/15 bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-end" role="search" aria-label="Find a person's data">
        <label>
          Email address or phone number
          <input name="person" defaultValue={asked} required className={field} autoComplete="off" aria-invalid={error ? true : undefined} aria-describedby={error ? "person-error" : undefined} />
        </label>
        <button type="submit" className={button}>
          Find
        </button>
      </Form>
      {(error || actionError) && (
        <p id="person-error" role="alert" className="mt-4 rounded border-2 border-red-700 bg-white p-3 font-semibold text-red-800">
          {error ?? actionError}
        </p>
      )}

      {confirm && (
        <section aria-labelledby="confirm" role="alert" className="mt-6 rounded border-2 border-red-700 bg-white p-4">
          <h2 id="confirm" className="text-xl font-bold text-red-800">
            {confirm.label} is a signed client
          </h2>
          <p className="mt-1">
            Request{confirm.signed.length > 1 ? "s" : ""} {confirm.signed.map((id) => `#${id}`).join(", ")} {confirm.signed.length > 1 ? "were" : "was"} signed. The firm may have to
            keep a client's file (professional rules, a lien, a case still open): ask the responsible lawyer before you erase it. Erased, it cannot be brought back.
          </p>
          <Form method="post" className="mt-3 flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="erase" />
            <input type="hidden" name="person" value={confirm.person} />
            <input type="hidden" name="formKey" value={confirm.formKey} />
            <input type="hidden" name="confirmSigned" value="yes" />
            <button type="submit" className={danger} disabled={busy}>
              Erase anyway, with the client's file
            </button>
            <a href={`/desk/data-requests?person=${encodeURIComponent(confirm.person)}`} className="rounded border-2 border-ink px-4 py-2 font-semibold">
              Keep it
            </a>
          </Form>
        </section>
      )}

      {found && !confirm && (
        <section aria-labelledby="found" className="mt-6 rounded border border-ink/15 bg-white p-4">
          <h2 id="found" className="text-xl font-bold">
            What we hold about {found.label}
          </h2>
          {found.leads.length === 0 ? (
            <p className="mt-1">Nothing: no request from this {found.kind === "email" ? "address" : "number"}.</p>
          ) : (
            <>
              <p className="mt-1">{countsText(found.counts)}.</p>
              <ul className="mt-2 divide-y divide-ink/10">
                {found.leads.map((lead) => (
                  <li key={lead.id} className="py-2">
                    <a href={`/desk/leads/${lead.id}`} className="font-semibold underline">
                      #{lead.id} {lead.name}
                    </a>{" "}
                    · {caseTypeLabel(lead.caseType)} · {kentShort(lead.createdAt)} · <span className={lead.status === "signed" ? "font-bold" : ""}>{statusLabel[lead.status]}</span>
                  </li>
                ))}
              </ul>
              {found.channels.length > 0 && (
                <p className="mt-2">Copies went outside the database to: {found.channels.map((c) => outsideCopies[c]?.where ?? c).join("; ")}.</p>
              )}
            </>
          )}
          {found.otherAddresses.length > 0 && (
            <p className="mt-2">
              Their requests also give {found.otherAddresses.map((address, i) => (
                <span key={address}>
                  {i > 0 && ", "}
                  <a href={`/desk/data-requests?person=${encodeURIComponent(address)}`} className="underline">
                    {address}
                  </a>
                </span>
              ))}
              : if that is the same person, find it too.
            </p>
          )}
          {earlier > 0 && <p className="mt-2">There {earlier === 1 ? "is 1 earlier entry" : `are ${earlier} earlier entries`} in the log below about this address.</p>}
          <p className="mt-2 text-sm text-muted">{dailyCounts}</p>

          <div className="mt-4 flex flex-wrap gap-3">
            {/* A plain post, not React Router's: the answer is a file the browser saves. */}
            <form method="post" action="/desk/data-requests/export.json">
              <input type="hidden" name="person" value={found.person} />
              <input type="hidden" name="formKey" value={keys.download} />
              <button type="submit" className={button}>
                Download (JSON)
              </button>
            </form>
            <Form method="post">
              <input type="hidden" name="intent" value="erase" />
              <input type="hidden" name="person" value={found.person} />
              <input type="hidden" name="formKey" value={keys.erase} />
              <button type="submit" className={danger} disabled={busy}>
                Erase everything of {found.label}
              </button>
            </Form>
          </div>
        </section>
      )}

      <section aria-labelledby="audit" className="mt-8">
        <h2 id="audit" className="text-xl font-bold">
          Log of downloads and erasures
        </h2>
        <p className="mt-1 text-sm text-muted">Latest first. The person is known here only by a code made from their address (a SHA-256 hash), never by name, address or number.</p>
        {audit.length === 0 ? (
          <p className="mt-2">Nothing yet.</p>
        ) : (
          <ol className="mt-2 space-y-2">
            {audit.map((entry) => (
              <li key={entry.id} className="rounded border border-ink/15 bg-white p-3">
                <span className="block text-sm text-muted">
                  {kentShort(entry.at)} · {entry.staff}
                </span>
                <span className="font-semibold">{entry.kind === "erase" ? "Erased" : "Downloaded"}</span> {countsText(entry.rowCounts)} · {entry.subjectKind}{" "}
                <code className="break-all text-sm">{entry.subjectHash.slice(0, 12)}</code>
                {entry.kind === "erase" && (
                  <span className="block text-sm">
                    Copies to delete by hand: {(entry.copiesOutside ?? []).map((c) => outsideCopies[c]?.where ?? c).join("; ") || "none"}
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
