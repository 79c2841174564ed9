/** JSON-LD (schema.org) builders, all fed from the content modules. */
import type { Faq } from "~/content/faqs";
import { firm } from "~/content/firm";
import type { Attorney } from "~/content/types";

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

/** The facts every firm entry shares; `reviewCount` is the count the page itself shows ("350+"). */
function firmFacts(origin: string, name: string, reviewCount: string) {
  return {
    name,
    url: `${origin}/`,
    telephone: firm.phone.e164,
    image: `${origin}/images/og-default.png`,
    logo: `${origin}/images/logo.svg`,
    address: postalAddress(),
    geo: { "@type": "GeoCoordinates", ...firm.office.geo },
    openingHours: firm.office.openingHours,
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
    priceRange: "Free consultation",
    sameAs: firm.social.map((s) => s.href),
    aggregateRating: { "@type": "AggregateRating", ratingValue: firm.reviews.rating, reviewCount: Number.parseInt(reviewCount, 10), bestRating: "5" },
  };
}

export function legalService(origin: string, reviewCount: string, name: string = firm.brands.primary) {
  return {
    "@context": "https://schema.org",
    "@type": "LegalService",
    ...firmFacts(origin, name, reviewCount),
    areaServed: ["Kent, WA", "Seattle, WA", "Tacoma, WA", "Olympia, WA", "Port Orchard, WA"],
  };
}

export function localBusiness(origin: string, name: string, pageUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": ["LocalBusiness", "LegalService"],
    "@id": `${pageUrl}#business`,
    ...firmFacts(origin, name, firm.reviews.count),
  };
}

export function person(origin: string, attorney: Attorney, pageUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${pageUrl}#person`,
    name: attorney.name,
    jobTitle: attorney.role,
    description: attorney.summary,
    image: `${origin}${attorney.photo.src}`,
    url: pageUrl,
    telephone: firm.phone.e164,
    worksFor: { "@type": "LegalService", name: firm.brands[attorney.brand], url: `${origin}/` },
  };
}

export function faqPage(faqs: readonly Faq[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}
