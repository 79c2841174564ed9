import type { Route } from "./+types/robots-txt";

export function loader(args: Route.LoaderArgs) {
  const origin = args.url.origin;
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
