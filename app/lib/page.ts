/** A page route's lookups: its page in the table and the root loader's data. A page's words are its loader's
 * data, this page's in its language only, so the browser never loads every page's words (decision 0073). */
import { useLocation, useRouteLoaderData } from "react-router";
import { langOfPath } from "~/content/i18n";
import type { CallNumberKey } from "~/content/call-numbers";
import { messages } from "~/content/messages";
import type { SiteNav } from "./navigation";
import { findSitePage, type SitePage } from "./addresses";

/** Declared here, not in the root: this module never imports the root. */
export interface RootData {
  origin: string;
  turnstileSiteKey: string | null;
  formKey: string;
  /** The texting number when texting is configured (a public number, never a credential), else null. */
  textingNumber: string | null;
  /** The tracking numbers a web visit may see, when any is set (public numbers; TV and billboard never sent). */
  trackingNumbers?: Partial<Record<CallNumberKey, string>>;
  nav: SiteNav | null;
}

export function pageAt(pathname: string): SitePage {
  const page = findSitePage(pathname);
  if (!page) throw new Error(`No page at ${pathname}`);
  return page;
}

export function usePage(): SitePage {
  return pageAt(useLocation().pathname);
}

export function useLang() {
  return langOfPath(useLocation().pathname);
}

export function rootData(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): RootData {
  return matches.find((m) => m?.id === "root")?.loaderData as RootData;
}

export function useRootData(): RootData {
  return useRouteLoaderData("root") as RootData;
}

export function useMessages() {
  return messages[useLang()];
}

export const useSiteNav = () => useRootData().nav!;
