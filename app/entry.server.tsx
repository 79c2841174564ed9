import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { appContext } from "./lib/app-context";
import { errorMessage, log } from "./lib/log";

/** Waits for `allReady`: every visitor and crawler gets the whole HTML; the nonce is the Worker's placeholder. */
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
    // Past this many bytes React would move a Suspense boundary to a block swapped in by script.
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

/** One structured line per error; a request React Router refuses (405) is a warning. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error) && error.status < 500) {
    log("warn", "page_request_refused", { path, method: request.method, status: error.status });
  } else {
    log("error", "server_error", { path, message: isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error) });
  }
};
