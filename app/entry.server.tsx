import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToReadableStream } from "react-dom/server";
import { createNonce, htmlContentSecurityPolicy, isLocalHttp } from "../worker/http-headers";

/**
 * Server rendering. The pages load no deferred data, so waiting for `allReady` costs
 * nothing and guarantees every visitor and crawler gets the complete HTML.
 *
 * Each page gets a fresh CSP nonce: React Router puts it on its inline scripts and
 * module preloads (<ServerRouter nonce> reaches <Scripts>, <Links> and
 * <ScrollRestoration>), and the page's Content-Security-Policy names it
 * (worker/http-headers.ts adds the other headers).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const nonce = createNonce();
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    signal: request.signal,
    onError(error: unknown) {
      status = 500;
      console.error(JSON.stringify({ level: "error", event: "ssr_error", message: String(error) }));
    },
  });
  await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set(
    "Content-Security-Policy",
    htmlContentSecurityPolicy(nonce, { upgradeInsecure: !isLocalHttp(new URL(request.url)), dev: import.meta.env.MODE === "development" }),
  );
  return new Response(body, { headers: responseHeaders, status });
}
