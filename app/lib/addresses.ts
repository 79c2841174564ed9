/**
 * The one table of addresses: every page, every address it answers at, the one
 * canonical address each declares, and whether search engines may index it. The route
 * table (app/routes.ts), the navigation, the visible /sitemap, /sitemap.xml, links in the
 * content and every canonical are derived from here; the tests render every entry.
 *
 * Adding a practice, a city or an attorney is one entry in its content module
 * (app/content/practices.ts, cities.ts, attorneys.ts); a city also needs its line in
 * `cityPaths` below.
 *
 * app/routes.ts imports this module while the build reads its configuration, where the
 * `~/` alias does not exist: it and what it imports use relative imports only.
 */
import { attorneys } from "../content/attorneys";
import { cities } from "../content/cities";
import type { BrandKey } from "../content/firm";
import { practices } from "../content/practices";
import { staticPages } from "../content/static-pages";
import type { PageSeo } from "../content/types";

export type PageKind = "home" | "practice" | "city" | "attorney" | "sitemap" | "legal" | "confirmation";

/** The route module that renders each kind of page. */
export const pageModules: Record<PageKind, string> = {
  home: "routes/home.tsx",
  practice: "routes/practice.tsx",
  city: "routes/city.tsx",
  attorney: "routes/attorney.tsx",
  sitemap: "routes/sitemap.tsx",
  legal: "routes/legal.tsx",
  confirmation: "routes/consultation-received.tsx",
};

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

/** Practice pages answer under each prefix; the first is canonical. */
const practicePrefixes = ["/kent-wa", "/seattle-wa"];
/** Attorney profiles answer under each prefix; the first is canonical. */
const attorneyPrefixes = ["/attorney/kent-wa", "/attorney/seattle-wa", "/attorney"];
/** Each city page's addresses; the first is canonical. */
const cityPaths: Record<string, string[]> = {
  kent: ["/kent-wa/personal-injury-lawyer"],
  seattle: ["/seattle-personal-injury-lawyer", "/seattle-wa/personal-injury-lawyer"],
  tacoma: ["/tacoma-personal-injury-lawyer", "/tacoma-wa/personal-injury-lawyer"],
  olympia: ["/olympia-wa/personal-injury-lawyer"],
  "port-orchard": ["/port-orchard-wa/personal-injury-lawyer"],
};
/** The pages that are not a practice, a city or an attorney. */
const staticPaths = {
  home: "/",
  sitemap: "/sitemap",
  privacy: "/privacy-policy",
  terms: "/terms-of-use",
  confirmation: "/consultation-received",
} as const;
type StaticKey = keyof typeof staticPaths;
const staticKinds: Record<StaticKey, PageKind> = {
  home: "home",
  sitemap: "sitemap",
  privacy: "legal",
  terms: "legal",
  confirmation: "confirmation",
};

export const practicePath = (slug: string) => `${practicePrefixes[0]}/${slug}`;
export const attorneyPath = (slug: string) => `${attorneyPrefixes[0]}/${slug}`;
export const cityPath = (key: string) => cityPaths[key][0];
export const pagePath = (key: StaticKey) => staticPaths[key];

function family(paths: readonly string[], page: Omit<SitePage, "path" | "canonical">): SitePage[] {
  return paths.map((path) => ({ ...page, path, canonical: paths[0] }));
}

function staticPage(key: StaticKey): SitePage {
  const { heading, seo, brand } = staticPages[key];
  return { path: staticPaths[key], canonical: staticPaths[key], kind: staticKinds[key], key, heading, seo, brand };
}

function buildSitePages(): SitePage[] {
  return [
    staticPage("home"),
    ...practices.flatMap((p) =>
      family(
        practicePrefixes.map((prefix) => `${prefix}/${p.slug}`),
        { kind: "practice", key: p.slug, heading: p.heading, seo: p.seo, brand: p.brand },
      ),
    ),
    ...cities.flatMap((c) => family(cityPaths[c.key], { kind: "city", key: c.key, heading: c.heading, seo: c.seo, brand: c.brand })),
    ...attorneys.flatMap((a) =>
      family(
        attorneyPrefixes.map((prefix) => `${prefix}/${a.slug}`),
        { kind: "attorney", key: a.slug, heading: a.name, seo: a.seo, brand: a.brand },
      ),
    ),
    ...(["sitemap", "privacy", "terms", "confirmation"] as const).map(staticPage),
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
