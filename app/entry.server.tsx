import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { appContext } from "./lib/app-context";
import { errorMessage, log } from "./lib/log";

/**
 * Server rendering. The pages load no deferred data, so waiting for `allReady` costs
 * nothing and guarantees every visitor and crawler gets the complete HTML.
 *
 * React Router puts the nonce it is given on its inline scripts and module preloads
 * (<ServerRouter nonce> reaches <Scripts>, <Links> and <ScrollRestoration>). The Worker
 * gives a placeholder, and writes each response's own nonce over it on the way out
 * (worker/pages.ts), so a page rendered once can be served many times.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let status = responseStatusCode;
  const { nonce } = loadContext.get(appContext);
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    signal: request.signal,
    // Every Suspense boundary (an article's text) in place: past this many bytes React
    // would move it to a hidden block at the end that a script swaps in, which visitors
    // without JavaScript never see and crawlers read out of order.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500;
      log("error", "ssr_error", { message: String(error) });
    },
  });
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}

/**
 * Errors in loaders and actions, as one structured line each. A request React Router
 * refuses (a POST to a page without a form: 405) is a warning, not a server error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error) && error.status < 500) {
    log("warn", "page_request_refused", { path, method: request.method, status: error.status });
  } else {
    log("error", "server_error", { path, message: isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error) });
  }
};
