/**
 * React Router inside the Worker: renders pages with the Worker's bindings in the router
 * context. The lead endpoint also uses it to show a page's form again, with messages,
 * after a post without JavaScript.
 */
import { createRequestHandler, RouterContextProvider } from "react-router";
import { cloudflareContext } from "../app/lib/cloudflare";
import { leadFormContext, type LeadFormState } from "../app/lib/lead-form-state";

const handleRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export function renderApp(request: Request, env: Env, ctx: ExecutionContext, leadForm?: LeadFormState) {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, { env, ctx });
  if (leadForm) context.set(leadFormContext, leadForm);
  return handleRequest(request, context);
}

/**
 * The page at `url` (same origin, checked by the caller) rendered with a posted form's
 * values and messages, answered with `status`. Its scripts are left out: the browser
 * that posted had JavaScript off, and the page's address is now the endpoint's.
 */
export async function renderFormPage(
  url: URL,
  env: Env,
  ctx: ExecutionContext,
  leadForm: LeadFormState,
  status: number,
): Promise<Response> {
  const page = await renderApp(new Request(url, { headers: { Accept: "text/html" } }), env, ctx, leadForm);
  const withoutScripts = new HTMLRewriter()
    .on("script", {
      element(el) {
        if (el.getAttribute("type") !== "application/ld+json") el.remove();
      },
    })
    .on('link[rel="modulepreload"]', {
      element(el) {
        el.remove();
      },
    })
    .transform(page);
  return new Response(withoutScripts.body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
