/** A request's forms: fetchers once hydrated (`via=js`), plain forms answered with a 303 without. */
import { useFetcher } from "react-router";
import type { LeadActionResult } from "~/desk/form-schemas";
import { button, DeskForm, field, refusalFor } from "~/components/desk/desk-form";

type Fetcher = ReturnType<typeof useFetcher<LeadActionResult>>;

export function NoteForm({ fetcher, formKey, result }: { fetcher: Fetcher; formKey: string; result: LeadActionResult | undefined }) {
  const busy = fetcher.state !== "idle";
  const body = refusalFor(result, "body", "note-body-error");
  const form = refusalFor(result?.intent === "note" ? result : undefined, "form", "note-form-error");
  return (
    <DeskForm fetcher={fetcher} intent="note" formKey={formKey} className="mt-2 grid gap-2">
      <label htmlFor="note-body" className="sr-only">
        Note
      </label>
      <textarea id="note-body" name="body" rows={3} required maxLength={5000} className={field} placeholder="Left a voicemail; will try again at 3 pm." {...body.props} />
      {body.message}
      <button type="submit" className={`${button} justify-self-start`} disabled={busy} aria-describedby={form.message ? form.props["aria-describedby"] : undefined}>
        Save note
      </button>
      {form.message}
    </DeskForm>
  );
}
