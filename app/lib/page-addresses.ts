/** The table's rules and every page but the articles (./addresses.ts adds them). app/routes.ts reads it
 * while the build loads its configuration, where `~/` does not exist: relative imports. */
import { attorneys } from "../content/attorneys";
import { cities, type cityWords } from "../content/cities";
import type { BrandKey } from "../content/firm";
import { type Lang, languages, type Localized } from "../content/i18n";
import { practices, type practiceWords } from "../content/practices";
import { type StaticKey, staticPages } from "../content/static-pages";
import type { ArticleAddress } from "../content/types";
import { signingPrefix } from "./private-addresses";

export type PageKind =
  | "home"
  | "practice"
  | "city"
  | "attorney"
  | "sitemap"
  | "legal"
  | "confirmation"
  | "questions"
  | "resources"
  | "article"
  | "reviews"
  | "results"
  | "accessibility";

export const pageModules: Record<PageKind, string> = {
  home: "routes/home.tsx",
  practice: "routes/practice.tsx",
  city: "routes/city.tsx",
  attorney: "routes/attorney.tsx",
  sitemap: "routes/sitemap.tsx",
  legal: "routes/legal.tsx",
  confirmation: "routes/consultation-received.tsx",
  questions: "routes/consultation-questions.tsx",
  resources: "routes/resources.tsx",
  article: "routes/article.tsx",
  reviews: "routes/reviews.tsx",
  results: "routes/case-results.tsx",
  accessibility: "routes/accessibility.tsx",
};

export interface SitePage {
  path: string;
  canonical: string;
  kind: PageKind;
  key: string;
  lang: Lang;
  brand: BrandKey;
  indexable: boolean;
  alternates: Localized<string>;
}

const staticPaths: Record<StaticKey, Localized<string>> = {
  home: { en: "/", es: "/es" },
  sitemap: { en: "/sitemap", es: "/es/mapa-del-sitio" },
  privacy: { en: "/privacy-policy", es: "/es/politica-de-privacidad" },
  terms: { en: "/terms-of-use", es: "/es/condiciones-de-uso" },
  confirmation: { en: "/consultation-received", es: "/es/consulta-recibida" },
  questions: { en: "/consultation-questions", es: "/es/preguntas-de-consulta" },
  resources: { en: "/resources", es: "/es/recursos" },
  reviews: { en: "/reviews", es: "/es/testimonios" },
  results: { en: "/case-results", es: "/es/resultados" },
  accessibility: { en: "/accessibility", es: "/es/accesibilidad" },
};
const staticKinds: Record<StaticKey, PageKind> = {
  home: "home",
  sitemap: "sitemap",
  privacy: "legal",
  terms: "legal",
  confirmation: "confirmation",
  questions: "questions",
  resources: "resources",
  reviews: "reviews",
  results: "results",
  accessibility: "accessibility",
};

const practicePrefixes = ["/kent-wa", "/seattle-wa"];
/** Keyed by the practices' words, so a practice without its Spanish slug does not compile. */
const spanishPracticeSlugs: Record<keyof (typeof practiceWords)["en"], string> = {
  "car-accident-lawyer": "abogado-de-accidentes-de-auto",
  "truck-accident-lawyer": "abogado-de-accidentes-de-camion",
  "motorcycle-accident-lawyer": "abogado-de-accidentes-de-motocicleta",
  "boating-accident-lawyer": "abogado-de-accidentes-de-embarcacion",
  "dog-bite-accident-lawyer": "abogado-de-mordeduras-de-perro",
  "premises-liability-accident-lawyer": "abogado-de-lesiones-en-propiedad-ajena",
  "wrongful-death-accident-lawyer": "abogado-de-muerte-por-negligencia",
  "catastrophic-injuries-lawyer": "abogado-de-lesiones-catastroficas",
};
const attorneyPrefixes: Localized<string[]> = { en: ["/attorney/kent-wa", "/attorney/seattle-wa", "/attorney"], es: ["/es/abogados"] };
/** Keyed by the cities' words, so a city without its addresses does not compile. */
const cityPaths: Record<keyof (typeof cityWords)["en"], Localized<string[]>> = {
  kent: { en: ["/kent-wa/personal-injury-lawyer"], es: ["/es/kent-wa/abogado-de-lesiones-personales"] },
  seattle: {
    en: ["/seattle-personal-injury-lawyer", "/seattle-wa/personal-injury-lawyer"],
    es: ["/es/seattle-wa/abogado-de-lesiones-personales"],
  },
  tacoma: {
    en: ["/tacoma-personal-injury-lawyer", "/tacoma-wa/personal-injury-lawyer"],
    es: ["/es/tacoma-wa/abogado-de-lesiones-personales"],
  },
  olympia: { en: ["/olympia-wa/personal-injury-lawyer"], es: ["/es/olympia-wa/abogado-de-lesiones-personales"] },
  "port-orchard": { en: ["/port-orchard-wa/personal-injury-lawyer"], es: ["/es/port-orchard-wa/abogado-de-lesiones-personales"] },
};

