/** The site's menus in one language: built from the table of addresses and the words. */
import { attorneyPath, cityPath, pagePath, practicePath } from "../lib/addresses";
import { attorneys } from "./attorneys";
import { cityWords } from "./cities";
import { firm } from "./firm";
import type { Lang } from "./i18n";
import { messages } from "./messages";
import { practices, practiceWords } from "./practices";
import type { NavGroup, NavLink } from "./types";

export function navigation(lang: Lang): { home: NavLink; groups: NavGroup[]; footer: NavLink[] } {
  const nav = messages[lang].nav;
  const practiceNames: Record<string, { name: string }> = practiceWords[lang];
  return {
    home: { label: nav.home, href: pagePath("home", lang) },
    /** The header's dropdown groups; the mobile drawer shows the same groups. */
    groups: [
      { label: nav.practiceAreas, links: practices.map((p) => ({ label: practiceNames[p.slug].name, href: practicePath(p.slug, lang) })) },
      { label: nav.attorneys, links: attorneys.map((a) => ({ label: a.name, href: attorneyPath(a.slug, lang) })) },
      { label: nav.areas, links: [{ label: cityWords[lang].kent.name, href: cityPath("kent", lang) }] },
      { label: nav.otherSites, links: firm.otherSites.map((s) => ({ ...s, label: `${s.label}${nav.otherSiteNote}`, external: true })) },
    ],
    footer: [
      { label: nav.resources, href: pagePath("resources", lang) },
      { label: nav.reviews, href: pagePath("reviews", lang) },
      { label: nav.results, href: pagePath("results", lang) },
      { label: nav.accessibility, href: pagePath("accessibility", lang) },
      { label: nav.sitemap, href: pagePath("sitemap", lang) },
      { label: nav.privacy, href: pagePath("privacy", lang) },
      { label: nav.terms, href: pagePath("terms", lang) },
    ],
  };
}
