/** The inbox's search and filters: one GET form that works without JavaScript, the filters
 * folded in a <details> so a phone shows requests first. */
import { Form, Link, useSubmit } from "react-router";
import { sourceLabel } from "~/attribution/source";
import { caseTypeLabel, caseTypeValues } from "~/content/case-types";
import { filtersOn, type InboxQuery, type InboxView } from "~/desk/inbox/inbox-query";
import { statusLabel } from "~/leads/status";
import { leadStatuses, sources } from "~/db/statuses";

const field = "mt-1 block w-full rounded border border-ink/30 bg-white px-2 py-2 text-base";
const button = "rounded bg-ink px-4 py-2 font-semibold text-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep";

function Choice({ label, name, value, options }: { label: string; name: string; value: string | undefined; options: readonly (readonly [string, string])[] }) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ""} className={field}>
        <option value="">Any</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A search or filter from Due now or All looks through all requests (the address needs no view); from Mine
 * or Unassigned, within it. `shortenedSearch`: what the page says of a search too long to read whole. */
export function InboxFilters({ query, view, shortenedSearch = null }: { query: InboxQuery; view: InboxView; shortenedSearch?: string | null }) {
  const submit = useSubmit();
  const on = filtersOn(query);
  return (
    <Form
      method="get"
      action="/desk"
      role="search"
      aria-label="Search and filter requests"
      className="mt-2 rounded border border-ink/15 bg-white px-3 pt-2"
      onSubmit={(event) => {
        // Only the fields with a value go into the address.
        event.preventDefault();
        const filled = [...new FormData(event.currentTarget)].filter(
          (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].trim() !== "",
        );
        submit(new URLSearchParams(filled), { method: "get", action: "/desk" });
      }}
    >
      {(view === "mine" || view === "unassigned") && <input type="hidden" name="view" value={view} />}
      <label htmlFor="inbox-q">Search name, email or phone</label>
      <div className="flex gap-2">
        <input
          id="inbox-q"
          type="search"
          name="q"
          defaultValue={query.q ?? ""}
          className="block min-w-0 flex-1 rounded border border-ink/30 bg-white px-2 py-2 text-base"
          {...(shortenedSearch === null ? {} : { "aria-describedby": "inbox-q-shortened" })}
        />
        <button type="submit" className={button}>
          Search
        </button>
      </div>
      {shortenedSearch !== null && (
        <p id="inbox-q-shortened" role="status" className="mt-2 rounded border-2 border-ink p-2 text-sm">
          {shortenedSearch}
        </p>
      )}
      <details>
        <summary className="cursor-pointer py-2.5 font-semibold underline-offset-4 hover:underline">
          Filters{on > 0 && <span className="font-normal"> ({on} on)</span>}
        </summary>
        <div className="grid grid-cols-2 gap-3 pb-3 sm:grid-cols-3 lg:grid-cols-7">
          <Choice label="Status" name="status" value={query.status} options={leadStatuses.map((s) => [s, statusLabel[s]] as const)} />
          <Choice label="Case type" name="caseType" value={query.caseType} options={caseTypeValues.map((c) => [c, caseTypeLabel(c)] as const)} />
          <Choice label="Source" name="channel" value={query.channel} options={sources.map((s) => [s, sourceLabel[s]] as const)} />
          <Choice
            label="Language"
            name="language"
            value={query.language}
            options={[
              ["en", "English"],
              ["es", "Spanish"],
            ]}
          />
          <Choice label="Deadline" name="deadline" value={query.deadline} options={[["flagged", "Deadline flag"]]} />
          <Choice label="Conflict check" name="conflict" value={query.conflict} options={[["possible", "Possible conflict"]]} />
          <label>
            From (day)
            <input type="date" name="from" defaultValue={query.from ?? ""} className={field} />
          </label>
          <label>
            To (day)
            <input type="date" name="to" defaultValue={query.to ?? ""} className={field} />
          </label>
          <div className="col-span-2 flex items-center gap-3 sm:col-span-3 lg:col-span-7">
            <button type="submit" className={button}>
              Apply filters
            </button>
            {(on > 0 || query.q) && (
              <Link to={view === "due" || !query.view ? "/desk" : `/desk?view=${view}`} className="py-2 underline">
                Clear filters
              </Link>
            )}
          </div>
        </div>
      </details>
    </Form>
  );
}
