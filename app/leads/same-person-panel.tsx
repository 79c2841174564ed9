/** The same person's other requests (decision 0047), each a link, with one tap to unlink a false match (a double tap unlinks once). */
import { useFetcher } from "react-router";
import type { LinkedFile, LinkedRequest } from "~/leads/store.server";
import type { LeadActionResult } from "~/desk/form-schemas";
import { statusLabel } from "~/leads/status";
import { duration } from "~/lib/kent-time";
import { ShowAll, showAllPath } from "~/components/desk/show-all";
import { DeskForm, refusalFor, useFormKey, usePanelResult } from "~/components/desk/desk-form";

type Fetcher = ReturnType<typeof useFetcher<LeadActionResult>>;

/** "3 days earlier" / "2 h 5 min later" than this request. */
const apart = (from: string, to: string) => (to < from ? `${duration(to, from)} earlier` : `${duration(from, to)} later`);

function Unlink({ fetcher, linkId, from, formKey, describedBy }: { fetcher: Fetcher; linkId: number; from: number; formKey: string; describedBy?: string }) {
  return (
    // One key per button: a double tap on one unlinks once, another button is another change.
    <DeskForm fetcher={fetcher} intent="unlink" formKey={`${formKey}-${linkId}`} fields={{ linkId, from }} className="mt-1">
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        aria-describedby={describedBy}
        className="min-h-11 rounded border-2 border-ink bg-white px-3 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep"
      >
        Not the same person: unlink #{linkId}
      </button>
    </DeskForm>
  );
}

export function Other({ request, createdAt, children }: { request: LinkedRequest; createdAt: string; children: React.ReactNode }) {
  return (
    <>
      <a href={`/desk/leads/${request.id}`} className="font-semibold underline">
        request #{request.id}
      </a>{" "}
      ({apart(createdAt, request.createdAt)}, {statusLabel[request.status]}){children}
    </>
  );
}

function SamePerson({
  lead,
  linked,
  fetcher,
  formKey,
  result,
}: {
  lead: { id: number; createdAt: string };
  linked: LinkedFile;
  fetcher: Fetcher;
  formKey: string;
  result: LeadActionResult | undefined;
}) {
  const refusal = refusalFor(result?.intent === "unlink" ? result : undefined, "form", "unlink-error");
  if (!linked.first && linked.others.length === 0) return refusal.message;
  const first = linked.first;
  return (
    <section aria-label="The same person's other requests" className="mt-3 rounded border-2 border-ink/30 bg-white p-3">
      <ul className="space-y-2">
        {first && (
          <li>
            Same person as{" "}
            <Other request={first} createdAt={lead.createdAt}>
              .
            </Other>
            <Unlink fetcher={fetcher} linkId={lead.id} from={first.id} formKey={formKey} describedBy={refusal.props["aria-describedby"]} />
          </li>
        )}
        {linked.others.map((other) => (
          <li key={other.id}>
            Also sent{" "}
            <Other request={other} createdAt={lead.createdAt}>
              .
            </Other>
            {!first && <Unlink fetcher={fetcher} linkId={other.id} from={lead.id} formKey={formKey} describedBy={refusal.props["aria-describedby"]} />}
          </li>
        ))}
      </ul>
      <ShowAll
        href={linked.count > (first ? 1 : 0) + linked.others.length ? showAllPath(lead.id, "requests") : null}
        count={linked.count}
        what="of the same person's requests"
      />
      <p className="mt-2 text-sm text-muted">
        Their calls, notes and status changes on the other requests are in the timeline, marked with the request number.
      </p>
      {refusal.message}
    </section>
  );
}

/** The same-person panel: its own fetcher (keyed, so the page's confirmation reads it too). */
export function SamePersonPanel({ lead, linked, initialKey }: { lead: { id: number; createdAt: string }; linked: LinkedFile; initialKey: string }) {
  const fetcher = useFetcher<LeadActionResult>({ key: `unlink-${lead.id}` });
  const formKey = useFormKey(lead.id, initialKey, fetcher.data?.ok && fetcher.data.intent === "unlink" ? fetcher.data.unlinkKey : undefined);
  return <SamePerson lead={lead} linked={linked} fetcher={fetcher} formKey={formKey} result={usePanelResult("unlink", fetcher)} />;
}
