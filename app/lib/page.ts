/**
 * A page route's lookups: the page at this address (app/lib/addresses.ts) and the site's
 * origin (the root loader's, so canonical URLs name the host the page was served from).
 * Page routes have no loader of their own: their words are in the content modules they
 * import, so nothing of the page is sent twice (once as HTML, once as data).
 *
 * The root (app/root.tsx) imports this module, as do the layout components it renders;
 * this module never imports the root, so the root loader's data type is declared here.
 */
import { useLocation, useRouteLoaderData } from "react-router";
import { langOfPath } from "~/content/i18n";
import { messages } from "~/content/messages";
import { findSitePage, type SitePage } from "./addresses";

/** What the root loader (app/root.tsx) gives every page. */
export interface RootData {
  /** The origin the page was served from (canonical and structured-data URLs). */
  origin: string;
  /** The Turnstile site key, when Turnstile is configured. */
  turnstileSiteKey: string | null;
  /** The key a form post without JavaScript sends (each response writes its own). */
  formKey: string;
}

/** The page at `pathname`; routes are made from the table, so every route's address is in it. */
export function pageAt(pathname: string): SitePage {
  const page = findSitePage(pathname);
  if (!page) throw new Error(`No page at ${pathname}`);
  return page;
}

export function usePage(): SitePage {
  return pageAt(useLocation().pathname);
}

/** The language of the page being shown (also for addresses no page has: the not-found page). */
export function useLang() {
  return langOfPath(useLocation().pathname);
}

/** What the root loader returns, for a route's `meta` (its `matches`). */
export function rootData(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): RootData {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData;
}

/** The root loader's data, in a component. */
export function useRootData(): RootData {
  return useRouteLoaderData("root") as RootData;
}

/** The interface words of the page being shown. */
export function useMessages() {
  return messages[useLang()];
}
