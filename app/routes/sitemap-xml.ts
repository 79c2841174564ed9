import type { Route } from "./+types/sitemap-xml";
import { indexablePaths } from "~/lib/addresses";

/** sitemap.xml: exactly the indexable canonical addresses from app/lib/pages.ts. */
export function loader(args: Route.LoaderArgs) {
  const origin = args.url.origin;
  const urls = indexablePaths()
    .map((path) => `  <url><loc>${origin}${path}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
