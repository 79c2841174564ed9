/**
 * The firm's facts: every name, number and address the site shows comes from here.
 * All of it is fictional placeholder content (phone numbers in the 555-01xx range,
 * `.example` domains); replace it with the firm's real facts before launch.
 */

export type BrandKey = "primary" | "secondary";

export const firm = {
  /** The two names the firm uses in copy; a page says which one it uses. */
  brands: {
    primary: "Kestrel Injury Law",
    secondary: "Kestrel & Vance Trial Lawyers",
  } satisfies Record<BrandKey, string>,
  legalName: "Kestrel & Vance, PLLC",
  tagline: "At Bat for Justice. Focused on You.",
  mantra: "Every client gets my best swing, every single time.",
  phone: {
    /** Shown in headings and buttons. */
    display: "(253) 555-0142",
    /** The second format the copy uses. */
    plain: "253-555-0142",
    /** For tel: links. */
    e164: "+12535550142",
  },
  office: {
    street: "8421 Riverbend Plaza",
    suite: "Suite 130",
    city: "Kent",
    region: "WA",
    postalCode: "98032",
    country: "US",
    geo: { latitude: 47.3809, longitude: -122.2348 },
    /** The phones are answered around the clock (the site's 24/7 promise). */
    phoneHours: "Phones answered 24 hours a day, 7 days a week",
    /** When the office itself is open for visits. */
    officeHours: "Office visits Monday to Friday, 8:30 am to 5:30 pm, or by appointment",
    /** The office hours for search engines (schema.org openingHours). */
    openingHours: "Mo-Fr 08:30-17:30",
    mapUrl: "https://maps.example/?q=8421+Riverbend+Plaza+Suite+130+Kent+WA+98032",
  },
  /** The firm's main external site (the header logo links here). */
  externalSite: "https://www.kestrellaw.example",
  /** The attorney's other sites, listed in the header. */
  otherSites: [
    { label: "Kestrel Criminal Defense", href: "https://www.kestreldefense.example" },
    { label: "Washington DUI Defense", href: "https://www.waduidefense.example" },
    { label: "Kestrel Family Law", href: "https://www.kestrelfamilylaw.example" },
  ],
  social: [
    { label: "Facebook", href: "https://www.facebook.com/kestrelinjurylaw.example" },
    { label: "Instagram", href: "https://www.instagram.com/kestrelinjurylaw.example" },
    { label: "LinkedIn", href: "https://www.linkedin.com/company/kestrelinjurylaw.example" },
    { label: "YouTube", href: "https://www.youtube.com/@kestrelinjurylaw.example" },
  ],
  reviews: {
    rating: "5.0",
    /** The count the home page quotes. */
    homeCount: "350+",
    /** The count every other page quotes. */
    count: "400+",
  },
  claims: {
    combinedExperience: "150+ years",
    successRate: "97%",
    superLawyersYears: { from: 2019, to: 2024 },
  },
  /** Settlement results quoted on the home page. */
  results: [
    { amount: "$1,000,000", label: "Rear-end collision, spinal injury" },
    { amount: "$1,400,000", label: "Commercial truck crash" },
    { amount: "$12,000,000", label: "Catastrophic workplace injury" },
  ],
  resultsDisclaimer:
    "Past results do not guarantee a similar outcome. Every case is different and depends on its own facts (Washington RPC 7.1).",
  /** The filing deadline for most injury claims, as the copy says it. */
  filingLimit: "three years",
  disclaimer:
    "The information on this website is for general information only and is not legal advice. Contacting us or using this site does not create an attorney-client relationship. Attorney advertising.",
} as const;

export function brandName(brand: BrandKey = "primary"): string {
  return firm.brands[brand];
}

export const telHref = `tel:${firm.phone.e164}`;

export function officeAddressLines(): [string, string] {
  const o = firm.office;
  return [`${o.street}, ${o.suite}`, `${o.city}, ${o.region} ${o.postalCode}`];
}
