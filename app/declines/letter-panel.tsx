/** A declined or referred-out request's outcome and its non-engagement letter: emailed once, or printed without an address; its kept text. */
import { useFetcher } from "react-router";
import { LETTER_PLACEHOLDER_NOTE } from "~/content/non-engagement-letter";
import type { NonEngagementLetterRow } from "~/db/schema.server";
import { REFERRAL_FEE_NOTE } from "~/declines/closing";
import type { LeadActionResult } from "~/desk/form-schemas";
import type { LeadStatus } from "~/db/statuses";
import { kentShort } from "~/lib/kent-time";
import { DeskSection } from "~/components/desk/desk-section";
import { button, DeskForm, refusalFor } from "~/components/desk/desk-form";

interface LetterPanelProps {
  leadId: number;
  status: LeadStatus;
  outcome: string | null;
  hasEmail: boolean;
  letter: NonEngagementLetterRow | null;
  formKey: string;
  posted: LeadActionResult | undefined;
}

const languageName = (lang: string) => (lang === "es" ? "Spanish" : "English");

export function LetterPanel({ leadId, status, outcome, hasEmail, letter, formKey, posted }: LetterPanelProps) {
  const fetcher = useFetcher<LeadActionResult>({ key: `letter-${leadId}` });
  const result = fetcher.data ?? posted;
  const form = refusalFor(result?.intent === "letter" ? result : undefined, "form", "letter-form-error");
  const said = result?.ok && result.intent === "letter" ? result.message : "";
  const printable = `/desk/leads/${leadId}/letter`;
  return (
    <DeskSection id="letter" title="Non-engagement letter" className="mt-6 rounded border border-ink/15 bg-white p-4">
      {outcome && (
        <p className="mt-2">
          <span className="font-semibold">{status === "referred-out" ? "Referred out" : "Declined"}:</span> {outcome}
        </p>
      )}
      {status === "referred-out" && <p className="mt-1 text-sm">{REFERRAL_FEE_NOTE}</p>}
      <p className="mt-2 text-sm text-muted">{LETTER_PLACEHOLDER_NOTE}</p>
      {letter ? (
        <>
          <p className="mt-2">
            {letter.address ? `Emailed to ${letter.address}` : "Printed"} in {languageName(letter.language)}
            {letter.sentAt ? `, sent ${kentShort(letter.sentAt)}` : ", not delivered yet (see Where it went)"} · by {letter.createdBy}
          </p>
          <details className="mt-2 rounded border border-ink/15 p-3">
            <summary className="cursor-pointer font-semibold">The letter as sent</summary>
            <p className="mt-2 font-semibold">{letter.subject}</p>
            <p className="mt-2 whitespace-pre-line">{letter.body}</p>
          </details>
        </>
      ) : hasEmail ? (
        <DeskForm fetcher={fetcher} intent="letter" formKey={formKey} className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className={button}
            disabled={fetcher.state !== "idle"}
            aria-describedby={form.message ? form.props["aria-describedby"] : undefined}
          >
            Send letter
          </button>
          <span>by email, in the language they wrote in, with a copy to the intake inbox</span>
          {form.message}
        </DeskForm>
      ) : (
        <p className="mt-2">No email address on this request: print the letter and mail it.</p>
      )}
      <p role="status" className={said ? "mt-2 font-semibold text-green-900" : "sr-only"}>
        {said}
      </p>
      <p className="mt-2">
        <a href={printable} className="underline">
          Printable letter
        </a>
      </p>
    </DeskSection>
  );
}
