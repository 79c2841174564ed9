/**
 * The site's address book: every page, every address it answers at, the one canonical
 * address each declares, and whether search engines may index it. app/routes.ts serves
 * these addresses, the visible /sitemap and /sitemap.xml are built from this list, and
 * the tests render every entry.
 */
import { attorneys } from "~/content/attorneys";
import { cities } from "~/content/cities";
import { practices } from "~/content/practices";
import { staticPages } from "~/content/static-pages";
import type { BrandKey } from "~/content/firm";
import type { PageSeo } from "~/content/types";

export type PageKind = "home" | "practice" | "city" | "attorney" | "sitemap" | "legal";

export interface SitePage {
  /** An address this page answers at. */
  path: string;
  /** The one address this page declares as canonical (answers 200 and names itself). */
  canonical: string;
  kind: PageKind;
  /** Which content entry (practice slug, city key, attorney slug, static page key). */
  key: string;
  heading: string;
  seo: PageSeo;
  brand: BrandKey;
}

/** The city pages' addresses: the first is the canonical one. */
export const cityPaths: Record<string, string[]> = {
  kent: ["/kent-wa/personal-injury-lawyer"],
  seattle: ["/seattle-personal-injury-lawyer", "/seattle-wa/personal-injury-lawyer"],
  tacoma: ["/tacoma-personal-injury-lawyer", "/tacoma-wa/personal-injury-lawyer"],
  olympia: ["/olympia-wa/personal-injury-lawyer"],
  "port-orchard": ["/port-orchard-wa/personal-injury-lawyer"],
};

export const practicePrefixes = ["/kent-wa", "/seattle-wa"] as const;
export const attorneyPrefixes = ["/attorney/kent-wa", "/attorney/seattle-wa", "/attorney"] as const;

export const practicePath = (slug: string) => `${practicePrefixes[0]}/${slug}`;
export const attorneyPath = (slug: string) => `${attorneyPrefixes[0]}/${slug}`;
export const cityPath = (key: string) => cityPaths[key][0];

function family(paths: readonly string[], page: Omit<SitePage, "path" | "canonical">): SitePage[] {
  return paths.map((path) => ({ ...page, path, canonical: paths[0] }));
}

function buildSitePages(): SitePage[] {
  const { home, sitemap, privacy, terms } = staticPages;
  return [
    { path: "/", canonical: "/", kind: "home", key: "home", heading: home.heading, seo: home.seo, brand: home.brand },
    ...practices.flatMap((p) =>
      family(
        practicePrefixes.map((prefix) => `${prefix}/${p.slug}`),
        { kind: "practice", key: p.slug, heading: p.heading, seo: p.seo, brand: p.brand },
      ),
    ),
    ...cities.flatMap((c) =>
      family(cityPaths[c.key], { kind: "city", key: c.key, heading: c.heading, seo: c.seo, brand: c.brand }),
    ),
    ...attorneys.flatMap((a) =>
      family(
        attorneyPrefixes.map((prefix) => `${prefix}/${a.slug}`),
        { kind: "attorney", key: a.slug, heading: a.name, seo: a.seo, brand: a.brand },
      ),
    ),
    { path: "/sitemap", canonical: "/sitemap", kind: "sitemap", key: "sitemap", heading: sitemap.heading, seo: sitemap.seo, brand: sitemap.brand },
    { path: "/privacy-policy", canonical: "/privacy-policy", kind: "legal", key: "privacy", heading: privacy.heading, seo: privacy.seo, brand: privacy.brand },
    { path: "/terms-of-use", canonical: "/terms-of-use", kind: "legal", key: "terms", heading: terms.heading, seo: terms.seo, brand: terms.brand },
  ];
}

export const sitePages: readonly SitePage[] = buildSitePages();

const byPath = new Map(sitePages.map((p) => [p.path, p]));

/** The page at this address (a trailing slash is ignored), if any. */
export function findSitePage(pathname: string): SitePage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byPath.get(path);
}

/** The canonical addresses search engines may index: exactly what sitemap.xml lists. */
export function indexablePaths(): string[] {
  return sitePages.filter((p) => p.seo.indexable && p.path === p.canonical).map((p) => p.path);
}
