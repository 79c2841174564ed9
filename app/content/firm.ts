/** The firm's facts: every name, number and address the site shows, and its recurring sentences.
 * Fictional placeholders (555-01xx numbers, `.example` domains): replace them before launch. */
import type { Localized } from "./i18n";

export type BrandKey = "primary" | "secondary";

export const firm = {
  /** The two names the firm uses in copy; a page says which one it uses. */
  brands: {
    primary: "Kestrel Injury Law",
    secondary: "Kestrel & Vance Trial Lawyers",
  } satisfies Record<BrandKey, string>,
  legalName: "Kestrel & Vance, PLLC",
  phone: {
    /** Shown in headings and buttons. */
    display: "(253) 555-0142",
    /** The second format the copy uses. */
    plain: "253-555-0142",
    /** For tel: links. */
    e164: "+12535550142",
  },
  /**
   * The number the firm's calls show on the visitor's phone (caller ID), so they pick up:
   * the confirmation names it. Empty: no number is promised.
   */
  callerId: "(253) 555-0142" as string,
  office: {
    street: "8421 Riverbend Plaza",
    suite: "Suite 130",
    city: "Kent",
    region: "WA",
    postalCode: "98032",
    country: "US",
    geo: { latitude: 47.3809, longitude: -122.2348 },
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
  /** Settlement amounts quoted on the home page (what each case was: case-results.ts). */
  resultAmounts: ["$1,000,000", "$1,400,000", "$12,000,000"],
} as const;

interface FirmWords {
  /** The firm's tagline: the home page's headline. */
  tagline: string;
  /** The managing partner's promise, quoted on the home page and his profile. */
  mantra: string;
  /** The phones are answered around the clock (the site's 24/7 promise). */
  phoneHours: string;
  /** When the office itself is open for visits (the hours as data: office-hours.ts). */
  officeHours: string;
  /** Beside every settlement result (Washington RPC 7.1). */
  resultsDisclaimer: string;
  /** The filing deadline for most injury claims, as the copy says it. */
  filingLimit: string;
  /** In the footer of every page. */
  disclaimer: string;
  /** What a consultation costs, for search engines (schema.org priceRange). */
  priceRange: string;
}

export const firmWords: Localized<FirmWords> = {
  en: {
    tagline: "At Bat for Justice. Focused on You.",
    mantra: "Every client gets my best swing, every single time.",
    phoneHours: "Phones answered 24 hours a day, 7 days a week",
    officeHours: "Office visits Monday to Friday, 8:30 am to 5:30 pm, or by appointment",
    resultsDisclaimer: "Past results do not guarantee a similar outcome. Every case is different and depends on its own facts (Washington RPC 7.1).",
    filingLimit: "three years",
    disclaimer:
      "The information on this website is for general information only and is not legal advice. Contacting us or using this site does not create an attorney-client relationship. Attorney advertising.",
    priceRange: "Free consultation",
  },
  es: {
    tagline: "Luchamos por la justicia. Usted es lo primero.",
    mantra: "Cada cliente recibe mi mejor esfuerzo, siempre, sin excepción.",
    phoneHours: "Contestamos el teléfono las 24 horas, los 7 días de la semana",
    // Non-breaking spaces keep "a. m." and "p. m." whole.
    officeHours: "Visitas a la oficina de lunes a viernes, de 8:30\u00a0a.\u00a0m. a 5:30\u00a0p.\u00a0m., o con cita previa",
    resultsDisclaimer:
      "Los resultados obtenidos en casos anteriores no garantizan un resultado similar. Cada caso es distinto y depende de sus propios hechos (Regla 7.1 de las Reglas de Conducta Profesional, RPC, de Washington).",
    filingLimit: "tres años",
    disclaimer:
      "La información de este sitio web es solo informativa y no constituye asesoría legal. Comunicarse con nosotros o usar este sitio no crea una relación abogado-cliente. Publicidad de abogados.",
    priceRange: "Consulta gratis",
  },
};

export function brandName(brand: BrandKey = "primary"): string {
  return firm.brands[brand];
}

export const telHref = `tel:${firm.phone.e164}`;

export function officeAddressLines(): [string, string] {
  const o = firm.office;
  return [`${o.street}, ${o.suite}`, `${o.city}, ${o.region} ${o.postalCode}`];
}
