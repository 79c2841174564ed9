/**
 * How a page is finished for its first load (docs/decisions/0019-first-load.md):
 *
 * - the stylesheet inline, so the first paint needs the HTML alone;
 * - React Router's modules fetched after the load event, or at the visitor's first touch:
 *   its module script is made inert and its module preloads are moved onto it, for the
 *   boot (app/first-load/boot.ts) to load then. Fetched earlier, they count as blocking
 *   the first paint in Lighthouse's simulation;
 * - the values of each response written over the placeholders the page was rendered
 *   with: the CSP nonce and the key a form posted without JavaScript sends.
 *
 * A page is rendered and finished once with placeholders (random, so no content can
 * contain them), may be kept so in the edge cache (worker/pages.ts), and each response
 * fills in its own values. A tap before hydration is replayed by the app
 * (app/first-load/early-tap.ts).
 */
import { DEFERRED_MODULE, PRELOADS } from "~/first-load/boot";
import { newIdempotencyKey } from "~/leads/fields";
import { createNonce } from "./http-headers";

/** What differs from one response of a page to the next. */
export interface ResponseValues {
  /** The CSP nonce on the page's scripts and styles. */
  nonce: string;
  /** The idempotency key of the consultation form's post without JavaScript. */
  formKey: string;
}

/** Fresh values: a response's own, or placeholders to render a page with (same shapes). */
export const newResponseValues = (nonce = createNonce()): ResponseValues => ({ nonce, formKey: newIdempotencyKey() });

/** Where a finished page keeps the placeholders it was rendered with (never sent out). */
const PLACEHOLDERS = "X-First-Load-Placeholders";

/**
 * Finishes a page React Router rendered with `placeholders`. A response that is not
 * HTML (a `.data` request) is returned as it is: the values it was rendered with are its own.
 */
export function finishPage(page: Response, request: Request, env: Pick<Env, "ASSETS">, placeholders: ResponseValues): Response {
  if (!isHtml(page)) return page;
  const preloads: string[] = [];
  const finished = new HTMLRewriter()
    .on('link[rel="stylesheet"][href^="/assets/"]', {
      async element(link) {
        const css = await stylesheet(env, new URL(link.getAttribute("href")!, request.url));
        if (css === null) return;
        // The <link> stays for React to hydrate against (it finds a stylesheet <link> by
        // its href), `disabled`: the browser neither fetches nor applies it.
        link.before(`<style nonce="${placeholders.nonce}">${css.replace(/<\/style/gi, "<\\/style")}</style>`, { html: true });
        link.setAttribute("disabled", "");
      },
    })
    // <Scripts> renders the preloads just before the module script.
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

/** A finished page's response: `values` written over its placeholders. */
export async function withResponseValues(page: Response, values: ResponseValues): Promise<Response> {
  const placeholders = page.headers.get(PLACEHOLDERS);
  if (!placeholders) return new Response(page.body, page);
  const rendered = JSON.parse(placeholders) as ResponseValues;
  const html = (await page.text()).replaceAll(rendered.nonce, values.nonce).replaceAll(rendered.formKey, values.formKey);
  const response = new Response(html, page);
  response.headers.delete(PLACEHOLDERS);
  return response;
}

const isHtml = (response: Response) => (response.headers.get("Content-Type") ?? "").includes("text/html");

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
