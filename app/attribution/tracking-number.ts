/** Which of the firm's numbers a visit sees (issue 58): its first touch picks a tracking number, else the main
 * number. Pure and safe in the browser; the numbers come from the `CALL_TRACKING_NUMBERS` setting. */
import { type CallNumberKey, callNumberKeys, callNumberSources, type WebRule } from "~/content/call-numbers";
import type { Lang } from "~/content/i18n";
import { log } from "~/lib/log";
import type { PageKind } from "~/lib/page-addresses";
import { isSigningPath } from "~/lib/private-addresses";
import type { Attribution } from "./fields";
import { senderOf, sourceOf } from "./source";

const E164 = /^\+[1-9]\d{7,14}$/;

/** The setting's numbers by key; a bad entry (unknown key, not E.164, a key or number twice) is left out and named. */
export function parseTrackingNumbers(setting: string | undefined): { numbers: Map<CallNumberKey, string>; refused: string[] } {
  const numbers = new Map<CallNumberKey, string>();
  const refused: string[] = [];
  for (const item of (setting ?? "").split(",")) {
    const text = item.trim();
    if (!text) continue;
    const [key = "", e164 = ""] = text.split("=").map((part) => part.trim());
    const known = (callNumberKeys as readonly string[]).includes(key);
    if (!known || !E164.test(e164) || numbers.has(key as CallNumberKey) || [...numbers.values()].includes(e164)) refused.push(text);
    else numbers.set(key as CallNumberKey, e164);
  }
  return { numbers, refused };
}

/** A refused entry's calls are taken as the main line's. */
// The setting read once per isolate (it is constant for a deployment), so a bad entry is logged once, not per page.
let read: { setting: string | undefined; numbers: ReadonlyMap<CallNumberKey, string> } | null = null;

export function readTrackingNumbers(env: { CALL_TRACKING_NUMBERS?: string }): ReadonlyMap<CallNumberKey, string> {
  if (!read || read.setting !== env.CALL_TRACKING_NUMBERS) {
    const { numbers, refused } = parseTrackingNumbers(env.CALL_TRACKING_NUMBERS);
    if (refused.length) log("warn", "call_numbers_refused", { entries: refused });
    read = { setting: env.CALL_TRACKING_NUMBERS, numbers };
  }
  return read.numbers;
}

function matches(rule: WebRule, touch: Attribution): boolean {
  if ("clickIds" in rule) return rule.clickIds.some((name) => Boolean(touch[name]));
  if (sourceOf(touch) !== rule.source) return false;
  if (rule.sender && !rule.sender.test(senderOf(touch))) return false;
  return !rule.campaign || rule.campaign.test((touch.utm_campaign ?? "").toLowerCase());
}

const keysOf = (touch: Attribution) => callNumberKeys.filter((key) => callNumberSources[key].web.some((rule) => matches(rule, touch)));

/** The first entry whose web rule matches the visit, configured or not. */
export const numberKeyOf = (touch: Attribution): CallNumberKey | null => keysOf(touch)[0] ?? null;

/** The configured number a visit sees: the page's language's entry first, else an English one (its callers may press 2). */
export function visitorNumber(touch: Attribution, lang: Lang, numbers: ReadonlyMap<CallNumberKey, string>): { key: CallNumberKey; e164: string } | null {
  const configured = keysOf(touch).filter((key) => numbers.has(key));
  const key = configured.find((k) => callNumberSources[k].lang === lang) ?? configured.find((k) => callNumberSources[k].lang === "en");
  return key ? { key, e164: numbers.get(key)! } : null;
}

/** Never on a signing page or the questions after Send: those show the firm's main number. */
export const mayShowTrackingNumber = (pathname: string, kind: PageKind | null) => !isSigningPath(pathname) && kind !== "questions";
