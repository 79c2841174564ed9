/** The browser's side of first-touch attribution: the form reads the tab's first touch here. */
import type { CallNumberKey } from "~/content/call-numbers";
import { langOfPath } from "~/content/i18n";
import { findSitePage } from "~/lib/addresses";
import { type Attribution, attributionFields, FIRST_TOUCH_KEY } from "./fields";
import { mayShowTrackingNumber, visitorNumber } from "./tracking-number";

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

/** The tracking number the tab's first touch sees on `pathname`, or null for the main number (decision 0094):
 * the touch the form sends, so the number shown and the request's source agree. */
export function storedTouchNumber(pathname: string, numbers: Partial<Record<CallNumberKey, string>>): string | null {
  if (!mayShowTrackingNumber(pathname, findSitePage(pathname)?.kind ?? null)) return null;
  return visitorNumber(storedFirstTouch() ?? {}, langOfPath(pathname), new Map(Object.entries(numbers) as [CallNumberKey, string][]))?.e164 ?? null;
}
