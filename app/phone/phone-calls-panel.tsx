/** The request's calls to the firm: who answered, when, how long, the voicemail to play and its transcript; each call's
 * request completed (a case type, or one tap) and the caller's number blocked. Shown only when the request has calls. */
import { useFetcher } from "react-router";
import { ShowAll, showAllPath } from "~/components/desk/show-all";
import { callsDeskWords } from "~/content/calls-desk";
import { caseTypeLabels, caseTypeValues } from "~/content/case-types";
import { phoneDeskWords } from "~/content/phone-line";
import type { LeadActionResult } from "~/desk/form-schemas";
import { DeskSection } from "~/components/desk/desk-section";
import { button, DeskForm, field, refusalFor, useFormKey, usePanelResult } from "~/components/desk/desk-form";
import type { CallLine, PhoneCallsData as PanelData } from "./phone-calls-panel.server";

const words = callsDeskWords;
type Call = PanelData["calls"][number];
type Fetcher = ReturnType<typeof useFetcher<LeadActionResult>>;
const oneTaps = Object.entries(phoneDeskWords.dispositions) as [keyof typeof phoneDeskWords.dispositions, string][];
const secondary =
  "min-h-11 rounded border-2 border-ink bg-white px-3 py-1 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep disabled:opacity-60";

function Recordings({ call }: { call: CallLine }) {
  return call.recordings.map((r) => (
    <figure key={r.id} className="mt-2">
      <figcaption className="font-semibold">{r.label}</figcaption>
      {r.src ? (
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <audio controls preload="none" src={r.src} className="max-w-full">
            <a href={r.src}>{words.download}</a>
          </audio>
          <a href={r.src} download className="underline">
            {r.download}
          </a>
        </div>
      ) : (
        <p className="text-sm text-muted">{words.notReady}</p>
      )}
      {r.transcript && <blockquote className="mt-1 border-l-4 border-ink/30 pl-3 whitespace-pre-line">{r.transcript}</blockquote>}
    </figure>
  ));
}

type Part = { call: Call; fetcher: Fetcher; formKey: string; result: LeadActionResult | undefined };

/** This call's refusal of this intent: a post without JavaScript answers the page, so the call it was about is named. */
const refusalOf = (result: LeadActionResult | undefined, intent: string, callId: number) =>
  result && !result.ok && result.intent === intent && (result.callId === undefined || result.callId === callId) ? result : undefined;

function Complete({ call, fetcher, formKey, result }: Part) {
  const mine = refusalOf(result, "call-complete", call.id);
  const caseRefusal = refusalFor(mine, "caseType", `call-${call.id}-case-error`);
  const nameRefusal = refusalFor(mine, "name", `call-${call.id}-name-error`);
  const formRefusal = refusalFor(mine, "form", `call-${call.id}-error`);
  const busy = fetcher.state !== "idle";
  return (
    <DeskForm fetcher={fetcher} intent="call-complete" formKey={`${formKey}-${call.id}`} fields={{ callId: call.id }} className="mt-3">
      <fieldset className="rounded border border-ink/30 p-3">
        <legend className="px-1 font-semibold">{words.complete.legend}</legend>
        <p className="text-sm text-muted">{words.complete.hint}</p>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <label className="block">
            {words.complete.caseType}
            <select name="caseType" defaultValue="" className={field} {...caseRefusal.props}>
              <option value="">{words.complete.choose}</option>
              {caseTypeValues.map((value) => (
                <option key={value} value={value}>
                  {caseTypeLabels.en[value]}
                </option>
              ))}
            </select>
            {caseRefusal.message}
          </label>
          <label className="block">
            {words.complete.name}
            <input name="name" autoComplete="off" maxLength={200} className={field} {...nameRefusal.props} />
            {nameRefusal.message}
          </label>
        </div>
        <button type="submit" name="disposition" value="case" disabled={busy} className={`mt-3 ${button}`}>
          {words.complete.asCase}
        </button>
        <p className="mt-3 text-sm text-muted">{call.opened ? words.complete.closes : null}</p>
        <div className="mt-1 flex flex-wrap gap-2">
          {oneTaps.map(([value, label]) => (
            <button key={value} type="submit" name="disposition" value={value} disabled={busy} className={secondary} {...formRefusal.props}>
              {label}
            </button>
          ))}
        </div>
        {formRefusal.message}
      </fieldset>
    </DeskForm>
  );
}

