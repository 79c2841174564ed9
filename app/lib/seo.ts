import type { MetaDescriptor } from "react-router";

/** Everything a page's <head> says to search engines and social previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL. */
  canonicalUrl: string;
  indexable: boolean;
  /** Absolute URL of the Open Graph image. */
  imageUrl: string;
  siteName: string;
  /** JSON-LD objects, each rendered as its own script tag. */
  jsonLd: object[];
}

/** The meta descriptors of a page, for a route's `meta` export. */
export function metaTags(head: PageHead | undefined): MetaDescriptor[] {
  if (!head) return [];
  return [
    { title: head.title },
    { name: "description", content: head.description },
    { tagName: "link", rel: "canonical", href: head.canonicalUrl },
    { name: "robots", content: head.indexable ? "index, follow" : "noindex, follow" },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: head.siteName },
    { property: "og:title", content: head.title },
    { property: "og:description", content: head.description },
    { property: "og:url", content: head.canonicalUrl },
    { property: "og:image", content: head.imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    ...head.jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
