import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The route table. Several addresses share one page module: each module's loader looks
 * its page up in app/lib/pages.ts (which also names the canonical address) and answers
 * 404 for an address or slug it does not know.
 */
export default [
  index("routes/home.tsx"),

  // City pages (Areas We Serve).
  route("kent-wa/personal-injury-lawyer", "routes/city.tsx", { id: "city:kent" }),
  route("seattle-personal-injury-lawyer", "routes/city.tsx", { id: "city:seattle" }),
  route("seattle-wa/personal-injury-lawyer", "routes/city.tsx", { id: "city:seattle-wa" }),
  route("tacoma-personal-injury-lawyer", "routes/city.tsx", { id: "city:tacoma" }),
  route("tacoma-wa/personal-injury-lawyer", "routes/city.tsx", { id: "city:tacoma-wa" }),
  route("olympia-wa/personal-injury-lawyer", "routes/city.tsx", { id: "city:olympia" }),
  route("port-orchard-wa/personal-injury-lawyer", "routes/city.tsx", { id: "city:port-orchard" }),

  // Practice pages: the eight slugs under both prefixes.
  route("kent-wa/:practice", "routes/practice.tsx", { id: "practice:kent-wa" }),
  route("seattle-wa/:practice", "routes/practice.tsx", { id: "practice:seattle-wa" }),

  // Attorney profiles under three prefixes.
  route("attorney/kent-wa/:attorney", "routes/attorney.tsx", { id: "attorney:kent-wa" }),
  route("attorney/seattle-wa/:attorney", "routes/attorney.tsx", { id: "attorney:seattle-wa" }),
  route("attorney/:attorney", "routes/attorney.tsx", { id: "attorney" }),

  route("sitemap", "routes/sitemap.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("privacy-policy", "routes/legal.tsx", { id: "legal:privacy" }),
  route("terms-of-use", "routes/legal.tsx", { id: "legal:terms" }),
  route("consultation-received", "routes/consultation-received.tsx"),

  // Everything else: the not-found page with status 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
