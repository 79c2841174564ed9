/** The browser's side of first-touch attribution: the form reads the tab's first touch here. */
import { type Attribution, attributionFields, FIRST_TOUCH_KEY } from "./fields";

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
