/**
 * The pages: rendered by React Router, finished once, kept in the edge cache, and given
 * this response's CSP nonce on the way out (docs/decisions/0015-edge-speed.md).
 *
 *   GET page -> the cache (key: this build, the day in Kent, the address) -> hit, or
 *   render with a placeholder nonce, finish (the stylesheet inline, the JavaScript after
 *   the load event and the rest of the page) and keep a shareable copy -> this response:
 *   the placeholder replaced by a fresh nonce, the visit's first touch in the form
 *   (first-touch.ts)
 *
 * What is kept: a 200 HTML page for a GET of an address without a query string that says
 * nothing against sharing (no `no-store`, `private` or Set-Cookie). Never kept: form
 * answers (POST), errors and 404s, `.data` requests, tagged landing pages (their query
 * string is theirs alone). Pages that are not kept go the same way without the cache,
 * so a hit and a miss send the same page. A hit costs a cache read and one string
 * replacement: no rendering, no HTML parsing.
 */
import { RouterContextProvider, createRequestHandler } from "react-router";
import { findSitePage } from "~/lib/addresses";
import { appContext } from "~/lib/app-context";
import { JS_ONLY_BUTTON, PENDING_CLICK } from "~/lib/early-clicks";
import { REST_RENDERED } from "~/lib/inline-scripts";
import { withFirstTouch } from "./first-touch";
import { createNonce } from "./http-headers";

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

/**
 * Where a finished page's placeholder nonce sits, in bytes from the start of the body
 * (never sent to a browser). The placeholder has the length of a nonce (both come from
 * createNonce), so each response writes its own over it: no decoding, no re-encoding.
 */
const NONCE_AT = "X-Nonce-At";
const utf8 = new TextEncoder();

/**
 * React Router's answer, finished. Rendered with a placeholder nonce (random, so no page
 * content can guess it), which `respond` overwrites with each response's own.
 */
async function renderPage(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const placeholder = createNonce();
  const context = new RouterContextProvider();
  context.set(appContext, { env, ctx, nonce: placeholder });
  const page = await handlePage(request, context);
  if (!(page.headers.get("Content-Type") ?? "").includes("text/html")) return page;
  const parts = (await finish(page, request, env, placeholder).text()).split(placeholder).map((part) => utf8.encode(part));
  const gap = utf8.encode(placeholder);
  const body = new Uint8Array(parts.reduce((length, part) => length + part.length, gap.length * (parts.length - 1)));
  const offsets: number[] = [];
  let at = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      offsets.push(at);
      body.set(gap, at);
      at += gap.length;
    }
    body.set(part, at);
    at += part.length;
  });
  const finished = new Response(body, page);
  finished.headers.set(NONCE_AT, offsets.join(","));
  return finished;
}

/** A finished page as kept: its bytes (with the placeholder), status and headers. */
type Kept = { body: Uint8Array<ArrayBuffer>; status: number; headers: [string, string][] };

const toKept = async (page: Response): Promise<Kept> => ({
  body: new Uint8Array(await page.arrayBuffer()),
  status: page.status,
  headers: [...page.headers],
});

/** This response of a page: a finished page gets a copy of its bytes with `nonce` in place. */
async function respond(page: Response | Kept, nonce: string): Promise<Response> {
  if (page instanceof Response && !page.headers.has(NONCE_AT)) return new Response(page.body, page);
  const kept = page instanceof Response ? await toKept(page) : page;
  const body = kept.body.slice();
  const headers = new Headers(kept.headers);
  const bytes = utf8.encode(nonce);
  for (const offset of headers.get(NONCE_AT)?.split(",") ?? []) if (offset) body.set(bytes, Number(offset));
  headers.delete(NONCE_AT);
  // A cached copy carries the cache's own Cache-Control: the page's is set on the way out.
  headers.delete("Cache-Control");
  return new Response(body, { status: kept.status, headers });
}

/**
 * Finished pages are kept in two places under one key: the Cache API (shared by the
 * isolates of a data center, for a day) and this isolate's memory (the pages it served
 * lately, so that a hit costs no cache read either). The key changes with the build and
 * the day, so neither can hold an outdated page.
 */
const MEMORY_PAGES = 50;
const memory = new Map<string, Kept>();

