import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { articlesOnDisk } from "../scripts/article-files.ts";
import { articlePages, feedPath, fixedPages, pageModules } from "./lib/page-addresses";
import { signingPrefix } from "./lib/private-addresses";

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
    // The fee agreement's signing page (decision 0057), one address per language.
    route(`${signingPrefix.en.slice(1)}/:token`, "routes/sign.tsx", { id: "sign:en" }),
    route(`${signingPrefix.es.slice(1)}/:token`, "routes/sign.tsx", { id: "sign:es" }),
    // Everything else: the not-found page with status 404.
    route("*", "routes/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route(`${signingPrefix.en.slice(1)}/:token/:file`, "routes/sign-file.ts", { id: "sign-file:en" }),
  route(`${signingPrefix.es.slice(1)}/:token/:file`, "routes/sign-file.ts", { id: "sign-file:es" }),
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
      route("leads/:id/all/:list", "routes/desk/lead-list.tsx"),
      route("numbers", "routes/desk/numbers.tsx"),
      route("numbers/spend", "routes/desk/spend.tsx"),
      route("data-requests", "routes/desk/data-requests.tsx"),
      route("conflicts", "routes/desk/conflicts.tsx"),
      route("declines", "routes/desk/declines.tsx"),
      route("calls", "routes/desk/calls.tsx"),
      route("*", "routes/desk/not-found.tsx"),
    ]),
    // A letter to print: the letter alone, outside the desk's frame.
    route("leads/:id/letter", "routes/desk/letter.tsx"),
    // Files, not pages: outside the layout.
    route("export/requests.csv", "routes/desk/export-leads.ts"),
    route("export/google-ads-conversions.csv", "routes/desk/export-google-ads.ts"),
    route("export/declines.csv", "routes/desk/export-declines.ts"),
    route("data-requests/export.json", "routes/desk/data-requests-export.ts"),
    route("texts/:messageId/media/:position", "routes/desk/text-media.ts"),
    route("calls/recordings/:recordingId", "routes/desk/call-recording.ts"),
    route("leads/:id/agreement", "routes/desk/agreement-action.ts"),
    route("agreements/:agreementId/:file", "routes/desk/agreement-file.ts"),
  ]),
] satisfies RouteConfig;
