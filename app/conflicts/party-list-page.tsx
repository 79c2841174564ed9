/** The firm's list for the conflict check (/desk/conflicts): what is uploaded, and the form to replace it. */
import { Form, Link, useNavigation } from "react-router";
import { kentShort } from "~/lib/kent-time";
import { PARTY_LIST_MAX_BYTES } from "./party-list";
import type { ListSummary } from "./store.server";

const MEGABYTES = PARTY_LIST_MAX_BYTES / 1024 / 1024;

const button =
  "rounded bg-ink px-4 py-2 font-semibold text-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep disabled:opacity-60";

export function PartyListPage({ list, uploaded, problems }: { list: ListSummary; uploaded: boolean; problems: string[] }) {
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
