import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { articlesOnDisk } from "../scripts/article-files.ts";
import { articlePages, feedPath, fixedPages, pageModules } from "./lib/page-addresses";

/**
 * The route table, derived from the table of addresses: one route per address, to the
 * module of its kind of page. Several addresses share a module, which looks the page up
 * by address. Addresses are matched with their capitals (the Worker sends "/ES" on to
 * "/es" with a 301), so a route's address is always in the table.
 *
 * This runs while the build reads its configuration, before any plugin: the articles
 * are read from their files here (a broken front matter fails the build at this step),
 * as app/lib/addresses.ts gets them from the build's plugin.
 */
const pages = [...fixedPages(), ...articlePages(articlesOnDisk())];

export default [
  // The site's pages share its header, footer and first load; the desk is its sibling.
  layout("routes/site-layout.tsx", [
    ...pages.map((page) =>
      page.path === "/" ? index(pageModules.home) : route(page.path, pageModules[page.kind], { id: `${page.kind}:${page.path}`, caseSensitive: true }),
    ),
    // Everything else: the not-found page with status 404.
    route("*", "routes/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route(feedPath("en").slice(1), "routes/feed-xml.ts", { id: "feed:en", caseSensitive: true }),
  route(feedPath("es").slice(1), "routes/feed-xml.ts", { id: "feed:es", caseSensitive: true }),
  // The intake desk: staff only, behind Cloudflare Access (worker/desk-access.ts).
  ...prefix("desk", [
    layout("routes/desk/layout.tsx", [
      index("routes/desk/inbox.tsx"),
      route("leads/new", "routes/desk/new-lead.tsx"),
      route("leads/:id", "routes/desk/lead.tsx"),
      route("intake", "routes/desk/intake.tsx"),
      route("leads/:id/answers", "routes/desk/lead-answers.tsx"),
      route("numbers", "routes/desk/numbers.tsx"),
      route("numbers/spend", "routes/desk/spend.tsx"),
      route("data-requests", "routes/desk/data-requests.tsx"),
      route("conflicts", "routes/desk/conflicts.tsx"),
    ]),
    // Files, not pages: outside the layout.
    route("export/requests.csv", "routes/desk/export-leads.ts"),
    route("export/google-ads-conversions.csv", "routes/desk/export-google-ads.ts"),
    route("data-requests/export.json", "routes/desk/data-requests-export.ts"),
  ]),
] satisfies RouteConfig;
