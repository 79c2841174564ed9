/** What the site's menus list, by page key; app/lib/navigation.ts turns the keys into addresses. */
import type { StaticKey } from "./static-pages";

/** The cities under "Areas we serve" (keys of cities.ts). */
export const menuCities = ["kent"] as const;

/** The footer's pages, in order; each is labelled by the nav message of the same name. */
export const footerPages = ["resources", "reviews", "results", "accessibility", "sitemap", "privacy", "terms"] as const satisfies readonly StaticKey[];
