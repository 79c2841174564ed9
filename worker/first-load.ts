/** A page finished for its first load (decision 0038): the stylesheet inline, React Router's
 * modules made inert for the boot (app/first-load/boot.ts) to load after the load event, and
 * placeholders for each response's own values, so one finished page can be kept and shared. */
import { DEFERRED_MODULE, PRELOADS } from "~/first-load/boot";
import { newIdempotencyKey } from "~/leads/fields";
import { createNonce, isHtml } from "./http-headers";

export interface ResponseValues {
  nonce: string;
  /** The key a form posted without JavaScript sends. */
  formKey: string;
}

export const newResponseValues = (nonce = createNonce()): ResponseValues => ({ nonce, formKey: newIdempotencyKey() });

/** Where a finished page keeps the placeholders it was rendered with (never sent out). */
const PLACEHOLDERS = "X-First-Load-Placeholders";

/** A `.data` answer is returned as it is: the values it was rendered with are its own. */
export function finishPage(page: Response, request: Request, env: Pick<Env, "ASSETS">, placeholders: ResponseValues): Response {
  if (!isHtml(page)) return page;
  const preloads: string[] = [];
  const finished = new HTMLRewriter()
    .on('link[rel="stylesheet"][href^="/assets/"]', {
      async element(link) {
        const css = await stylesheet(env, new URL(link.getAttribute("href")!, request.url));
        if (css === null) return;
        // The <link> stays, disabled, for React to hydrate against.
        link.before(`<style nonce="${placeholders.nonce}">${css.replace(/<\/style/gi, "<\\/style")}</style>`, { html: true });
        link.setAttribute("disabled", "");
      },
    })
    .on('link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute("href");
        if (href) preloads.push(href);
        link.remove();
      },
    })
    .on('script[type="module"]', {
      element(script) {
        // A data block: the browser neither fetches nor runs it until the boot does.
        script.setAttribute("type", "text/plain");
        script.removeAttribute("async");
        script.setAttribute(DEFERRED_MODULE, "");
        script.setAttribute(PRELOADS, JSON.stringify(preloads));
      },
    })
    .transform(page);
  finished.headers.set(PLACEHOLDERS, JSON.stringify(placeholders));
  return finished;
}

export async function withResponseValues(page: Response, values: ResponseValues): Promise<Response> {
  const placeholders = page.headers.get(PLACEHOLDERS);
  if (!placeholders) return new Response(page.body, page);
  const rendered = JSON.parse(placeholders) as ResponseValues;
  const html = (await page.text()).replaceAll(rendered.nonce, values.nonce).replaceAll(rendered.formKey, values.formKey);
  const response = new Response(html, page);
  response.headers.delete(PLACEHOLDERS);
  return response;
}

/** Read once per isolate; a failed read is not kept (that page keeps its <link>). */
const stylesheets = new Map<string, Promise<string | null>>();

export function stylesheet(env: Pick<Env, "ASSETS">, url: URL): Promise<string | null> {
  let css = stylesheets.get(url.pathname);
  if (!css) {
    css = (async () => {
      try {
        const res = await env.ASSETS.fetch(url);
        if (res.ok) return await res.text();
      } catch {}
      stylesheets.delete(url.pathname);
      return null;
    })();
    stylesheets.set(url.pathname, css);
  }
  return css;
}
