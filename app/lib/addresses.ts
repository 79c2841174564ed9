/**
 * The one table of addresses: every page in both languages, every address it answers
 * at, the one canonical address each declares, its twin in the other language, and
 * whether search engines may index it. The route table (app/routes.ts), the navigation,
 * the language switch, hreflang, the visible sitemaps, /sitemap.xml, links in the content
 * and every canonical are derived from here; the tests render every entry.
 *
 * Adding a practice or an attorney is one entry in its content module (and, for a
 * practice, its Spanish slug below); a city is one entry plus its line in `cityPaths`.
 *
 * app/routes.ts imports this module while the build reads its configuration, where the
 * `~/` alias does not exist: it and what it imports use relative imports only.
 */
import { attorneys } from "../content/attorneys";
import { cities, type cityWords } from "../content/cities";
import type { BrandKey } from "../content/firm";
import { type Lang, languages, type Localized } from "../content/i18n";
import { practices, type practiceWords } from "../content/practices";
import { type StaticKey, staticPages } from "../content/static-pages";

export type PageKind = "home" | "practice" | "city" | "attorney" | "sitemap" | "legal" | "confirmation";

/** The route module that renders each kind of page. */
export const pageModules: Record<PageKind, string> = {
  home: "routes/home.tsx",
  practice: "routes/practice.tsx",
  city: "routes/city.tsx",
  attorney: "routes/attorney.tsx",
  sitemap: "routes/sitemap.tsx",
  legal: "routes/legal.tsx",
  confirmation: "routes/consultation-received.tsx",
};

export interface SitePage {
  /** An address this page answers at. */
  path: string;
  /** The one address this page declares as canonical (answers 200 and names itself). */
  canonical: string;
  kind: PageKind;
  /** Which content entry (practice slug, city key, attorney slug, static page key). */
  key: string;
  lang: Lang;
  brand: BrandKey;
  /** false = `noindex`, in both languages alike. */
  indexable: boolean;
  /** The canonical address of this page in each language (itself included). */
  alternates: Localized<string>;
}

/** The pages that are not a practice, a city or an attorney. */
const staticPaths: Record<StaticKey, Localized<string>> = {
  home: { en: "/", es: "/es" },
  sitemap: { en: "/sitemap", es: "/es/mapa-del-sitio" },
  privacy: { en: "/privacy-policy", es: "/es/politica-de-privacidad" },
  terms: { en: "/terms-of-use", es: "/es/condiciones-de-uso" },
  confirmation: { en: "/consultation-received", es: "/es/consulta-recibida" },
};
const staticKinds: Record<StaticKey, PageKind> = {
  home: "home",
  sitemap: "sitemap",
  privacy: "legal",
  terms: "legal",
  confirmation: "confirmation",
};

/** Practice pages answer under each prefix (the first is canonical); in Spanish, at one address. */
const practicePrefixes = ["/kent-wa", "/seattle-wa"];
/** The Spanish address of each practice page, by its English slug. Keyed by the practices'
 * words, so a practice without its Spanish slug does not compile. */
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
/** Attorney profiles answer under each prefix (the first is canonical). */
const attorneyPrefixes: Localized<string[]> = { en: ["/attorney/kent-wa", "/attorney/seattle-wa", "/attorney"], es: ["/es/abogados"] };
/** Each city page's addresses (the first is canonical). Keyed by the cities' words, so a
 * city without its addresses does not compile. */
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
export const attorneyPath = (slug: string, lang: Lang = "en") => attorneyPaths(slug)[lang][0];
export const cityPath = (key: string, lang: Lang = "en") => cityAddresses(key)[lang][0];
export const pagePath = (key: StaticKey, lang: Lang = "en") => staticPaths[key][lang];

/** Every address of one page, in both languages. */
function family(paths: Localized<string[]>, page: Pick<SitePage, "kind" | "key" | "brand" | "indexable">): SitePage[] {
  const alternates = { en: paths.en[0], es: paths.es[0] };
  return languages.flatMap((lang) => paths[lang].map((path) => ({ ...page, path, lang, canonical: paths[lang][0], alternates })));
}

function staticFamily(key: StaticKey): SitePage[] {
  const paths = staticPaths[key];
  return family({ en: [paths.en], es: [paths.es] }, { kind: staticKinds[key], key, ...staticPages[key] });
}

function buildSitePages(): SitePage[] {
  return [
    ...staticFamily("home"),
    ...practices.flatMap((p) => family(practicePaths(p.slug), { kind: "practice", key: p.slug, brand: p.brand, indexable: p.indexable })),
    ...cities.flatMap((c) => family(cityAddresses(c.key), { kind: "city", key: c.key, brand: c.brand, indexable: c.indexable })),
    ...attorneys.flatMap((a) => family(attorneyPaths(a.slug), { kind: "attorney", key: a.slug, brand: a.brand, indexable: a.indexable })),
    ...(["sitemap", "privacy", "terms", "confirmation"] as const).flatMap(staticFamily),
  ];
}

export const sitePages: readonly SitePage[] = buildSitePages();

const byPath = new Map(sitePages.map((p) => [p.path, p]));

/** The page at this address (a trailing slash is ignored), if any. */
export function findSitePage(pathname: string): SitePage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return byPath.get(path);
}

/** The canonical addresses search engines may index (both languages): what sitemap.xml lists. */
export function indexablePages(): SitePage[] {
  return sitePages.filter((p) => p.indexable && p.path === p.canonical);
}

/** Where the language switch leads: this page in `lang`, or that language's home page. */
export function pageIn(pathname: string, lang: Lang): string {
  return findSitePage(pathname)?.alternates[lang] ?? staticPaths.home[lang];
}
