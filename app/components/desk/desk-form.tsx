/** The desk's form kit: `DeskForm` (a post's hidden fields written once), its key and answer, button and field classes, a refusal. */
import { type ReactNode, type Ref, useEffect, useState } from "react";
import { type FetcherFormProps, type FetcherWithComponents, Form, useActionData } from "react-router";

export const button =
  "rounded bg-ink px-4 py-2 font-semibold text-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep disabled:opacity-60";
export const field = "mt-1 block w-full rounded border border-ink/30 bg-white px-2 py-2 text-base aria-invalid:border-2 aria-invalid:border-red-700";

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function Via() {
  return useHydrated() ? <input type="hidden" name="via" value="js" /> : null;
}

interface DeskFormProps extends Omit<FetcherFormProps, "method"> {
  /** Posts through it once hydrated, marked `via=js` (the answer is data); without JavaScript the same form posts and gets a 303 back. */
  fetcher?: Pick<FetcherWithComponents<unknown>, "Form">;
  /** A plain HTML form, never React Router's: the browser shows what comes back (a file, another route's 303). */
  document?: boolean;
  intent?: string;
  formKey?: string;
  /** More hidden fields, after intent and formKey in this order; an undefined value writes none. */
  fields?: Record<string, string | number | undefined>;
  ref?: Ref<HTMLFormElement>;
  children?: ReactNode;
}

export function DeskForm({ fetcher, document, intent, formKey, fields = {}, children, ...form }: DeskFormProps) {
  const inputs = (
    <>
      {intent !== undefined && <input type="hidden" name="intent" value={intent} />}
      {formKey !== undefined && <input type="hidden" name="formKey" value={formKey} />}
      {Object.entries(fields).map(([name, value]) => value !== undefined && <input key={name} type="hidden" name={name} value={value} />)}
      {fetcher && <Via />}
      {children}
    </>
  );
  if (fetcher)
    return (
      <fetcher.Form method="post" {...form}>
        {inputs}
      </fetcher.Form>
    );
  if (document)
    return (
      <form method="post" {...form}>
        {inputs}
      </form>
    );
  return (
    <Form method="post" {...form}>
      {inputs}
    </Form>
  );
}

/** A form's key that changes only when a save hands a new one (emptying the form); a revalidation keeps it. */
export function useFormKey(leadId: number, initial: string, saved: string | undefined): string {
  const [current, setCurrent] = useState({ lead: leadId, key: initial });
  useEffect(() => {
    if (saved) setCurrent({ lead: leadId, key: saved });
  }, [saved, leadId]);
  return current.lead === leadId ? current.key : initial;
}

/** A panel's answer: its fetcher's, else the page's own when it answered one of the panel's intents (a post without JavaScript). */
export function usePanelResult<Result extends { intent: string }>(intents: string | readonly string[], fetcher: { data?: Result }): Result | undefined {
  const posted = useActionData() as Result | undefined;
  return fetcher.data ?? (posted && [intents].flat().includes(posted.intent) ? posted : undefined);
}

export type FieldAnswer = { ok: true } | { ok: false; field: string; error: string };

export function refusalFor(result: FieldAnswer | undefined, name: string, id: string) {
  const refusal = result && !result.ok && result.field === name ? result.error : undefined;
  return {
    props: refusal ? { "aria-invalid": true as const, "aria-describedby": id } : {},
    message: refusal ? (
      <span id={id} className="mt-1 block font-semibold text-red-800">
        {refusal}
      </span>
    ) : null,
  };
}
