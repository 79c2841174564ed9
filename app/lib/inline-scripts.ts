/**
 * The site's own inline scripts, as the exact text the server renders. The page's
 * Content-Security-Policy allows each one by the SHA-256 of this text
 * (SCRIPT_HASHES in worker/http-headers.ts); test/worker/headers.test.ts recomputes the
 * hashes from these strings, so an edit here without a new hash fails the tests.
 * Keep them small, and free of anything that varies per page: data comes from the
 * script element's own data-* attributes (a hash covers only the text).
 */
import { FIRST_TOUCH_SCRIPT } from "~/attribution/capture";

/** The blocks the first frame leaves out: every block of <main> after the first, and the
 * footer. app/app.css selects the same ones (a stylesheet cannot import this). */
export const REST_OF_PAGE = "main>*+*,body>footer";

/** Set on <html> by RENDER_REST_SCRIPT once every block is rendered. A signal only: the
 * page's modules wait for it (worker/pages.ts), and no style may depend on it, or setting
 * it would restyle the whole page at that moment. */
export const REST_RENDERED = "data-rendered";

/** Set on <html> at the first client-side navigation (app/root.tsx): from then
 * on app/app.css no longer leaves any block out, so every page opened in the app renders
 * whole at once and its scroll position is restored against real heights. */
export const WHOLE_PAGES = "data-whole-pages";

/** Renders REST_OF_PAGE (`content-visibility: auto` in app.css) after the load event, one
 * block per task: each task lays out one block (reading its height makes the browser do it
 * then), so no task is long, and by the time a visitor scrolls or a checker reads the page
 * every block has its real size and colours. Then it sets REST_RENDERED, and only then are
 * the page's modules fetched, so the fetches do not compete with those layouts (in
 * Chromium on Linux a layout waits for the browser process to answer its font lookups). A
 * MessageChannel posts the tasks: they run at once, with no timer a test's fake clock
 * could stop. Without JavaScript the browser renders each block as it comes near the
 * screen. See docs/decisions/0016-first-load-work.md. */
export const RENDER_REST_SCRIPT =
  "(function(d){function go(){" +
  `var q=[].slice.call(d.querySelectorAll("${REST_OF_PAGE}")),c=new MessageChannel();` +
  `c.port1.onmessage=function(){var e=q.shift();if(!e){d.documentElement.setAttribute("${REST_RENDERED}","");return}` +
  'e.style.contentVisibility="visible";e.offsetHeight;c.port2.postMessage(0)};' +
  "c.port2.postMessage(0)}" +
  'if(d.readyState=="complete")go();else addEventListener("load",go)' +
  "})(document)";

/** Every inline script of the site, for the CSP hashes and their test: the first-touch
 * script every page runs in its <head> (app/attribution/capture.ts), and the one above,
 * at the end of every page's <body> (app/root.tsx). */
export const INLINE_SCRIPTS = [FIRST_TOUCH_SCRIPT, RENDER_REST_SCRIPT] as const;
