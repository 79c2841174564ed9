/** The site's toasts (sonner), loaded when the visitor starts the form (`prepareToasts`),
 * so the aria-live region exists before the first toast is shown. */
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
