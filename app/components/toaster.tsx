/**
 * The site's toasts (sonner), loaded only when a page needs them: the consultation form
 * calls `prepareToasts()` when the visitor starts filling it in, which mounts the toaster
 * (so its aria-live region exists before any toast) and `showToast()` at the end.
 * Sonner's defaults match the old site's toasts (three visible, four seconds, 14 px gap); its region
 * is aria-live "polite", so each toast's title and description reach screen readers.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import type { ExternalToast } from "sonner";
import { formWords } from "~/content/consultation-form";
import { useLang } from "~/lib/page";

const loadSonner = () => import("sonner");
const Sonner = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

let wanted = false;
let mount: (() => void) | null = null;

/** Loads sonner and mounts the toaster, ahead of the first toast. */
export function prepareToasts() {
  wanted = true;
  mount?.();
  return loadSonner();
}

export async function showToast(kind: "success" | "error", title: string, options: ExternalToast) {
  const { toast } = await prepareToasts();
  toast[kind](title, options);
}

export function Toaster() {
  const words = formWords[useLang()].toasts;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    mount = () => setShown(true);
    if (wanted) setShown(true);
    return () => {
      mount = null;
    };
  }, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Sonner
        position="bottom-center"
        richColors
        closeButton
        containerAriaLabel={words.region}
        toastOptions={{ className: "text-base", closeButtonAriaLabel: words.close }}
      />
    </Suspense>
  );
}
