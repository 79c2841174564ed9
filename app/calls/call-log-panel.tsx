// The top of a request: call the person, then one tap for how it went. One form, one submit
// button per outcome, so it works without JavaScript; with it, a fetcher and a reset.
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { serviceAreaWords } from "~/content/service-area";
import { type CallBackPreset, callBackPresets, NOTE_MAX, outcomeLabel } from "./call-outcomes";
import type { CallOutcome } from "~/db/statuses";
import type { LeadActionResult } from "~/desk/form-schemas";
import { kentShort } from "~/lib/kent-time";
import { button, DeskForm, field, refusalFor, useFormKey, usePanelResult } from "~/components/desk/desk-form";

type Fetcher = ReturnType<typeof useFetcher<LeadActionResult>>;

const quick: CallOutcome[] = ["voicemail", "no-answer", "busy", "bad-number"];
const tap =
  "min-h-11 rounded border-2 border-ink bg-white px-3 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep disabled:opacity-60";

interface CallBarProps {
  fetcher: Fetcher;
  phone: string | null;
  tel: string | null;
  /** The number is outside the firm's service area: why, said before the call link (decision 0062). */
  outsideArea: string | null;
  formKey: string;
  result: LeadActionResult | undefined;
  confirmation: string;
  attempts: { outcome: CallOutcome; attemptedAt: string }[];
  /** "12 calls logged" (counted up to 500), and the calls' own page when the log was cut to its latest. */
  calls: { logged: string; showAll: string | null };
  presets: Record<CallBackPreset, string>;
  /** The picker's earliest value, Kent wall time. */
  min: string;
  /** When the cadence or a call-back wants the next call; null: none due. */
  callDueAt: string | null;
}

/** The panel owns its fetcher (keyed by the request); the bar is rebuilt with each new form key after a save. */
export function CallLogPanel({
  leadId,
  attemptKey,
  flash,
  ...bar
}: { leadId: number; attemptKey: string; flash: string } & Omit<CallBarProps, "fetcher" | "formKey" | "result" | "confirmation">) {
  const fetcher = useFetcher<LeadActionResult>({ key: `attempt-${leadId}` });
  const formKey = useFormKey(leadId, attemptKey, fetcher.data?.ok && fetcher.data.intent === "attempt" ? fetcher.data.attemptKey : undefined);
  const result = usePanelResult("attempt", fetcher);
  const confirmation = (fetcher.data?.ok ? fetcher.data.message : "") || flash;
  return <CallBar key={formKey} fetcher={fetcher} formKey={formKey} result={result} confirmation={confirmation} {...bar} />;
}

