/** The notes panel's form: a fetcher once hydrated, a plain form answered with a 303 without. */
import { useFetcher } from "react-router";
import { button, DeskForm, field, refusalFor, useFormKey, usePanelResult } from "~/components/desk/desk-form";
import type { LeadActionResult } from "~/desk/form-schemas";

type Fetcher = ReturnType<typeof useFetcher<LeadActionResult>>;

function NoteForm({ fetcher, formKey, result }: { fetcher: Fetcher; formKey: string; result: LeadActionResult | undefined }) {
  const busy = fetcher.state !== "idle";
  const body = refusalFor(result, "body", "note-body-error");
  const form = refusalFor(result?.intent === "note" ? result : undefined, "form", "note-form-error");
  return (
    <DeskForm fetcher={fetcher} intent="note" formKey={formKey} className="mt-2 grid gap-2">
      <label htmlFor="note-body" className="sr-only">
        Note
      </label>
      <textarea
        id="note-body"
        name="body"
        rows={3}
        required
        maxLength={5000}
        className={field}
        placeholder="Left a voicemail; will try again at 3 pm."
        {...body.props}
      />
      {body.message}
      <button
        type="submit"
        className={`${button} justify-self-start`}
        disabled={busy}
        aria-describedby={form.message ? form.props["aria-describedby"] : undefined}
      >
        Save note
      </button>
      {form.message}
    </DeskForm>
  );
}

/** The notes panel: its own fetcher (keyed, so the page's confirmation reads it too); the box empties on a save. */
export function NotesPanel({ leadId, initialKey }: { leadId: number; initialKey: string }) {
  const fetcher = useFetcher<LeadActionResult>({ key: `note-${leadId}` });
  const formKey = useFormKey(leadId, initialKey, fetcher.data?.ok && fetcher.data.intent === "note" ? fetcher.data.noteKey : undefined);
  const result = usePanelResult("note", fetcher);
  return <NoteForm key={formKey} fetcher={fetcher} formKey={formKey} result={result} />;
}
