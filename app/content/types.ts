import type { BrandKey } from "./firm";

/** What every page's content carries for search engines. */
export interface PageSeo {
  /** The <title>; keep it under ~60 characters. */
  title: string;
  /** The meta description; keep it under ~160 characters. */
  description: string;
  /** false = `noindex`: the page is left out of search results and sitemap.xml. */
  indexable: boolean;
}

export interface Practice {
  slug: string;
  /** Short name used in menus and tiles, e.g. "Car Accidents". */
  name: string;
  /** The page's h1. */
  heading: string;
  /** One or two sentences under the heading. */
  intro: string;
  image: { src: string; alt: string };
  /** The case type the consultation form preselects on this page. */
  caseType: string;
  seo: PageSeo;
  brand: BrandKey;
}

export interface City {
  key: string;
  name: string;
  heading: string;
  intro: string;
  image: { src: string; alt: string };
  seo: PageSeo;
  brand: BrandKey;
}

export interface Attorney {
  slug: string;
  name: string;
  role: string;
  /** One-line summary under the name. */
  summary: string;
  photo: { src: string; alt: string };
  seo: PageSeo;
  brand: BrandKey;
}

export interface NavLink {
  label: string;
  href: string;
  /** External links open in a new tab. */
  external?: boolean;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}
