/**
 * The browser's side of first-touch attribution: the inline script every page runs
 * (first-touch-script.ts, bundled at build time) keeps the visit's first touch for the
 * tab; the form reads it from here when it sends a request.
 */
import { type Attribution, attributionFields, FIRST_TOUCH_KEY } from "./fields";

/** The first touch the tab keeps, if any. */
export function storedFirstTouch(): Attribution | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(FIRST_TOUCH_KEY) ?? "null") as Record<string, unknown> | null;
    if (!value || typeof value !== "object") return null;
    const touch: Attribution = {};
    for (const name of attributionFields) if (typeof value[name] === "string") touch[name] = value[name];
    return touch;
  } catch {
    return null;
  }
}
