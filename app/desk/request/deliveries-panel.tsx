// "Where it went": each delivery of the request, with "Retry now" on one that failed or waits.
import { useFetcher } from "react-router";
import type { LeadActionResult } from "~/desk/form-schemas";
import type { requestPage } from "~/desk/request/request.server";
import { kentShort } from "~/lib/kent-time";
import { DeskForm } from "~/components/desk/desk-form";
import { DeskSection } from "~/components/desk/desk-section";
import { ShowAll, showAllPath } from "~/components/desk/show-all";

export type Delivery = Awaited<ReturnType<typeof requestPage>>["deliveries"][number];

export function DeliveriesPanel({ leadId, deliveries, more }: { leadId: number; deliveries: Delivery[]; more: boolean }) {
  return (
    <DeskSection id="deliveries" title="Where it went">
      <ul className="mt-2 divide-y divide-ink/10 rounded border border-ink/15 bg-white">
        {deliveries.map((d) => (
          <DeliveryItem key={d.id} leadId={leadId} delivery={d} />
        ))}
      </ul>
      <ShowAll href={more ? showAllPath(leadId, "deliveries") : null} what="deliveries" />
    </DeskSection>
  );
}

/** One delivery and its "Retry now" (posted to the request, from its page or its "show all" page). */
export function DeliveryItem({ leadId, delivery: d }: { leadId: number; delivery: Delivery }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3">
      <span className="min-w-0 break-words [overflow-wrap:anywhere]">
        <span className="font-semibold">{d.label}</span> to {d.target === "*" ? "every staff inbox" : d.target || "(not configured)"}:{" "}
        <span className={d.status === "failed" ? "font-bold text-red-800" : ""}>{d.status}</span>
        {d.sentAt ? ` ${kentShort(d.sentAt)}` : ""} ({d.attempts} attempt{d.attempts === 1 ? "" : "s"})
        {d.lastError && d.status !== "sent" && <span className="block text-sm text-muted">{d.lastError}</span>}
      </span>
      {d.target !== "" && (
        <RetryButton leadId={leadId} deliveryId={d.id} label={`${d.label} to ${d.target}`} retryable={d.status === "failed" || d.status === "pending"} />
      )}
    </li>
  );
}

/** "Retry now": its outcome stays after the page updates. */
function RetryButton({ leadId, deliveryId, label, retryable }: { leadId: number; deliveryId: number; label: string; retryable: boolean }) {
  const fetcher = useFetcher<LeadActionResult>();
  const result = fetcher.data;
  const outcome = result && result.intent === "retry" ? (result.ok ? result.message : result.error) : "";
  return (
    <div className="flex flex-wrap items-center gap-2">
      {retryable && (
        <DeskForm fetcher={fetcher} action={`/desk/leads/${leadId}`} intent="retry" fields={{ deliveryId }}>
          <button
            type="submit"
            className="rounded border-2 border-ink px-3 py-1 font-semibold"
            disabled={fetcher.state !== "idle"}
            aria-describedby={`retry-${deliveryId}-outcome`}
          >
            {fetcher.state !== "idle" ? "Trying…" : "Retry now"}
            <span className="sr-only"> ({label})</span>
          </button>
        </DeskForm>
      )}
      <span id={`retry-${deliveryId}-outcome`} role="status" className="text-sm font-semibold">
        {outcome}
      </span>
    </div>
  );
}