function CallBar({ fetcher, phone, tel, outsideArea, formKey, result, confirmation, attempts, calls, presets, min, callDueAt }: CallBarProps) {
  const busy = fetcher.state !== "idle";
  const mine = result?.intent === "attempt" ? result : undefined;
  const outcome = refusalFor(mine, "outcome", "attempt-outcome-error");
  const note = refusalFor(mine, "note", "attempt-note-error");
  const when = refusalFor(mine, "callBackAt", "attempt-when-error");
  const form = refusalFor(mine, "form", "attempt-form-error");
  const last = attempts.at(-1);
  const typed = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const problem = !!(mine && !mine.ok);
  // A refusal is read out and the member lands on the field it is about.
  useEffect(() => {
    if (problem) formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [problem, mine]);

  return (
    <section aria-labelledby="call-heading" className="mt-3 rounded border-2 border-ink bg-white p-3">
      <h2 id="call-heading" className="sr-only">
        Call and log the call
      </h2>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {tel && outsideArea ? (
          // A warning first; the call is a second, deliberate step (a disclosure works without JavaScript).
          <div className="basis-full rounded border-2 border-red-700 p-2">
            <p id="call-area-warning" className="font-semibold text-red-800">
              {outsideArea} {serviceAreaWords.callWarning}
            </p>
            <details className="mt-2">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold underline">{serviceAreaWords.callAnyway}</summary>
              <a href={tel} aria-describedby="call-area-warning" className={`${button} inline-block text-lg`}>
                Call {phone}
              </a>
            </details>
          </div>
        ) : tel ? (
          <a href={tel} className={`${button} inline-block text-lg`}>
            Call {phone}
          </a>
        ) : (
          <p className="font-semibold">No phone given: reply by email</p>
        )}
        <p className="text-sm">
          <span className="font-semibold">{calls.logged}</span>
          {last && ` · last: ${outcomeLabel[last.outcome]}, ${kentShort(last.attemptedAt)}`}
          {calls.showAll && (
            <>
              {" · "}
              <Link to={calls.showAll} className="underline">
                Show all<span className="sr-only"> calls</span>
              </Link>
            </>
          )}
        </p>
        <p className="text-sm" data-testid="next-call">
          {callDueAt ? (
            <>
              <span className="font-semibold">Next call due:</span> {kentShort(callDueAt)} (Kent time)
            </>
          ) : (
            "No call due"
          )}
        </p>
      </div>
      <DeskForm fetcher={fetcher} intent="attempt" formKey={formKey} ref={formRef} className="mt-3">
        {/* Enter in a text box must not log "Reached": a disabled default button stops implicit submission. */}
        <button type="submit" disabled hidden tabIndex={-1} aria-hidden="true" />
        <label className="block text-sm font-semibold">
          About the call (optional)
          <input name="note" maxLength={NOTE_MAX} autoComplete="off" className={field} placeholder="Wants a call after work" {...note.props} />
          {note.message}
        </label>
        <fieldset className="mt-3" {...(outcome.message ? { "aria-describedby": "attempt-outcome-error" } : {})}>
          <legend className="text-sm font-semibold">How did the call go? One tap logs it</legend>
          <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-5">
            <button type="submit" name="outcome" value="reached" disabled={busy} className={`${button} min-h-11`}>
              {outcomeLabel.reached}
            </button>
            {quick.map((o) => (
              <button key={o} type="submit" name="outcome" value={o} disabled={busy} className={tap}>
                {outcomeLabel[o]}
              </button>
            ))}
          </div>
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input type="checkbox" name="scheduled" value="yes" className="size-5" />
            With Reached: a consultation is booked (status Consultation scheduled)
          </label>
          {outcome.message}
        </fieldset>
        {/* Between the outcomes and the call-back: in view after either kind of tap on a phone. */}
        <p role="status" className={confirmation ? "mt-3 rounded border-2 border-green-800 p-2 font-semibold text-green-900" : "sr-only"}>
          {confirmation}
        </p>
        <fieldset className="mt-3 rounded border border-ink/20 p-2" {...(when.message ? { "aria-describedby": "attempt-when-error" } : {})}>
          <legend className="px-1 text-sm font-semibold">Asked to call back: when (Kent time)</legend>
          <div className="flex flex-wrap gap-2">
            {callBackPresets.map((p) => (
              <label
                key={p}
                className="flex min-h-11 items-center gap-2 rounded border border-ink/40 px-3 has-checked:border-2 has-checked:border-ink has-checked:font-semibold"
              >
                <input type="radio" name="callBackPreset" value={p} onChange={() => typed.current && (typed.current.value = "")} />
                {presets[p]}
              </label>
            ))}
          </div>
          <label className="mt-2 block text-sm">
            Or a date and time, read as Kent time (Pacific)
            <input
              ref={typed}
              type="datetime-local"
              name="callBackAt"
              min={min}
              className={field}
              onChange={(event) =>
                event.currentTarget.form?.querySelectorAll<HTMLInputElement>('input[name="callBackPreset"]').forEach((r) => (r.checked = false))
              }
              {...when.props}
            />
          </label>
          {when.message}
          <button type="submit" name="outcome" value="call-back" disabled={busy} className={`${tap} mt-2`}>
            {outcomeLabel["call-back"]}
          </button>
        </fieldset>
        <div role="alert">{form.message}</div>
      </DeskForm>
    </section>
  );
}
