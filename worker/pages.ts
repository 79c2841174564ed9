/**
 * The pages: rendered by React Router, kept in the edge cache, and finished for each
 * response on the way out (docs/decisions/0015-edge-speed.md).
 *
 *   GET page -> the cache (key: this build, the day in Kent, the address) -> hit, or
 *   render and keep a shareable copy -> finish for this response: a fresh CSP nonce on
 *   every element that carries one, the visit's first touch in the form
 *   (first-touch.ts), and the page's JavaScript held until the load event
 *
 * What is kept: a 200 HTML page for a GET of an address without a query string that says
 * nothing against sharing (no `no-store`, `private` or Set-Cookie). Never kept: form
 * answers (POST), errors and 404s, `.data` requests, tagged landing pages (their query
 * string is theirs alone). The finishing runs on every page, cached or not, so a hit and a
 * miss send the same page.
 */
import { RouterContextProvider, createRequestHandler } from "react-router";
import { appContext } from "~/lib/app-context";
import { siteOrigins } from "~/leads/http.server";
import { JS_ONLY_BUTTON, PENDING_CLICK } from "~/lib/early-clicks";
import { withFirstTouch } from "./first-touch";

const handlePage = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/** Changes with every build: a deploy never serves an older build's HTML. */
export const BUILD_ID: string = __BUILD_ID__;

/** How long the edge keeps a page (the key changes with the build and the day anyway). */
const CACHE_SECONDS = 24 * 60 * 60;

/** The day in Kent: pages show it (the sitemap's date, the footer's year). */
const kentDay = (date = new Date()) => date.toLocaleDateString("en-CA", { timeZone: "America/Los_Angeles" });

/** Where a page is kept in the cache: by build, by day, by address. */
export function pageCacheKey(url: URL, buildId = BUILD_ID, day = kentDay()): Request {
  return new Request(`${url.origin}/__pages/${encodeURIComponent(buildId)}/${day}${url.pathname}`);
}

/** Whether this request's page may come from, and go to, the shared cache. */
function cacheable(request: Request, url: URL): boolean {
  return (request.method === "GET" || request.method === "HEAD") && url.search === "" && !url.pathname.endsWith(".data");
}

/** Whether a rendered answer may be shared with other visitors. */
function shareable(response: Response): boolean {
  const control = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").includes("text/html") &&
    !/no-store|private/.test(control) &&
    !response.headers.has("Set-Cookie")
  );
}

async function render(request: Request, env: Env, ctx: ExecutionContext, nonce: string): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(appContext, { env, ctx, nonce });
  return handlePage(request, context);
}

/**
 * The page for this request, with `nonce` on its scripts and styles. `X-Page-Cache` says
 * where it came from: hit, miss (rendered and kept), or bypass (rendered, not kept).
 */
export async function servePage(request: Request, env: Env, ctx: ExecutionContext, nonce: string): Promise<Response> {
  const url = new URL(request.url);
  let page: Response;
  let state: "hit" | "miss" | "bypass" = "bypass";
  if (cacheable(request, url)) {
    const key = pageCacheKey(url);
    const cache = await caches.open("pages");
    const cached = await cache.match(key);
    if (cached) {
      page = cached;
      state = "hit";
    } else {
      page = await render(new Request(request.url, { method: "GET", headers: request.headers }), env, ctx, nonce);
      if (shareable(page)) {
        state = "miss";
        const copy = new Response(page.clone().body, page);
        copy.headers.set("Cache-Control", `public, max-age=${CACHE_SECONDS}`);
        ctx.waitUntil(cache.put(key, copy));
      }
    }
  } else {
    page = await render(request, env, ctx, nonce);
  }
  const finished = finish(page, request, env, nonce);
  finished.headers.set("X-Page-Cache", state);
  return finished;
}

/** The site's stylesheets, by address, read once per isolate from the static assets. */
const stylesheets = new Map<string, Promise<string | null>>();

function stylesheet(env: Env, url: URL): Promise<string | null> {
  let css = stylesheets.get(url.pathname);
  if (!css) {
    css = (async () => {
      try {
        const res = await env.ASSETS.fetch(url);
        return res.ok ? await res.text() : null;
      } catch {
        return null; // No static assets (the Worker tests): the page keeps its <link>.
      }
    })();
    stylesheets.set(url.pathname, css);
  }
  return css;
}

/** Interactions that load the page's modules before the load event. */
const EARLY_TRIGGERS = ["pointerdown", "touchstart", "keydown", "focusin"];

/**
 * The boot of React Router's module script, in place of it. It loads the page's modules
 * (module preloads, then the module script, with this response's nonce, read from the
 * script that runs this) after the load event, or at once when the visitor touches,
 * presses a key or moves the focus first. Until the page is hydrated it remembers the
 * last JavaScript-only button tapped, for the browser entry to replay
 * (app/lib/early-clicks.ts).
 */
function bootScript(moduleText: string, preloads: string[]): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return (
    "(function(n,d){var done=0,o={capture:true,passive:true},t=" +
    json(EARLY_TRIGGERS) +
    ";function go(){if(done)return;done=1;t.forEach(function(e){removeEventListener(e,go,o)});" +
    `${json(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;l.nonce=n;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.nonce=n;s.textContent=${json(moduleText)};d.body.appendChild(s)}` +
    't.forEach(function(e){addEventListener(e,go,o)});addEventListener("click",function(e){' +
    `var b=!d.documentElement.dataset.hydrated&&e.target.closest&&e.target.closest(${json(JS_ONLY_BUTTON)});if(b)window.${PENDING_CLICK}=b},o);` +
    'if(d.readyState=="complete")go();else addEventListener("load",go)' +
    "})(document.currentScript.nonce,document)"
  );
}

/**
 * Finishes a page for this response: a fresh nonce on everything that carries one; the
 * stylesheet inline (the first paint needs the HTML alone); React Router's module preloads
 * and module script replaced by the boot above (nothing competes with the first paint);
 * the visit's first touch in the form.
 */
function finish(page: Response, request: Request, env: Env, nonce: string): Response {
  if (!(page.headers.get("Content-Type") ?? "").includes("text/html")) return new Response(page.body, page);
  const preloads: string[] = [];
  let moduleText = "";
  const rewriter = new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .on('link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute("href");
        if (href) preloads.push(href);
        link.remove();
      },
    })
    .on('link[rel="stylesheet"][href^="/assets/"]', {
      async element(link) {
        const href = link.getAttribute("href")!;
        const css = await stylesheet(env, new URL(href, request.url));
        if (css === null) return;
        // The <link> stays as it was, for React to hydrate against (it finds a stylesheet
        // <link> in <head> by its href), but `disabled`: the browser neither fetches nor
        // applies it.
        link.before(`<style nonce="${nonce}">${css.replace(/<\/style/gi, "<\\/style")}</style>`, { html: true });
        link.setAttribute("disabled", "");
      },
    })
    .on('script[type="module"]', {
      element(script) {
        script.removeAttribute("type");
        script.removeAttribute("async");
      },
      text(chunk) {
        moduleText += chunk.text;
        if (chunk.lastInTextNode) chunk.replace(bootScript(moduleText, preloads), { html: true });
        else chunk.remove();
      },
    });
  const out = withFirstTouch(request, rewriter.transform(page), siteOrigins(request, env.SITE_ORIGIN));
  const finished = new Response(out.body, out);
  // A cached copy carries the cache's own Cache-Control: the page's is set on the way out.
  finished.headers.delete("Cache-Control");
  return finished;
}
