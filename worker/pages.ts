/**
 * The pages: rendered by React Router, finished for their first load (worker/first-load.ts),
 * kept in the edge cache, and given this response's own values on the way out.
 *
 *   GET page -> the cache (key: this build, the day in Kent, the address) -> hit, or
 *   render with placeholders, finish, and keep a shareable copy -> this response: its
 *   nonce and form key over the placeholders, the visit's first touch in the form
 *   (first-touch.ts)
 *
 * What is kept: a 200 HTML page for a GET of an address without a query string that says
 * nothing against sharing (no `no-store`, `private` or Set-Cookie). Never kept: form
 * answers (POST), errors and 404s, `.data` requests, tagged landing pages (their query
 * string is theirs alone). Pages that are not kept go the same way without the cache,
 * so a hit and a miss send the same page.
 *
 * The desk's pages (serveDeskPage) never meet the cache: no lookup, no copy kept. They
 * are rendered for the staff member the Worker verified (worker/desk-access.ts), who is
 * handed to the loaders and actions in the app context.
 */
import { RouterContextProvider, createRequestHandler } from "react-router";
import { appContext, type StaffIdentity } from "~/lib/app-context";
import { kentDay } from "~/lib/office-hours";
import { finishPage, newResponseValues, type ResponseValues, withResponseValues } from "./first-load";
import { withFirstTouch } from "./first-touch";

const handlePage = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/** Changes with every build: a deploy never serves an older build's HTML. */
export const BUILD_ID: string = __BUILD_ID__;

/** How long the edge keeps a page (the key changes with the build and the day anyway). */
const CACHE_SECONDS = 24 * 60 * 60;

/** Where a page is kept in the cache: by build, by the day in Kent (pages show it: the sitemap's date, the footer's year), by address. */
export function pageCacheKey(url: URL, buildId = BUILD_ID, day = kentDay(new Date())): Request {
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

/** React Router's answer, rendered with `values`; `staff` only for the desk. */
function render(request: Request, env: Env, ctx: ExecutionContext, values: ResponseValues, staff?: StaffIdentity): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(appContext, { env, ctx, ...values, ...(staff && { staff }) });
  return handlePage(request, context);
}

/** A site page rendered with placeholders and finished for its first load. */
async function renderPage(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const placeholders = newResponseValues();
  return finishPage(await render(request, env, ctx, placeholders), request, env, placeholders);
}

async function keep(key: Request, page: Response, ctx: ExecutionContext): Promise<Response> {
  const copy = new Response(await page.arrayBuffer(), page);
  copy.headers.set("Cache-Control", `public, max-age=${CACHE_SECONDS}`);
  const kept = copy.clone();
  ctx.waitUntil(caches.open("pages").then((cache) => cache.put(key, kept)));
  return copy;
}

/**
 * The page for this request, with this response's own `nonce` (the one its CSP names) and
 * form key. `X-Page-Cache` says where it came from: hit, miss (rendered and kept), or
 * bypass (rendered, not kept).
 */
export async function servePage(request: Request, env: Env, ctx: ExecutionContext, nonce: string): Promise<Response> {
  const url = new URL(request.url);
  let page: Response;
  let state: "hit" | "miss" | "bypass" = "bypass";
  if (cacheable(request, url)) {
    const key = pageCacheKey(url);
    const cached = await (await caches.open("pages")).match(key);
    if (cached) {
      page = cached;
      state = "hit";
    } else {
      page = await renderPage(new Request(request.url, { method: "GET", headers: request.headers }), env, ctx);
      if (shareable(page)) {
        state = "miss";
        page = await keep(key, page, ctx);
      }
    }
  } else {
    page = await renderPage(request, env, ctx);
  }
  const own = await withResponseValues(page, newResponseValues(nonce));
  // A kept copy carries the cache's Cache-Control: the page's own is set on the way out.
  if (state !== "bypass") own.headers.delete("Cache-Control");
  const response = withFirstTouch(request, own, env.SITE_ORIGIN);
  response.headers.set("X-Page-Cache", state);
  return response;
}

/**
 * A desk page, its data request or its action, for `staff` (verified by the caller), with
 * this response's own `nonce`. Straight to React Router: no edge cache either way, and no
 * first touch (staff are not visitors to attribute).
 */
export async function serveDeskPage(request: Request, env: Env, ctx: ExecutionContext, nonce: string, staff: StaffIdentity): Promise<Response> {
  return render(request, env, ctx, newResponseValues(nonce), staff);
}
