/**
 * Without JavaScript, a consultation form carries the first touch of the visit in hidden
 * fields (app/components/consultation-form): the page renders its own address and
 * campaign tags; what only this request knows is written in on the way out, so the
 * page's HTML stays the same for every visitor (and a cached copy can be shared):
 * - an external referrer: the site that linked to this page (origin and path);
 * - the visit's landing page and its tags, when this page has none and the page before it
 *   (the same-site Referer, which browsers send with its query) had them: a visitor who
 *   landed from an ad and opened one more page still brings the ad's tags to the form.
 */
import { type Attribution, attributionLimits, urlFields } from "~/attribution/fields";

function fromRequest(request: Request, origins: string[]): Attribution {
  const referer = request.headers.get("Referer");
  if (!referer) return {};
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return {};
  }
  if (!/^https?:$/.test(from.protocol)) return {};
  if (!origins.includes(from.origin)) return { referrer: `${from.origin}${from.pathname}`.slice(0, attributionLimits.referrer) };
  const here = new URL(request.url).searchParams;
  if (urlFields.some((name) => here.has(name)) || !urlFields.some((name) => from.searchParams.has(name))) return {};
  const touch: Attribution = { landingPage: `${from.pathname}${from.search}`.slice(0, attributionLimits.landingPage) };
  for (const name of urlFields) {
    const value = from.searchParams.get(name);
    if (value) touch[name] = value.slice(0, attributionLimits.clickId);
  }
  return touch;
}

export function withFirstTouch(request: Request, response: Response, origins: string[]): Response {
  const touch = fromRequest(request, origins);
  if (Object.keys(touch).length === 0 || !(response.headers.get("Content-Type") ?? "").includes("text/html")) return response;
  return new HTMLRewriter()
    .on("form input[type=hidden][name]", {
      element(input) {
        const value = touch[input.getAttribute("name") as keyof Attribution];
        // Written as is: escape the query's ampersands (URLs encode quotes and angle brackets).
        if (value !== undefined) input.setAttribute("value", value.replace(/&/g, "&amp;"));
      },
    })
    .transform(response);
}
