import { attorneyPath, cityPath, pagePath, practicePath } from "../lib/addresses";
import { attorneys } from "./attorneys";
import { firm } from "./firm";
import { practices } from "./practices";
import type { NavGroup, NavLink } from "./types";

export const homeLink: NavLink = { label: "Home", href: pagePath("home") };

/** The header's dropdown groups; the mobile drawer shows the same groups. */
export const navGroups: NavGroup[] = [
  {
    label: "Practice Areas",
    links: practices.map((p) => ({ label: p.name, href: practicePath(p.slug) })),
  },
  {
    label: "Our Attorneys",
    links: attorneys.map((a) => ({ label: a.name, href: attorneyPath(a.slug) })),
  },
  {
    label: "Areas We Serve",
    links: [{ label: "Kent", href: cityPath("kent") }],
  },
  {
    label: "Our Other Sites",
    links: firm.otherSites.map((s) => ({ ...s, external: true })),
  },
];

export const footerLinks: NavLink[] = [
  { label: "Sitemap", href: pagePath("sitemap") },
  { label: "Privacy Policy", href: pagePath("privacy") },
  { label: "Terms of Use", href: pagePath("terms") },
];
