/**
 * Without JavaScript, a landing page's form carries the page's own first touch
 * (app/components/consultation-form): its address and campaign tags come from the page's
 * URL, and its external referrer from this request's Referer header, written into the
 * form's empty `referrer` field on the way out. The page's HTML stays the same for every
 * visitor (so a cached copy can be shared); only this field differs.
 */
import { attributionLimits } from "~/attribution/fields";

/** The origin and path of the page that linked here, when it is another site's. */
function externalReferrer(request: Request, origins: string[]): string | undefined {
  const referer = request.headers.get("Referer");
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (!/^https?:$/.test(url.protocol) || origins.includes(url.origin)) return undefined;
    return `${url.origin}${url.pathname}`.slice(0, attributionLimits.referrer);
  } catch {
    return undefined;
  }
}

export function withReferrer(request: Request, response: Response, origins: string[]): Response {
  const referrer = externalReferrer(request, origins);
  if (!referrer || !(response.headers.get("Content-Type") ?? "").includes("text/html")) return response;
  return new HTMLRewriter()
    .on('input[name="referrer"]', {
      element(input) {
        input.setAttribute("value", referrer);
      },
    })
    .transform(response);
}
