/** The desk's form kit: its button and field classes, the `via=js` mark and a field's refusal. */
import { useEffect, useState } from "react";

export const button =
  "rounded bg-ink px-4 py-2 font-semibold text-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep disabled:opacity-60";
export const field = "mt-1 block w-full rounded border border-ink/30 bg-white px-2 py-2 text-base aria-invalid:border-2 aria-invalid:border-red-700";

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function Via() {
  return useHydrated() ? <input type="hidden" name="via" value="js" /> : null;
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
