import type { Route } from "./+types/sitemap-xml";
import { indexablePages } from "~/lib/addresses";
import { findArticle } from "~/lib/articles";

/** sitemap.xml: exactly the indexable canonical addresses of app/lib/addresses.ts, in
 * both languages, each with its alternates (hreflang en, es, x-default); an article with
 * its `updated` date as lastmod. */
export function loader(args: Route.LoaderArgs) {
  const origin = args.url.origin;
  const alternate = (hreflang: string, path: string) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${origin}${path}"/>`;
  const urls = indexablePages()
    .map((page) =>
      [
        "  <url>",
        `    <loc>${origin}${page.path}</loc>`,
        // An article says when it last changed; other pages change with the build.
        ...(page.kind === "article" ? [`    <lastmod>${findArticle(page.lang, page.key)?.updated}</lastmod>`] : []),
        alternate("en", page.alternates.en),
        alternate("es", page.alternates.es),
        alternate("x-default", page.alternates.en),
        "  </url>",
      ].join("\n"),
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
