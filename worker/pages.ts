/** The pages: rendered by React Router, finished for their first load, kept in the edge cache
 * (a 200 HTML GET without a query string that allows sharing), and given each response's own
 * values on the way out. Desk pages skip the cache and the finishing. */
import { RouterContextProvider, createRequestHandler } from "react-router";
import { readTrackingNumbers } from "~/attribution/tracking-number";
import { db } from "~/db/client.server";
import { appContext, type StaffIdentity } from "~/lib/app-context";
import { kentDay } from "~/lib/kent-time";
import { finishPage, newResponseValues, type ResponseValues, withResponseValues } from "./first-load";
import { withFirstTouch } from "./first-touch";

const handlePage = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

export const BUILD_ID: string = __BUILD_ID__;

const CACHE_SECONDS = 24 * 60 * 60;

/** By build, by the day in Kent (the sitemap's date, the footer's year), by address. */
export function pageCacheKey(url: URL, buildId = BUILD_ID, day = kentDay(new Date())): Request {
  return new Request(`${url.origin}/__pages/${encodeURIComponent(buildId)}/${day}${url.pathname}`);
}

function cacheable(request: Request, url: URL): boolean {
  return (request.method === "GET" || request.method === "HEAD") && url.search === "" && !url.pathname.endsWith(".data");
}

function shareable(response: Response): boolean {
  const control = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").includes("text/html") &&
    !/no-store|private/.test(control) &&
    !response.headers.has("Set-Cookie")
  );
}

function render(request: Request, env: Env, ctx: ExecutionContext, values: ResponseValues, staff?: StaffIdentity): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(appContext, { env, db: db(env), ctx, ...values, ...(staff && { staff }) });
  return handlePage(request, context);
}

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

/** `X-Page-Cache` says where the page came from: hit, miss (rendered and kept), or bypass. */
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
  // After the cache: the copy is one for everyone, and each response shows its visitor's number.
  const response = withFirstTouch(request, own, env.SITE_ORIGIN, readTrackingNumbers(env));
  response.headers.set("X-Page-Cache", state);
  return response;
}

/** Straight to React Router: no edge cache, no finishing, no first touch (staff are not visitors). */
export async function serveDeskPage(request: Request, env: Env, ctx: ExecutionContext, nonce: string, staff: StaffIdentity): Promise<Response> {
  return render(request, env, ctx, newResponseValues(nonce), staff);
}
