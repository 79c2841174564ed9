import { attorneys } from "./attorneys";
import { firm } from "./firm";
import { practices } from "./practices";
import type { NavGroup, NavLink } from "./types";

export const homeLink: NavLink = { label: "Home", href: "/" };

/** The header's dropdown groups; the mobile drawer shows the same groups. */
export const navGroups: NavGroup[] = [
  {
    label: "Practice Areas",
    links: practices.map((p) => ({ label: p.name, href: `/kent-wa/${p.slug}` })),
  },
  {
    label: "Our Attorneys",
    links: attorneys.map((a) => ({ label: a.name, href: `/attorney/kent-wa/${a.slug}` })),
  },
  {
    label: "Areas We Serve",
    links: [{ label: "Kent", href: "/kent-wa/personal-injury-lawyer" }],
  },
  {
    label: "Our Other Sites",
    links: firm.otherSites.map((s) => ({ ...s, external: true })),
  },
];

export const footerLinks: NavLink[] = [
  { label: "Sitemap", href: "/sitemap" },
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Use", href: "/terms-of-use" },
];
