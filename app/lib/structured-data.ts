/** JSON-LD (schema.org) from the content modules, for the routes' `meta` (server and browser). */
import { firm, firmWords } from "~/content/firm";
import type { Lang } from "~/content/i18n";
import type { Attorney, QuestionAnswer } from "~/content/types";
import { pagePath } from "./addresses";
import { schemaOpeningHours } from "./office-hours";

function postalAddress() {
  const o = firm.office;
  return {
    "@type": "PostalAddress",
    streetAddress: `${o.street}, ${o.suite}`,
    addressLocality: o.city,
    addressRegion: o.region,
    postalCode: o.postalCode,
    addressCountry: o.country,
  };
}

/** No review-star markup: search engines treat a business's ratings of itself as self-serving. */
function firmFacts(origin: string, name: string, lang: Lang) {
  return {
    name,
    url: `${origin}${pagePath("home", lang)}`,
    telephone: firm.phone.e164,
    image: `${origin}/images/og-default.png`,
    logo: `${origin}/images/logo.svg`,
    address: postalAddress(),
    geo: { "@type": "GeoCoordinates", ...firm.office.geo },
    openingHours: schemaOpeningHours(),
    contactPoint: {
      "@type": "ContactPoint",
      telephone: firm.phone.e164,
      contactType: "customer service",
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "00:00",
        closes: "23:59",
      },
    },
    priceRange: firmWords[lang].priceRange,
    knowsLanguage: ["en", "es"],
    sameAs: firm.social.map((s) => s.href),
  };
}

export function legalService(origin: string, lang: Lang, name: string = firm.brands.primary) {
  return {
    "@context": "https://schema.org",
    "@type": "LegalService",
    ...firmFacts(origin, name, lang),
    areaServed: ["Kent, WA", "Seattle, WA", "Tacoma, WA", "Olympia, WA", "Port Orchard, WA"],
  };
}

export function localBusiness(origin: string, name: string, pageUrl: string, lang: Lang) {
  return {
    "@context": "https://schema.org",
    "@type": ["LocalBusiness", "LegalService"],
    "@id": `${pageUrl}#business`,
    ...firmFacts(origin, name, lang),
  };
}

export function person(origin: string, attorney: Attorney, words: { role: string; summary: string }, pageUrl: string, lang: Lang) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${pageUrl}#person`,
    name: attorney.name,
    jobTitle: words.role,
    description: words.summary,
    image: `${origin}${attorney.photo.src}`,
    url: pageUrl,
    telephone: firm.phone.e164,
    worksFor: { "@type": "LegalService", name: firm.brands[attorney.brand], url: `${origin}${pagePath("home", lang)}` },
  };
}

export function webPage(pageUrl: string, name: string, lang: Lang) {
  return { "@context": "https://schema.org", "@type": "WebPage", "@id": pageUrl, url: pageUrl, name, inLanguage: lang };
}

export function faqPage(faqs: readonly QuestionAnswer[], lang: Lang) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: lang,
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}

export function articleData(
  pageUrl: string,
  origin: string,
  article: { title: string; description: string; published: string; updated: string },
  author: { name: string; url: string },
  lang: Lang,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${pageUrl}#article`,
    headline: article.title,
    description: article.description,
    datePublished: article.published,
    dateModified: article.updated,
    inLanguage: lang,
    mainEntityOfPage: pageUrl,
    image: `${origin}/images/og-default.png`,
    author: { "@type": "Person", name: author.name, url: author.url },
    publisher: { "@type": "LegalService", name: firm.brands.primary, url: `${origin}${pagePath("home", lang)}`, logo: `${origin}/images/logo.svg` },
  };
}

export function breadcrumbList(items: readonly { name: string; url: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: item.url })),
  };
}
