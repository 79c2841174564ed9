/** The visit's first touch without JavaScript (decision 0014): when a request shows where the visit came from,
 * the Worker fills the form's hidden fields with it and adds it to the page's links to the site, within
 * CARRIED_LIMIT, so the next request carries it too, and writes the tracking number that touch sees into the
 * marked phone numbers (0094). A page that holds a secret is never rewritten (0064). */
import { type Attribution, attributionFields, attributionLimits, carriedParams, urlFieldLimit, urlFields } from "~/attribution/fields";
import { siteOrigins } from "~/lib/http.server";
import { attributionSchema } from "~/attribution/schema";
import { mayShowTrackingNumber, visitorNumber } from "~/attribution/tracking-number";
import type { CallNumberKey } from "~/content/call-numbers";
import { langOfPath } from "~/content/i18n";
import { findSitePage } from "~/lib/addresses";
import { holdsSecret } from "~/lib/private-addresses";
import { numberIn, phoneMarks } from "~/lib/tel";

/** A landing page or referrer within its limit (the schema drops a longer one, never cuts it). */
const within = (field: "landingPage" | "referrer", value: string) => value.slice(0, attributionLimits[field]);

/** The tags and click ids in a query, each within its limit. */
function tagsOf(params: URLSearchParams): Attribution {
  const tags: Attribution = {};
  for (const name of urlFields) {
    const value = params.get(name);
    if (value) tags[name] = value.slice(0, urlFieldLimit(name));
  }
  return tags;
}

/** The first touch this request shows, or {} when it shows none. */
function firstTouchOf(request: Request, origins: () => string[]): Attribution {
  const url = new URL(request.url);
  const here = url.searchParams;
  const carriedLanding = here.get(carriedParams.landingPage);
  // A link written before decision 0064 may carry such a landing page: the visit is taken as showing nothing.
  if (carriedLanding && holdsSecret(carriedLanding)) return {};
  if (carriedLanding) {
    const referrer = here.get(carriedParams.referrer);
    return { landingPage: within("landingPage", carriedLanding), ...(referrer && { referrer: within("referrer", referrer) }), ...tagsOf(here) };
  }
  let from: URL | undefined;
  try {
    const referer = request.headers.get("Referer");
    if (referer) from = new URL(referer);
  } catch {
    // not an address: as if there were none
  }
  if (from && !/^https?:$/.test(from.protocol)) from = undefined;
  const external = from && !origins().includes(from.origin) ? within("referrer", `${from.origin}${from.pathname}`) : undefined;
  if (external || urlFields.some((name) => here.has(name))) {
    return { landingPage: within("landingPage", `${url.pathname}${url.search}`), ...(external && { referrer: external }), ...tagsOf(here) };
  }
  if (from && urlFields.some((name) => from.searchParams.has(name))) {
    return { landingPage: within("landingPage", `${from.pathname}${from.search}`), ...tagsOf(from.searchParams) };
  }
  return {};
}

/** The query a link adds to carry `touch` to the next page. */
function carriedQuery(touch: Attribution): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of urlFields) if (touch[name]) query.set(name, touch[name]);
  if (touch.landingPage) query.set(carriedParams.landingPage, touch.landingPage);
  if (touch.referrer) query.set(carriedParams.referrer, touch.referrer);
  return query;
}

/** The most a link carries, encoded (bytes): a page's links stay short, whatever its tags. */
export const CARRIED_LIMIT = 1024;

const LANDING_QUERY = "landingQuery";

/** What goes first over the limit: the least telling tags, the referrer, the landing page's
 * query, and the ad click ids last (they tie a signed case to an ad). */
export const CARRIED_DROP_ORDER = [
  "utm_term",
  "utm_content",
  "utm_campaign",
  "utm_medium",
  "utm_source",
  "referrer",
  LANDING_QUERY,
  "fbclid",
  "msclkid",
  "wbraid",
  "gbraid",
  "gclid",
  "landingPage",
] as const satisfies readonly (keyof Attribution | typeof LANDING_QUERY)[];