function practicePaths(slug: string): Localized<string[]> {
  const spanish = spanishPracticeSlugs[slug as keyof typeof spanishPracticeSlugs];
  if (!spanish) throw new Error(`No Spanish address for the practice "${slug}" (app/lib/addresses.ts)`);
  return { en: practicePrefixes.map((prefix) => `${prefix}/${slug}`), es: [`/es/kent-wa/${spanish}`] };
}
function cityAddresses(key: string): Localized<string[]> {
  const paths = cityPaths[key as keyof typeof cityPaths];
  if (!paths) throw new Error(`No addresses for the city "${key}" (app/lib/addresses.ts)`);
  return paths;
}
function attorneyPaths(slug: string): Localized<string[]> {
  return { en: attorneyPrefixes.en.map((prefix) => `${prefix}/${slug}`), es: attorneyPrefixes.es.map((prefix) => `${prefix}/${slug}`) };
}

export const practicePath = (slug: string, lang: Lang = "en") => practicePaths(slug)[lang][0];

export interface ShortAddress {
  path: string;
  canonical: string;
}

export function shortPracticeAddresses(): ShortAddress[] {
  return practices.flatMap((p) => {
    const canonical = practicePaths(p.slug);
    const spanish = spanishPracticeSlugs[p.slug as keyof typeof spanishPracticeSlugs];
    return [
      { path: `/${p.slug}`, canonical: canonical.en[0] },
      { path: `/es/${spanish}`, canonical: canonical.es[0] },
      { path: `/${spanish}`, canonical: canonical.es[0] },
    ];
  });
}
export const attorneyPath = (slug: string, lang: Lang = "en") => attorneyPaths(slug)[lang][0];
export const cityPath = (key: string, lang: Lang = "en") => cityAddresses(key)[lang][0];
export const pagePath = (key: StaticKey, lang: Lang = "en") => staticPaths[key][lang];
export const articlePath = (slug: string, lang: Lang) => `${staticPaths.resources[lang]}/${slug}`;
export const feedPath = (lang: Lang) => `${staticPaths.resources[lang]}/feed.xml`;

function family(paths: Localized<string[]>, page: Pick<SitePage, "kind" | "key" | "brand" | "indexable">): SitePage[] {
  const alternates = { en: paths.en[0], es: paths.es[0] };
  return languages.flatMap((lang) => paths[lang].map((path) => ({ ...page, path, lang, canonical: paths[lang][0], alternates })));
}

function staticFamily(key: StaticKey): SitePage[] {
  const paths = staticPaths[key];
  return family({ en: [paths.en], es: [paths.es] }, { kind: staticKinds[key], key, ...staticPages[key] });
}

export function fixedPages(): SitePage[] {
  return [
    ...staticFamily("home"),
    ...practices.flatMap((p) => family(practicePaths(p.slug), { kind: "practice", key: p.slug, brand: p.brand, indexable: p.indexable })),
    ...cities.flatMap((c) => family(cityAddresses(c.key), { kind: "city", key: c.key, brand: c.brand, indexable: c.indexable })),
    ...attorneys.flatMap((a) => family(attorneyPaths(a.slug), { kind: "attorney", key: a.slug, brand: a.brand, indexable: a.indexable })),
    ...(["resources", "reviews", "results", "accessibility", "sitemap", "privacy", "terms", "confirmation", "questions"] as const).flatMap(staticFamily),
  ];
}

export function articlePages(articles: readonly ArticleAddress[]): SitePage[] {
  return articles.map((article) => {
    const other: Lang = article.lang === "en" ? "es" : "en";
    const path = articlePath(article.slug, article.lang);
    const alternates = { [article.lang]: path, [other]: articlePath(article.translation, other) } as Localized<string>;
    return { path, canonical: path, kind: "article", key: article.slug, lang: article.lang, brand: "primary", indexable: true, alternates };
  });
}

export const homePath = (lang: Lang) => staticPaths.home[lang];

/** The fee agreement's signing link (decision 0057): a private page per token, outside the table of
 * pages (never in a sitemap, menu or hreflang); the PDFs beside it. */
export const signingPath = (token: string, lang: Lang) => `${signingPrefix[lang]}/${token}`;
export const signingFilePath = (token: string, lang: Lang, which: "agreement" | "signed") => `${signingPath(token, lang)}/${which}.pdf`;
