/** The site's menus in one language: app/content/navigation.ts's pages at their addresses. */
import { attorneys } from "~/content/attorneys";
import { cityWords } from "~/content/cities";
import { firm } from "~/content/firm";
import type { Lang } from "~/content/i18n";
import { messages } from "~/content/messages";
import { footerPages, menuCities } from "~/content/navigation";
import { practices, practiceWords } from "~/content/practices";
import type { NavGroup, NavLink } from "~/content/types";
import { attorneyPath, cityPath, pagePath, practicePath } from "./addresses";

export interface SiteNav {
  home: NavLink;
  groups: NavGroup[];
  footer: NavLink[];
}

export function navigation(lang: Lang): SiteNav {
  const nav = messages[lang].nav;
  const practiceNames: Record<string, { name: string }> = practiceWords[lang];
  return {
    home: { label: nav.home, href: pagePath("home", lang) },
    groups: [
      { label: nav.practiceAreas, links: practices.map((p) => ({ label: practiceNames[p.slug].name, href: practicePath(p.slug, lang) })) },
      { label: nav.attorneys, links: attorneys.map((a) => ({ label: a.name, href: attorneyPath(a.slug, lang) })) },
      { label: nav.areas, links: menuCities.map((key) => ({ label: cityWords[lang][key].name, href: cityPath(key, lang) })) },
      { label: nav.otherSites, links: firm.otherSites.map((s) => ({ ...s, label: `${s.label}${nav.otherSiteNote}`, external: true })) },
    ],
    footer: footerPages.map((key) => ({ label: nav[key], href: pagePath(key, lang) })),
  };
}