/** A landing page without its `name` parameter: a tag dropped is dropped from it too. */
function withoutParam(landingPage: string, name: string): string {
  const at = landingPage.indexOf("?");
  if (at < 0) return landingPage;
  const query = new URLSearchParams(landingPage.slice(at + 1));
  if (!query.has(name)) return landingPage;
  query.delete(name);
  return query.size ? `${landingPage.slice(0, at)}?${query}` : landingPage.slice(0, at);
}

/** The first touch as carried: what the lead schema keeps, within CARRIED_LIMIT. */
export function carriedTouch(touch: Attribution): Attribution {
  const kept: Attribution = {};
  for (const [name, value] of Object.entries(attributionSchema.parse(touch))) if (value) kept[name as keyof Attribution] = value;
  for (const drop of CARRIED_DROP_ORDER) {
    if (carriedQuery(kept).toString().length <= CARRIED_LIMIT) break;
    if (drop === LANDING_QUERY) {
      if (kept.landingPage) kept.landingPage = kept.landingPage.split("?")[0];
      continue;
    }
    delete kept[drop];
    if (kept.landingPage && drop !== "landingPage" && drop !== "referrer") kept.landingPage = withoutParam(kept.landingPage, drop);
  }
  return kept;
}

/** In an attribute's value, as HTMLRewriter writes it (it escapes quotes, not ampersands). */
const attribute = (value: string) => value.replace(/&/g, "&amp;");

/** The tracking number this page shows for `touch`, or undefined for the main number (already in the page). */
function numberShown(pathname: string, touch: Attribution, numbers: ReadonlyMap<CallNumberKey, string>): string | undefined {
  if (numbers.size === 0 || !mayShowTrackingNumber(pathname, findSitePage(pathname)?.kind ?? null)) return undefined;
  return visitorNumber(touch, langOfPath(pathname), numbers)?.e164;
}

export function withFirstTouch(
  request: Request,
  response: Response,
  siteOrigin: string | undefined,
  numbers: ReadonlyMap<CallNumberKey, string> = new Map(),
): Response {
  if (request.method !== "GET" || !(response.headers.get("Content-Type") ?? "").includes("text/html")) return response;
  // Most requests (a typed address, a bookmark, a crawler) show nothing: no work for them.
  if (!request.headers.has("Referer") && !request.url.includes("?")) return response;
  const url = new URL(request.url);
  if (holdsSecret(url.pathname + url.search)) return response;
  const touch = carriedTouch(firstTouchOf(request, () => siteOrigins(request, siteOrigin)));
  if (Object.keys(touch).length === 0) return response;
  const carried = carriedQuery(touch).toString();
  const rewriter = new HTMLRewriter()
    .on("form input[type=hidden][name]", {
      element(input) {
        const name = input.getAttribute("name") as (typeof attributionFields)[number];
        if (attributionFields.includes(name)) input.setAttribute("value", attribute(touch[name] ?? ""));
      },
    })
    .on('a[href^="/"]', {
      element(link) {
        const href = link.getAttribute("href")!;
        const [path, hash = ""] = href.split("#");
        // Pages of this site only, written plainly (no query of their own): not assets, not "//host".
        if (path.includes("?") || !findSitePage(path)) return;
        link.setAttribute("href", attribute(`${path}?${carried}${hash && `#${hash}`}`));
      },
    });
  const shown = numberShown(url.pathname, touch, numbers);
  if (!shown) return rewriter.transform(response);
  // Only the marked numbers: the footer's NAP and the structured data keep the main number.
  return rewriter
    .on(`[${phoneMarks.text}]`, {
      element(text) {
        text.setInnerContent(numberIn(text.getAttribute(phoneMarks.text) === "plain" ? "plain" : "display", shown));
      },
    })
    .on(`a[${phoneMarks.link}]`, {
      element(link) {
        link.setAttribute("href", `tel:${shown}`);
      },
    })
    .transform(response);
}
