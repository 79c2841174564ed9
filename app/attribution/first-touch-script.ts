/**
 * The first-touch script: every page runs it inline in its <head>, as it is parsed, before
 * and without React (app/root.tsx). It keeps the visit's first page in sessionStorage, for
 * the tab only: its address, the external referrer (origin and path), the campaign tags
 * and ad click ids (or the first touch a link carried, worker/first-touch.ts, when a page
 * opens in a new tab). It also reports each tap on a tel: link with navigator.sendBeacon
 * (POST /api/events). No cookie, nothing sent anywhere else.
 *
 * Bundled into one inline script at build time (`?inline-script`); the CSP allows it by
 * the hash of that text.
 */
import { type Attribution, attributionLimits, carriedParams, FIRST_TOUCH_KEY, urlFieldLimit, urlFields } from "./fields";

/** The first touch this page shows: where it was opened from, and the tags it carries. */
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
  if (!storage.getItem(FIRST_TOUCH_KEY)) {
    try {
      storage.setItem(FIRST_TOUCH_KEY, JSON.stringify(firstTouchHere()));
    } catch {
      // storage full or refused: the request goes without a first touch
    }
  }
  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="tel:"]');
      if (!link || !navigator.sendBeacon) return;
      let touch: Attribution | undefined;
      try {
        touch = JSON.parse(storage.getItem(FIRST_TOUCH_KEY) ?? "null") ?? undefined;
      } catch {
        // unreadable: the tap is counted without it
      }
      navigator.sendBeacon("/api/events", JSON.stringify({ event: "call_tap", page: location.pathname, touch }));
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
