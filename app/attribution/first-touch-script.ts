/** Inline in every page's <head>, before React (the CSP allows it by hash): keeps the visit's first touch
 * in sessionStorage (the tab only, no cookie) and beacons tel: and sms: taps to /api/events. A page whose
 * address holds a secret (a signing link, the questions' key) never starts a first touch (decision 0064). */
import { holdsSecret, isSigningPath } from "../lib/private-addresses";
import { type Attribution, attributionLimits, carriedParams, FIRST_TOUCH_KEY, urlFieldLimit, urlFields } from "./fields";

function firstTouchHere(): Attribution {
  const query = new URLSearchParams(location.search);
  const touch: Attribution = {
    landingPage: (query.get(carriedParams.landingPage) || location.pathname + location.search).slice(0, attributionLimits.landingPage),
  };
  const referrer = query.get(carriedParams.referrer) || document.referrer;
  if (referrer) {
    try {
      const from = new URL(referrer);
      if (from.origin !== location.origin) touch.referrer = (from.origin + from.pathname).slice(0, attributionLimits.referrer);
    } catch {
      // not an address: no referrer
    }
  }
  for (const name of urlFields) {
    const value = query.get(name);
    if (value) touch[name] = value.slice(0, urlFieldLimit(name));
  }
  return touch;
}

function run(storage: Storage) {
  const first = storage.getItem(FIRST_TOUCH_KEY) ? null : firstTouchHere();
  if (first && !holdsSecret(first.landingPage!)) {
    try {
      storage.setItem(FIRST_TOUCH_KEY, JSON.stringify(first));
    } catch {
      // storage full or refused: the request goes without a first touch
    }
  }
  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="tel:"], a[href^="sms:"]');
      // A signing page is no page of the site's to count, and its address is the token.
      if (!link || !navigator.sendBeacon || isSigningPath(location.pathname)) return;
      let touch: Attribution | undefined;
      try {
        touch = JSON.parse(storage.getItem(FIRST_TOUCH_KEY) ?? "null") ?? undefined;
      } catch {
        // unreadable: the tap is counted without it
      }
      navigator.sendBeacon(
        "/api/events",
        JSON.stringify({ event: link.getAttribute("href")!.startsWith("sms:") ? "text_tap" : "call_tap", page: location.pathname, touch }),
      );
    },
    true,
  );
}

let storage: Storage | undefined;
try {
  storage = sessionStorage;
} catch {
  // storage blocked (some privacy settings): nothing to keep, no taps counted either
}
if (storage) run(storage);
