/** What every page route's loader does: find the page for this address, or answer 404. */
import { data } from "react-router";
import { firm } from "~/content/firm";
import { findSitePage, type PageKind, type SitePage } from "./addresses";
import { log } from "./log";
import type { PageHead } from "./seo";

/** A loader's arguments: `url` is React Router's normalized address (no `.data` suffix). */
interface RequestInfo {
  url: URL;
  request: Request;
}

/** Logs an unknown address as one structured line and returns the 404 to return or throw. */
export function notFound({ url, request }: RequestInfo) {
  log("warn", "page_not_found", { path: url.pathname, referrer: request.headers.get("referer") ?? undefined });
  return data(null, { status: 404 });
}

/** The site page of `kind` at the request's address; throws the 404 when there is none. */
export function requireSitePage(args: RequestInfo, kind: PageKind): { page: SitePage; origin: string } {
  const { url } = args;
  const page = findSitePage(url.pathname);
  if (!page || page.kind !== kind) throw notFound(args);
  return { page, origin: url.origin };
}

export function pageHead(page: SitePage, origin: string, jsonLd: object[] = []): PageHead {
  return {
    title: page.seo.title,
    description: page.seo.description,
    canonicalUrl: `${origin}${page.canonical}`,
    indexable: page.seo.indexable,
    imageUrl: `${origin}/images/og-default.png`,
    siteName: firm.brands[page.brand],
    jsonLd,
  };
}
