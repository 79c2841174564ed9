/**
 * The site's own inline scripts, as the exact text the server renders. The page's
 * Content-Security-Policy allows each one by the SHA-256 of this text
 * (SCRIPT_HASHES in worker/http-headers.ts); test/worker/headers.test.ts recomputes the
 * hashes from these strings, so an edit here without a new hash fails the tests.
 * Keep them small, and free of anything that varies per page: data comes from the
 * script element's own data-* attributes (a hash covers only the text).
 */
import { FIRST_TOUCH_SCRIPT } from "~/attribution/capture";

/**
 * The home page hero's video (app/components/sections/hero-video.tsx). It sits at the
 * end of the hero <section>, after the <video> and its pause/play button, and runs as
 * the HTML is parsed, long before the page hydrates (after the load event):
 * - for visitors who do not prefer reduced motion it starts the muted video once the
 *   page has loaded: it gives the <video> its source (the WebM where the browser plays
 *   VP9, else the MP4; the addresses are the video's data-webm and data-mp4) and plays
 *   it. The markup has no source and no autoplay, so nothing else starts or downloads
 *   it. Waiting for the load event leaves the bandwidth to the poster and the page
 *   first, and in WebKit (GTK) a start while the page's modules were still loading
 *   froze the video after a few frames on many loads;
 * - it keeps the button's name and icon (aria-label, data-playing) true to what the
 *   video does: the server renders "play", as nothing moves until this script says so;
 * - it loops the video by starting it again when it ends (WebKitGTK's own `loop`
 *   stalled on the last frame here, even on a bare page);
 * - a change of the preference to reduced motion pauses the video.
 * The button's two names are read from the script's data-pause and data-play.
 * After hydration the component does the same; scripts React inserts on a client-side
 * navigation do not run, so there the component starts the video.
 * See docs/decisions/0013-hero-video-and-other-engines.md.
 */
export const HERO_VIDEO_SCRIPT =
  "(function(s){" +
  'var h=s.parentNode,v=h.querySelector("video"),b=h.querySelector("button.motion-toggle"),' +
  'r=matchMedia("(prefers-reduced-motion: reduce)");' +
  // The end of a loop pauses it for a moment (see "ended"): the button keeps saying "pause".
  "function show(){var p=!v.paused||v.ended;" +
  'b.setAttribute("aria-label",p?s.dataset.pause:s.dataset.play);b.setAttribute("data-playing",String(p))}' +
  'function start(){if(!v.getAttribute("src"))v.src=v.canPlayType(\'video/webm; codecs="vp9"\')?v.dataset.webm:v.dataset.mp4;' +
  "v.muted=true;var p=v.play();if(p)p.catch(function(){})}" +
  'v.addEventListener("play",show);v.addEventListener("pause",show);' +
  'v.addEventListener("ended",function(){v.currentTime=0;start()});' +
  'r.addEventListener("change",function(){if(r.matches)v.pause()});' +
  "function go(){if(!r.matches&&v.paused)start()}" +
  'if(document.readyState=="complete")go();else addEventListener("load",go)' +
  "})(document.currentScript)";

/** Every inline script of the site, for the CSP hashes and their test: the one above, and
 * the first-touch script every page runs (app/attribution/capture.ts). */
export const INLINE_SCRIPTS = [HERO_VIDEO_SCRIPT, FIRST_TOUCH_SCRIPT] as const;
