/** The firm's list for the conflict check: a CSV of clients and adverse parties from Clio, replaced whole on
 * each upload (every bad row named, nothing half taken), then every request checked again against it. */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { partyListSummary, replacePartyList } from "~/conflicts/store.server";
import { PARTY_LIST_MAX_BYTES, readPartyList } from "~/conflicts/party-list";
import { refuseCrossOrigin, readBoundedForm } from "~/lib/http.server";
import { staffOf } from "~/lib/desk-post.server";
import { kentShort } from "~/lib/kent-time";
import { log } from "~/lib/log";
import type { Route } from "./+types/conflicts";

const MEGABYTES = PARTY_LIST_MAX_BYTES / 1024 / 1024;
const TOO_BIG = `The file is larger than ${MEGABYTES} MB: nothing was replaced. Export only names and kinds, or split the list.`;
/** The form's own fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = staffOf(context);
  const url = new URL(request.url);
  return { list: await partyListSummary(db), uploaded: url.searchParams.get("uploaded") === "1" };
}

const refuse = (problems: string[], status = 400) => data({ problems }, { status });

export async function action({ context, request }: Route.ActionArgs) {
  const { env, db, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  // Never more than the file and its form in memory, however the body is sent.
  const form = await readBoundedForm(request, PARTY_LIST_MAX_BYTES + ENVELOPE_BYTES);
  if (!form) return refuse([TOO_BIG], 413);
  const file = form.get("list");
  if (!(file instanceof File) || file.size === 0) return refuse(["Choose the CSV file first."]);
  if (file.size > PARTY_LIST_MAX_BYTES) return refuse([TOO_BIG], 413);
  const read = readPartyList(await file.text());
  if (!read.ok) return refuse(["Nothing was replaced: fix these rows and upload the whole file again.", ...read.problems]);
  const { matches } = await replacePartyList(db, read.parties, email);
  log("info", "desk_conflict_list_uploaded", { names: read.parties.length, matches });
  return redirect("/desk/conflicts?uploaded=1", 303);
}

export const meta: Route.MetaFunction = () => [{ title: "Conflict check | Intake desk" }, { name: "robots", content: "noindex, nofollow" }];

const button = "rounded bg-ink px-4 py-2 font-semibold text-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep disabled:opacity-60";

export default function Conflicts({ loaderData, actionData }: Route.ComponentProps) {
  const { list, uploaded } = loaderData;
  const problems = actionData?.problems ?? [];
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="font-serif text-2xl font-bold sm:text-3xl">Conflict check</h1>
      <p className="mt-2 max-w-prose">
        Every request's other party is compared with the people and other parties of the firm's other requests, and with the list below. Clio, the firm's
        practice-management system, holds the real client list: this list is an extra one to check against, and every match still needs a person's check.
      </p>
      <p className="mt-2">
        <Link to="/desk?conflict=possible" className="underline">
          Requests with a possible conflict not yet checked
        </Link>
      </p>

      <section aria-labelledby="list-heading" className="mt-6 rounded border border-ink/15 bg-white p-4">
        <h2 id="list-heading" className="text-xl font-bold">
          The firm's list
        </h2>
        <p role="status" className={uploaded ? "mt-2 rounded border-2 border-green-800 p-2 font-semibold text-green-900" : "sr-only"}>
          {uploaded ? `Uploaded: ${list.total} names, and every request checked again.` : ""}
        </p>
        <p className="mt-2">
          {list.total === 0
            ? "No list uploaded yet."
            : `${list.total} names (${list.clients} clients, ${list.adverse} adverse parties), uploaded ${kentShort(list.uploadedAt!)} by ${list.uploadedBy}.`}
        </p>
        <h3 className="mt-4 font-bold">Upload a new list (it replaces this one)</h3>
        <p className="mt-1 max-w-prose text-sm">
          A CSV file, at most {MEGABYTES} MB, whose first row names the columns <code>name</code> and <code>kind</code>; the kind is <code>client</code> or{" "}
          <code>adverse</code>. Other columns are ignored. A file with a bad row changes nothing.
        </p>
        <Form method="post" encType="multipart/form-data" className="mt-3">
          <label htmlFor="conflict-list" className="block font-semibold">
            CSV file of clients and adverse parties
          </label>
          <input
            id="conflict-list"
            type="file"
            name="list"
            accept=".csv,text/csv"
            required
            className="mt-1 block w-full max-w-md text-base"
            {...(problems.length ? { "aria-invalid": true, "aria-describedby": "conflict-list-error" } : {})}
          />
          {problems.length > 0 && (
            <div id="conflict-list-error" role="alert" className="mt-2 rounded border-2 border-red-800 p-2 text-red-900">
              <p className="font-semibold">{problems[0]}</p>
              {problems.length > 1 && (
                <ul className="mt-1 list-disc pl-5">
                  {problems.slice(1).map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <button type="submit" disabled={busy} className={`${button} mt-3`}>
            Upload and replace
          </button>
        </Form>
      </section>
    </>
  );
}
