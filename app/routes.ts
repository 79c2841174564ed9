import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pageModules, sitePages } from "./lib/addresses";

/**
 * The route table, derived from the table of addresses (app/lib/addresses.ts): one route
 * per address, to the module of its kind of page. Several addresses share a module, which
 * looks the page up by address. Addresses are matched with their capitals (the Worker
 * sends "/ES" on to "/es" with a 301), so a route's address is always in the table.
 */
export default [
  ...sitePages.map((page) =>
    page.path === "/" ? index(pageModules.home) : route(page.path, pageModules[page.kind], { id: `${page.kind}:${page.path}`, caseSensitive: true }),
  ),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // Everything else: the not-found page with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
