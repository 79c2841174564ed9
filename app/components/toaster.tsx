/**
 * The site's toasts (sonner): mounted once in the root layout. Sonner's defaults match
 * the spec (three visible, four seconds, 14 px gap); its region is an aria-live
 * "polite" section, so each toast's title and description reach screen readers.
 */
import { Toaster as Sonner } from "sonner";

export function Toaster() {
  return <Sonner position="bottom-center" richColors closeButton toastOptions={{ className: "text-base" }} />;
}
