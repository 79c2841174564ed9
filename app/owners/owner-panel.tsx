// Who owns a request, under the call bar: "Assign to me" in one tap, or a colleague from the roster.
import { useEffect, useRef } from "react";
import { useFetcher, useSearchParams } from "react-router";
import type { LeadActionResult } from "~/desk/form-schemas";
import { kentShort } from "~/lib/kent-time";
import { button, DeskForm, field, refusalFor, useFormKey, usePanelResult } from "~/components/desk/desk-form";
import { ShowAll, showAllPath } from "~/components/desk/show-all";
import type { ownerPanelData } from "./owner-panel.server";

type Fetcher = ReturnType<typeof useFetcher<LeadActionResult>>;

/** Its own fetcher and form key; a save hands a new key, which rebuilds the forms empty. */
export function OwnerPanel({ leadId, data }: { leadId: number; data: Awaited<ReturnType<typeof ownerPanelData>> }) {
  const fetcher = useFetcher<LeadActionResult>({ key: `owner-${leadId}` });
  const formKey = useFormKey(leadId, data.firstKey, fetcher.data?.ok && fetcher.data.intent === "owner" ? fetcher.data.ownerKey : undefined);
  const result = usePanelResult("owner", fetcher);
  return <OwnerForms {...data} key={formKey} fetcher={fetcher} formKey={formKey} result={result} showAll={data.more ? showAllPath(leadId, "owners") : null} />;
}

interface OwnerFormsProps {
  fetcher: Fetcher;
  /** The owner's address, "" when unassigned. */
  owner: string;
  ownerLabel: string;
  me: string;
  colleagues: { email: string; name: string }[];
  formKey: string;
  result: LeadActionResult | undefined;
  /** The latest change of owner, in words. */
  since: { at: string; by: string } | null;
  /** Its owner changes' own page, when there are more than the latest few. */
  showAll: string | null;
}

function OwnerForms({ fetcher, owner, ownerLabel, me, colleagues, formKey, result, since, showAll }: OwnerFormsProps) {
  const busy = fetcher.state !== "idle";
  const mine = result?.intent === "owner" ? result : undefined;
  const to = refusalFor(mine, "to", "owner-to-error");
  const form = refusalFor(mine, "form", "owner-form-error");
  const [search] = useSearchParams();
  const confirmation =
    (fetcher.data?.ok && fetcher.data.intent === "owner" ? fetcher.data.message : "") ||
    (search.get("saved") === "owner" ? `Owner saved: ${ownerLabel}` : search.get("saved") === "created" ? `Request saved. Owner: ${ownerLabel}` : "");
  const ref = useRef<HTMLElement>(null);
  const problem = !!(mine && !mine.ok);
  useEffect(() => {
    if (problem) ref.current?.querySelector<HTMLElement>("[aria-invalid=true], [role=alert] span")?.focus();
  }, [problem, mine]);

  return (
    <section ref={ref} aria-labelledby="owner-heading" className="mt-3 rounded border border-ink/20 bg-white p-3">
      <h2 id="owner-heading" className="text-sm font-semibold">
        Owner
      </h2>
      <p className="text-lg">
        <span className="font-semibold">{ownerLabel}</span>
        {since && (
          <span className="block text-sm text-muted">
            since {kentShort(since.at)}, by {since.by}
          </span>
        )}
      </p>
      <ShowAll href={showAll} what="owner changes" />
      <div className="mt-2 flex flex-wrap items-end gap-3">
        {owner !== me && (
          <DeskForm fetcher={fetcher} intent="owner" formKey={formKey} fields={{ from: owner, to: "me" }}>
            <button type="submit" disabled={busy} className={`${button} min-h-11`}>
              Assign to me
            </button>
          </DeskForm>
        )}
        <DeskForm fetcher={fetcher} intent="owner" formKey={formKey} fields={{ from: owner }} className="flex flex-wrap items-end gap-2">
          <label className="block text-sm font-semibold">
            Assign to a colleague
            <select name="to" defaultValue="" className={`${field} min-h-11`} {...to.props}>
              <option value="" disabled>
                Choose a colleague
              </option>
              {colleagues.map((c) => (
                <option key={c.email} value={c.email} disabled={c.email === owner}>
                  {c.name}
                  {c.email === owner ? " (owner now)" : ""}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            disabled={busy}
            className="min-h-11 rounded border-2 border-ink bg-white px-3 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep disabled:opacity-60"
          >
            Assign
          </button>
        </DeskForm>
      </div>
      {to.message}
      <p role="status" className={confirmation ? "mt-2 rounded border-2 border-green-800 p-2 font-semibold text-green-900" : "sr-only"}>
        {confirmation}
      </p>
      <div role="alert">{form.message}</div>
    </section>
  );
}

const automaticOwnerWords: Record<string, string> = { "round-robin": " (round-robin)", "same-person": " (the owner of the same person's open request)" };

export const ownerEvents = (changes: { changedAt: string; changedBy: string; fromName: string | null; toName: string }[]) =>
  changes.map((c) => ({
    at: c.changedAt,
    who: c.changedBy === "same-person" ? "the same-person link" : c.changedBy,
    what: c.fromName ? `Owner: ${c.fromName} → ${c.toName}` : `Owner: ${c.toName}${automaticOwnerWords[c.changedBy] ?? ""}`,
  }));
