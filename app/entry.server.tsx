import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { appContext } from "./lib/app-context";
import { log } from "./lib/log";

/**
 * Server rendering. The pages load no deferred data, so waiting for `allReady` costs
 * nothing and guarantees every visitor and crawler gets the complete HTML.
 *
 * React Router puts the response's CSP nonce (made by the Worker, which names it in the
 * Content-Security-Policy header) on its inline scripts and module preloads:
 * <ServerRouter nonce> reaches <Scripts>, <Links> and <ScrollRestoration>.
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
    onError(error: unknown) {
      status = 500;
      log("error", "ssr_error", { message: String(error) });
    },
  });
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status });
}

/** Errors in loaders and actions (and refused requests), as one structured line each. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  log("error", "server_error", { path: new URL(request.url).pathname, message: error instanceof Error ? error.message : String(error) });
};
