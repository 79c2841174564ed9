/** /desk/calls: recent calls (each linked to its request), the hang-ups apart, and the block list. */
import { useActionData, useFetcher } from "react-router";
import { callsDeskWords } from "~/content/calls-desk";
import { DeskSection } from "~/components/desk/desk-section";
import { button, DeskForm, field } from "~/components/desk/desk-form";
import { type Column, NumberTable } from "~/components/desk/number-table";
import type { CallsAnswer, CallsPageData } from "./calls-page.server";

const words = callsDeskWords.page;
type Row = CallsPageData["calls"][number];

const columns: Column<Row>[] = [
  { head: words.columns.number, value: (r) => r.number, text: true },
  { head: words.columns.caller, value: (r) => `${r.from}${r.callerName ? ` (${r.callerName})` : ""}`, text: true },
  { head: words.columns.outcome, value: (r) => r.outcome, text: true },
  {
    head: words.columns.request,
    value: (r) =>
      r.leadId ? (
        <a href={`/desk/leads/${r.leadId}`} className="underline">
          {words.request(r.leadId)}
        </a>
      ) : (
        words.noRequest
      ),
    text: true,
  },
];

/** A list's Newer and Older links (plain links: no JavaScript needed), or nothing when it fits one page. */
function Pages({ label, newer, older, words: [newerWord, olderWord] }: { label: string; newer: string | null; older: string | null; words: [string, string] }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label={label} className="mt-2 flex gap-4">
      {newer && (
        <a href={newer} className="underline">
          {newerWord}
        </a>
      )}
      {older && (
        <a href={older} className="underline">
          {olderWord}
        </a>
      )}
    </nav>
  );
}

function CallTable({ label, rows }: { label: string; rows: Row[] }) {
  return (
    <NumberTable
      label={label}
      minWidth="min-w-[40rem]"
      rowHeader={words.columns.when}
      rows={rows}
      rowKey={(r) => String(r.id)}
      rowHead={(r) => r.at}
      columns={columns}
    />
  );
}

function AddBlock({ formKey }: { formKey: string }) {
  const fetcher = useFetcher<CallsAnswer>({ key: "calls-block" });
  const posted = useActionData() as CallsAnswer | undefined;
  const result = fetcher.data ?? posted;
  const refusal = result && !result.ok && result.intent === "block-number" ? result : undefined;
  const key = fetcher.data?.ok ? fetcher.data.formKey : formKey;
  return (
    // Keyed by its form key: emptied after each number blocked.
    <DeskForm key={key} fetcher={fetcher} intent="block-number" formKey={key} className="mt-3 max-w-md rounded border-2 border-ink/30 bg-white p-3">
      <h3 className="font-semibold">{words.addBlock}</h3>
      <label className="mt-2 block">
        {words.number}
        <input
          name="e164"
          type="tel"
          required
          autoComplete="off"
          defaultValue={refusal?.typed}
          className={field}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? "block-error" : undefined}
        />
      </label>
      <label className="mt-2 block">
        {callsDeskWords.block.reason}
        <input name="reason" maxLength={200} autoComplete="off" className={field} />
      </label>
      <label className="mt-2 flex items-start gap-2">
        <input type="checkbox" name="confirmBlock" value="yes" required className="mt-1 size-5" />
        <span>{callsDeskWords.block.confirmHere}</span>
      </label>
      <button type="submit" disabled={fetcher.state !== "idle"} className={`mt-3 ${button}`}>
        {callsDeskWords.block.button}
      </button>
      {refusal && (
        <p id="block-error" className="mt-2 font-semibold text-red-800">
          {refusal.error}
        </p>
      )}
      {fetcher.data?.ok && (
        <p role="status" className="mt-2 font-semibold">
          {fetcher.data.message}
        </p>
      )}
    </DeskForm>
  );
}

function Unblock({ block, formKey }: { block: CallsPageData["blocks"][number]; formKey: string }) {
  const fetcher = useFetcher<CallsAnswer>({ key: `unblock-${block.id}` });
  const refusal = fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  return (
    <DeskForm fetcher={fetcher} intent="unblock-number" formKey={`${formKey}-${block.id}`} fields={{ blockId: block.id }}>
      <button
        type="submit"
        disabled={fetcher.state !== "idle"}
        aria-label={`${callsDeskWords.block.unblock} ${block.number}`}
        className="min-h-11 rounded border-2 border-ink bg-white px-3 py-1 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep"
      >
        {callsDeskWords.block.unblock}
      </button>
      {refusal && <span className="ml-2 font-semibold text-red-800">{refusal}</span>}
    </DeskForm>
  );
}

export function CallsPage({ data }: { data: CallsPageData }) {
  const posted = useActionData() as CallsAnswer | undefined;
  const message = posted?.ok ? posted.message : data.flash;
  return (
    <article>
      <h1 className="font-serif text-3xl font-bold">{words.title}</h1>
      <p className="mt-2 max-w-3xl">{words.intro}</p>
      <p role="status" className="mt-2 font-semibold">
        {message}
      </p>

      <DeskSection id="recent-calls" title={words.recent}>
        {data.calls.length ? <CallTable label={words.recent} rows={data.calls} /> : <p className="mt-2">{words.none}</p>}
        <Pages label={words.pages} newer={data.newer} older={data.older} words={[words.newer, words.older]} />
      </DeskSection>

      <DeskSection id="hang-ups" title={words.hangUps}>
        <p className="mt-1 max-w-3xl text-sm text-muted">{words.hangUpsHint}</p>
        {data.hangUps.rows.length ? (
          <>
            <p className="mt-1">{words.hangUpCount(data.hangUps.label)}</p>
            <CallTable label={words.hangUps} rows={data.hangUps.rows} />
            <Pages
              label={words.hangUpPages}
              newer={data.hangUps.newer && `${data.hangUps.newer}#hang-ups`}
              older={data.hangUps.older && `${data.hangUps.older}#hang-ups`}
              words={[words.newerHangUps, words.olderHangUps]}
            />
          </>
        ) : (
          <p className="mt-2">{words.noHangUps}</p>
        )}
      </DeskSection>

      <DeskSection id="block-list" title={words.blockList}>
        <p className="mt-1 max-w-3xl text-sm text-muted">{words.blockHint}</p>
        {data.blocks.length ? (
          <ul className="mt-2 space-y-2">
            {data.blocks.map((block) => (
              <li key={block.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded border border-ink/20 bg-white p-2">
                <span className="font-semibold tabular-nums">{block.number}</span>
                <span className="text-sm">
                  {words.columns.blockedBy} {block.blockedBy}, {block.blockedAt}
                  {block.reason ? `: ${block.reason}` : ""} · {words.turnedAway(block.turnedAway)}
                </span>
                <Unblock block={block} formKey={data.formKey} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">{words.noBlocks}</p>
        )}
        <AddBlock formKey={data.formKey} />
      </DeskSection>
    </article>
  );
}
