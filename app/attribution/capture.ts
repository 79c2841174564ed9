/**
 * The browser's side of first-touch attribution. The inline script
 * (FIRST_TOUCH_SCRIPT, run by every page as it is parsed, before and without React) keeps
 * the first page of the visit in sessionStorage, for the tab only: its address, the
 * external referrer (origin and path), the campaign tags and the ad click ids (or the
 * first touch a link carried, worker/first-touch.ts, when a page opens in a new tab). It also
 * reports each tap on a tel: link with navigator.sendBeacon (POST /api/events). No
 * cookie, nothing sent anywhere else.
 */
import { type Attribution, attributionFields, attributionLimits, carriedParams, FIRST_TOUCH_KEY, urlFieldLimit, urlFields } from "./fields";

/**
 * The script's text. It is rendered as is (app/root.tsx) and allowed by the hash of this
 * exact text in the Content-Security-Policy (app/lib/inline-scripts.ts).
 */
export const FIRST_TOUCH_SCRIPT =
  "(function(){var k=" +
  JSON.stringify(FIRST_TOUCH_KEY) +
  ",s;try{s=sessionStorage}catch(e){return}" +
  "if(!s.getItem(k)){var q=new URLSearchParams(location.search)," +
  `t={landingPage:(q.get("${carriedParams.landingPage}")||location.pathname+location.search).slice(0,${attributionLimits.landingPage})},` +
  `r=q.get("${carriedParams.referrer}")||document.referrer;` +
  `if(r)try{var u=new URL(r);if(u.origin!==location.origin)t.referrer=(u.origin+u.pathname).slice(0,${attributionLimits.referrer})}catch(e){}` +
  // Each tag and click id cut to its own limit (urlFieldLimit, written out as a table).
  `var l=${JSON.stringify(Object.fromEntries(urlFields.map((name) => [name, urlFieldLimit(name)])))};` +
  "for(var n in l){var v=q.get(n);if(v)t[n]=v.slice(0,l[n])}" +
  "try{s.setItem(k,JSON.stringify(t))}catch(e){}}" +
  'document.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest(\'a[href^="tel:"]\');' +
  "if(!a||!navigator.sendBeacon)return;var t=null;try{t=JSON.parse(s.getItem(k))}catch(e){}" +
  'navigator.sendBeacon("/api/events",JSON.stringify({event:"call_tap",page:location.pathname,touch:t||undefined}))},true)' +
  "})()";

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
