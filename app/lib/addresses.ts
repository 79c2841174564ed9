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
import { articlePages, fixedPages, homePath, type ShortAddress, shortPracticeAddresses, type SitePage } from "./page-addresses";

export * from "./page-addresses";

export const sitePages: readonly SitePage[] = [...fixedPages(), ...articlePages(articleAddresses)];

const byPath = new Map(sitePages.map((p) => [p.path, p]));

/** The page at this address (a trailing slash is ignored), if any. */
export function findSitePage(pathname: string): SitePage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byPath.get(path);
}

/**
 * The short addresses that may answer 301: none that is a page's own address (a page
 * always wins), nor any two that lead to different pages.
 */
export function usableShortAddresses(candidates: readonly ShortAddress[], pages: readonly SitePage[]): Map<string, string> {
  const taken = new Set(pages.map((p) => p.path));
  const targets = new Map<string, Set<string>>();
  for (const { path, canonical } of candidates) {
    if (!taken.has(path)) targets.set(path, (targets.get(path) ?? new Set()).add(canonical));
  }
  return new Map([...targets].filter(([, to]) => to.size === 1).map(([path, to]) => [path, [...to][0]]));
}

const shortAddresses = usableShortAddresses(shortPracticeAddresses(), sitePages);

/** The canonical address a short address leads to (a trailing slash is ignored), if any. */
export function shortAddressTarget(pathname: string): string | undefined {
  return shortAddresses.get(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
}

/** The canonical addresses search engines may index (both languages): what sitemap.xml lists. */
export function indexablePages(): SitePage[] {
  return sitePages.filter((p) => p.indexable && p.path === p.canonical);
}

/** Where the language switch leads: this page in `lang`, or that language's home page. */
export function pageIn(pathname: string, lang: Lang): string {
  return findSitePage(pathname)?.alternates[lang] ?? homePath(lang);
}