function remember(key: Request, kept: Kept): Kept {
  if (memory.size >= MEMORY_PAGES) memory.delete(memory.keys().next().value!);
  memory.set(key.url, kept);
  return kept;
}

async function keptPage(key: Request): Promise<Kept | null> {
  const inMemory = memory.get(key.url);
  if (inMemory) return inMemory;
  const cached = await (await caches.open("pages")).match(key);
  return cached ? remember(key, await toKept(cached)) : null;
}

function keep(key: Request, kept: Kept, ctx: ExecutionContext): void {
  remember(key, kept);
  const copy = new Response(kept.body, { status: kept.status, headers: kept.headers });
  copy.headers.set("Cache-Control", `public, max-age=${CACHE_SECONDS}`);
  ctx.waitUntil(caches.open("pages").then((cache) => cache.put(key, copy)));
}

/**
 * The page for this request, with `nonce` on its scripts and styles. `X-Page-Cache` says
 * where it came from: hit, miss (rendered and kept), or bypass (rendered, not kept).
 */
export async function servePage(request: Request, env: Env, ctx: ExecutionContext, nonce: string): Promise<Response> {
  const url = new URL(request.url);
  // React Router matches addresses whatever their capitals; a page has one spelling.
  const lower = url.pathname.toLowerCase();
  if (lower !== url.pathname && !findSitePage(url.pathname) && findSitePage(lower)) {
    return new Response(null, { status: 301, headers: { Location: lower + url.search } });
  }
  let page: Response | Kept | null = null;
  let state: "hit" | "miss" | "bypass" = "bypass";
  if (cacheable(request, url)) {
    const key = pageCacheKey(url);
    page = await keptPage(key);
    if (page) state = "hit";
    else {
      const rendered = await renderPage(new Request(request.url, { method: "GET", headers: request.headers }), env, ctx);
      if (shareable(rendered)) {
        state = "miss";
        page = await toKept(rendered);
        keep(key, page, ctx);
      } else page = rendered;
    }
  } else {
    page = await renderPage(request, env, ctx);
  }
  const response = withFirstTouch(request, await respond(page, nonce), env.SITE_ORIGIN);
  response.headers.set("X-Page-Cache", state);
  return response;
}

/**
 * The site's stylesheets, by address, read once per isolate from the static assets. A
 * failed read is not kept: the page rendered then keeps its <link> (styled, one request
 * more before its first paint), and the next render reads again.
 */
const stylesheets = new Map<string, Promise<string | null>>();

export function stylesheet(env: Pick<Env, "ASSETS">, url: URL): Promise<string | null> {
  let css = stylesheets.get(url.pathname);
  if (!css) {
    css = (async () => {
      try {
        const res = await env.ASSETS.fetch(url);
        if (res.ok) return await res.text();
      } catch {
        // No static assets (the Worker tests), or a failed read: the page keeps its <link>.
      }
      stylesheets.delete(url.pathname);
      return null;
    })();
    stylesheets.set(url.pathname, css);
  }
  return css;
}

/** Interactions that load the page's modules at once. */
const EARLY_TRIGGERS = ["pointerdown", "touchstart", "keydown", "focusin"];

/**
 * The boot of React Router's module script, in place of it. It loads the page's modules
 * (module preloads, then the module script, with this response's nonce, read from the
 * script that runs this) once the blocks the first frame left out are rendered, which
 * starts at the load event (REST_RENDERED, app/lib/inline-scripts.ts), or at once when the
 * visitor touches, presses a key or moves the focus first. Until the page is hydrated it
 * remembers the last JavaScript-only button tapped, for the browser entry to replay
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
    `var h=d.documentElement;if(h.hasAttribute("${REST_RENDERED}"))go();` +
    `else new MutationObserver(function(r,m){m.disconnect();go()}).observe(h,{attributeFilter:["${REST_RENDERED}"]})` +
    "})(document.currentScript.nonce,document)"
  );
}

/**
 * Finishes a rendered page, once (a cached copy is kept finished): the stylesheet inline
 * (the first paint needs the HTML alone), with the placeholder nonce; React Router's
 * module preloads and module script replaced by the boot above (nothing competes with
 * the first paint).
 */
function finish(page: Response, request: Request, env: Env, nonce: string): Response {
  const preloads: string[] = [];
  let moduleText = "";
  return new HTMLRewriter()
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
    })
    .transform(page);
}
