/** The status form's details for closing a request: why it was declined, or to whom it was referred and the
 * agreed fee share (app/desk/declines.ts reads them). */
import { REFERRAL_FEE_NOTE, declineReasonLabel, declineReasons } from "~/declines/closing";
import type { LeadActionResult } from "~/desk/form-schemas";
import { field, refusalFor } from "~/components/desk/desk-form";

export function ClosingFields({ result }: { result: LeadActionResult | undefined }) {
  const reason = refusalFor(result, "reason", "status-reason-error");
  const reasonText = refusalFor(result, "reasonText", "status-reason-text-error");
  const referredTo = refusalFor(result, "referredTo", "status-referred-to-error");
  const share = refusalFor(result, "referralShare", "status-share-error");
  return (
    <div className="grid gap-3 sm:col-span-3 sm:grid-cols-2">
      <fieldset className="rounded border border-ink/15 p-3">
        <legend className="px-1 font-semibold">If declined</legend>
        <label className="block">
          Reason
          <select name="reason" defaultValue="" className={field} {...reason.props}>
            <option value="">Choose a reason…</option>
            {declineReasons.map((r) => (
              <option key={r} value={r}>
                {declineReasonLabel[r]}
              </option>
            ))}
          </select>
          {reason.message}
        </label>
        <label className="mt-2 block">
          In a few words (needed for “Other”)
          <input name="reasonText" maxLength={500} autoComplete="off" className={field} {...reasonText.props} />
          {reasonText.message}
        </label>
      </fieldset>
      <fieldset className="rounded border border-ink/15 p-3">
        <legend className="px-1 font-semibold">If referred out</legend>
        <label className="block">
          Referred to (lawyer or firm)
          <input name="referredTo" maxLength={200} autoComplete="off" className={field} {...referredTo.props} />
          {referredTo.message}
        </label>
        <label className="mt-2 block">
          Agreed referral fee share, percent (optional)
          <input
            name="referralShare"
            inputMode="numeric"
            placeholder="33"
            autoComplete="off"
            className={field}
            aria-describedby={share.message ? "status-share-error status-share-note" : "status-share-note"}
            aria-invalid={share.message ? true : undefined}
          />
          {share.message}
        </label>
        <p id="status-share-note" className="mt-1 text-sm">
          {REFERRAL_FEE_NOTE}
        </p>
      </fieldset>
    </div>
  );
}
