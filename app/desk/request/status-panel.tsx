// The status panel ("Where it stands"): its own fetcher, the form, and the question asked before turning a person away.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { type TurnedAway, turnAwayWords } from "~/content/closing-a-request";
import type { ClosingQuestion, LeadActionResult } from "~/desk/form-schemas";
import { nextStatus, statusLabel } from "~/leads/status";
import { type LeadStatus, leadStatuses } from "~/db/statuses";
import { button, DeskForm, field, refusalFor, usePanelResult } from "~/components/desk/desk-form";
import { DeskSection } from "~/components/desk/desk-section";
import { ClosingFields } from "~/declines/closing-fields";

type Fetcher = ReturnType<typeof useFetcher<LeadActionResult>>;

export function StatusPanel({ leadId, status, formKey, justSaved }: { leadId: number; status: LeadStatus; formKey: string; justSaved: boolean }) {
  const fetcher = useFetcher<LeadActionResult>({ key: `status-${leadId}` });
  const result = usePanelResult("status", fetcher);
  return (
    <DeskSection id="move" title="Where it stands" className="mt-6 rounded border border-ink/15 bg-white p-4">
      {/* Keyed on the status: after a save the picker is rebuilt from the saved state. */}
      <StatusForm
        key={status}
        fetcher={fetcher}
        status={status}
        formKey={formKey}
        result={result}
        justSaved={(fetcher.data?.ok && fetcher.data.intent === "status") || justSaved}
      />
    </DeskSection>
  );
}

/** Asked before turning a person away (decision 0068); its button posts the same choice with the question's token. */
function TurnAwayQuestion({
  fetcher,
  heading,
  question,
  typed,
}: {
  fetcher: Fetcher;
  heading: string;
  question: ClosingQuestion;
  typed: Record<string, string>;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [question.token]);
  const to = typed.to as TurnedAway;
  return (
    <section aria-labelledby="turn-away-heading" className="mt-3 rounded border-2 border-ink bg-accent/10 p-3">
      <h3 id="turn-away-heading" ref={headingRef} tabIndex={-1} autoFocus className="font-bold focus-visible:outline-2 focus-visible:outline-accent-deep">
        {heading}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {question.open.consultation && <li>{turnAwayWords.consultation(question.open.consultation)}</li>}
        {question.open.agreements.length > 0 && <li>{turnAwayWords.agreements(question.open.agreements)}</li>}
      </ul>
      <DeskForm fetcher={fetcher} intent="status" fields={{ ...typed, confirm: question.token }} className="mt-3">
        <button type="submit" className={`${button} min-h-11`} disabled={fetcher.state !== "idle"}>
          {turnAwayWords.confirm(to, question.open)}
        </button>
      </DeskForm>
      <p className="mt-2 text-sm">{turnAwayWords.keep}</p>
    </section>
  );
}

/** After a save it shows the saved status; a closed request shows "Choose a status…", so nothing reopens it without a choice. */
function StatusForm({
  fetcher,
  status,
  formKey,
  result,
  justSaved,
}: {
  fetcher: Fetcher;
  status: LeadStatus;
  formKey: string;
  result: LeadActionResult | undefined;
  justSaved: boolean;
}) {
  const busy = fetcher.state !== "idle";
  const to = refusalFor(result, "to", "status-to-error");
  const fee = refusalFor(result, "expectedFee", "status-fee-error");
  const form = refusalFor(result, "form", "status-form-error");
  const suggested = justSaved ? status : nextStatus(status);
  const question = result && !result.ok && result.intent === "status" && result.question ? result : undefined;
  return (
    <>
      {question && <TurnAwayQuestion fetcher={fetcher} heading={question.error} question={question.question!} typed={question.typed ?? {}} />}
      <DeskForm
        fetcher={fetcher}
        intent="status"
        formKey={formKey}
        fields={{ from: status }}
        className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      >
        <label>
          New status
          <select name="to" defaultValue={suggested} required className={field} {...to.props}>
            <option value="">Choose a status…</option>
            {leadStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel[s]}
                {s === status ? " (now)" : ""}
              </option>
            ))}
          </select>
          {to.message}
        </label>
        <label>
          Expected fee, if signed (optional)
          <input name="expectedFee" inputMode="decimal" placeholder="25,000" autoComplete="off" className={field} {...fee.props} />
          {fee.message}
        </label>
        <ClosingFields result={result} />
        {/* A refusal of the form as a whole (an old or unknown form) is tied to its button. */}
        <button type="submit" className={`${button} sm:mt-7`} disabled={busy} aria-describedby={form.message ? form.props["aria-describedby"] : undefined}>
          Save status
        </button>
        {form.message}
      </DeskForm>
    </>
  );
}
