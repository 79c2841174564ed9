/**
 * The one table of addresses: every page in both languages, every address it answers
 * at, the one canonical address each declares, its twin in the other language, and
 * whether search engines may index it. The navigation, the language switch, hreflang,
 * the visible sitemaps, /sitemap.xml, links in the content and every canonical are
 * derived from here; the tests render every entry.
 *
 * The rules and the fixed pages are in ./page-addresses.ts (which app/routes.ts reads);
 * the articles come from their files, checked and listed by the build
 * (scripts/articles-plugin.ts).
 */
import { articleAddresses } from "virtual:article-addresses";
import type { Lang } from "../content/i18n";
import { articlePages, fixedPages, homePath, type SitePage } from "./page-addresses";

export * from "./page-addresses";

export const sitePages: readonly SitePage[] = [...fixedPages(), ...articlePages(articleAddresses)];

const byPath = new Map(sitePages.map((p) => [p.path, p]));

/** The page at this address (a trailing slash is ignored), if any. */
export function findSitePage(pathname: string): SitePage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byPath.get(path);
}

/** The canonical addresses search engines may index (both languages): what sitemap.xml lists. */
export function indexablePages(): SitePage[] {
  return sitePages.filter((p) => p.indexable && p.path === p.canonical);
}

/** Where the language switch leads: this page in `lang`, or that language's home page. */
export function pageIn(pathname: string, lang: Lang): string {
  return findSitePage(pathname)?.alternates[lang] ?? homePath(lang);
}