function Block({ call, fetcher, formKey, result }: Part) {
  const mine = refusalOf(result, "block-number", call.id);
  const tick = refusalFor(mine, "confirmBlock", `block-${call.id}-tick-error`);
  const other = refusalFor(mine?.field === "confirmBlock" ? undefined : mine && { ...mine, field: "e164" }, "e164", `block-${call.id}-error`);
  return (
    <details className="mt-3" open={mine !== undefined}>
      <summary className="cursor-pointer font-semibold underline">{words.block.legend}</summary>
      <DeskForm
        fetcher={fetcher}
        intent="block-number"
        formKey={`${formKey}-block-${call.id}`}
        fields={{ e164: call.fromE164 ?? "", callId: call.id }}
        className="mt-2"
      >
        <label className="flex items-start gap-2">
          <input type="checkbox" name="confirmBlock" value="yes" required className="mt-1 size-5" {...tick.props} />
          <span>{words.block.confirm(call.from)}</span>
        </label>
        {tick.message}
        <label className="mt-2 block">
          {words.block.reason}
          <input name="reason" maxLength={200} autoComplete="off" className={field} />
        </label>
        <button type="submit" disabled={fetcher.state !== "idle"} className={`mt-2 ${button}`} {...other.props}>
          {words.block.button}
        </button>
        {other.message}
      </DeskForm>
    </details>
  );
}

function CallHeading({ call }: { call: CallLine }) {
  return (
    <>
      <p>
        <strong>{call.at}</strong> · {call.number}
        {call.language === "es" ? ` · ${words.spanish}` : ""}
      </p>
      <p>
        From {call.from}
        {call.callerName ? ` (${call.callerName})` : ""}
      </p>
      <p className="font-semibold">{call.outcome}</p>
    </>
  );
}

const Completed = ({ call }: { call: CallLine }) =>
  call.completed && <p className="mt-2">{words.complete.done(call.completed.label, call.completed.byName, call.completed.when)}</p>;

/** A call on the request's "show all" page: as on the panel, without its forms (they are on the request page). */
export function PhoneCallLine({ call }: { call: CallLine }) {
  return (
    <li className="rounded border-2 border-ink/30 bg-white p-3">
      <CallHeading call={call} />
      <Recordings call={call} />
      <Completed call={call} />
    </li>
  );
}

function CallItem({ leadId, call, initialKey }: { leadId: number; call: Call; initialKey: string }) {
  // A fetcher per call: one call's answer never shows on another's forms.
  const fetcher = useFetcher<LeadActionResult>({ key: `call-${leadId}-${call.id}` });
  const result = usePanelResult(["call-complete", "block-number"], fetcher);
  const formKey = useFormKey(leadId, initialKey, fetcher.data?.ok && "callKey" in fetcher.data ? fetcher.data.callKey : undefined);
  const saved = result?.ok ? result.message : "";
  return (
    <li className="rounded border-2 border-ink/30 bg-white p-3">
      <CallHeading call={call} />
      {fetcher.data?.ok && (
        <p role="status" className="mt-1 font-semibold text-green-800">
          {saved}
        </p>
      )}
      <Recordings call={call} />
      {call.completed ? <Completed call={call} /> : <Complete call={call} fetcher={fetcher} formKey={formKey} result={result} />}
      {call.fromE164 &&
        call.offerBlock &&
        (call.blocked ? (
          <p className="mt-2 text-sm">{words.block.isBlocked(call.from)}</p>
        ) : (
          <Block call={call} fetcher={fetcher} formKey={formKey} result={result} />
        ))}
    </li>
  );
}

export function PhoneCallsPanel({ leadId, data }: { leadId: number; data: PanelData }) {
  if (data.calls.length === 0) return null;
  return (
    <DeskSection id="phone-calls" title={words.panelTitle}>
      {/* A post without JavaScript comes back here with its ?saved= words. */}
      <p role="status" className="mt-1 font-semibold">
        {data.flash}
      </p>
      <ul className="mt-2 space-y-3">
        {data.calls.map((call) => (
          <CallItem key={call.id} leadId={leadId} call={call} initialKey={data.formKey} />
        ))}
      </ul>
      {data.more && <p className="mt-2 text-sm">{words.olderCalls(data.calls.length)}</p>}
      <ShowAll href={data.more ? showAllPath(leadId, "phone-calls") : null} what={words.panelTitle.toLowerCase()} />
    </DeskSection>
  );
}
