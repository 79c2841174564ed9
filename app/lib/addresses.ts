/** The one table of addresses; menus, hreflang, sitemaps and canonicals derive from it. */
import { articleAddresses } from "virtual:article-addresses";
import type { Lang } from "../content/i18n";
import { articlePages, fixedPages, homePath, type ShortAddress, shortPracticeAddresses, type SitePage } from "./page-addresses";

export * from "./page-addresses";

export const sitePages: readonly SitePage[] = [...fixedPages(), ...articlePages(articleAddresses)];

const byPath = new Map(sitePages.map((p) => [p.path, p]));

export function findSitePage(pathname: string): SitePage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byPath.get(path);
}

/** Short addresses that may answer 301: never a page's own, never two leading to different pages. */
export function usableShortAddresses(candidates: readonly ShortAddress[], pages: readonly SitePage[]): Map<string, string> {
  const taken = new Set(pages.map((p) => p.path));
  const targets = new Map<string, Set<string>>();
  for (const { path, canonical } of candidates) {
    if (!taken.has(path)) targets.set(path, (targets.get(path) ?? new Set()).add(canonical));
  }
  return new Map([...targets].filter(([, to]) => to.size === 1).map(([path, to]) => [path, [...to][0]]));
}

const shortAddresses = usableShortAddresses(shortPracticeAddresses(), sitePages);

export function shortAddressTarget(pathname: string): string | undefined {
  return shortAddresses.get(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
}

export function indexablePages(): SitePage[] {
  return sitePages.filter((p) => p.indexable && p.path === p.canonical);
}

export function pageIn(pathname: string, lang: Lang): string {
  return findSitePage(pathname)?.alternates[lang] ?? homePath(lang);
}
