/** A page's <head> for search engines and previews; runs on server and browser alike. */
import type { MetaDescriptor } from "react-router";
import { firm } from "~/content/firm";
import type { Lang } from "~/content/i18n";
import type { PageSeo } from "~/content/types";
import type { SitePage } from "./addresses";

const ogLocale: Record<Lang, string> = { en: "en_US", es: "es_US" };

interface PageHead {
  title: string;
  description: string;
  lang: Lang;
  canonicalUrl: string;
  alternates: Record<Lang | "x-default", string>;
  indexable: boolean;
  imageUrl: string;
  siteName: string;
  jsonLd: object[];
}

export function pageHead(page: SitePage, origin: string, seo: PageSeo, jsonLd: object[] = []): PageHead {
  return {
    title: seo.title,
    description: seo.description,
    lang: page.lang,
    canonicalUrl: `${origin}${page.canonical}`,
    alternates: { en: `${origin}${page.alternates.en}`, es: `${origin}${page.alternates.es}`, "x-default": `${origin}${page.alternates.en}` },
    indexable: page.indexable,
    imageUrl: `${origin}/images/og-default.png`,
    siteName: firm.brands[page.brand],
    jsonLd,
  };
}

export function metaTags(head: PageHead): MetaDescriptor[] {
  return [
    { title: head.title },
    { name: "description", content: head.description },
    { tagName: "link", rel: "canonical", href: head.canonicalUrl },
    ...Object.entries(head.alternates).map(([hrefLang, href]) => ({ tagName: "link", rel: "alternate", hrefLang, href })),
    { name: "robots", content: head.indexable ? "index, follow" : "noindex, follow" },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: ogLocale[head.lang] },
    { property: "og:site_name", content: head.siteName },
    { property: "og:title", content: head.title },
    { property: "og:description", content: head.description },
    { property: "og:url", content: head.canonicalUrl },
    { property: "og:image", content: head.imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    ...head.jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
