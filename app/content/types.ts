import type { BrandKey } from "./firm";

/** What every page says to search engines, in its language. Whether a page may be
 * indexed is the same in both languages: `indexable` on the page's facts. */
export interface PageSeo {
  /** The <title>; keep it under ~60 characters. */
  title: string;
  /** The meta description; keep it under ~160 characters. */
  description: string;
}

/** An image file with its intrinsic size; its alt text is in each language's words. */
export type Picture = Omit<SizedImage, "alt">;

/** What a kind of page shares across languages. */
interface PageFacts {
  brand: BrandKey;
  /** false = `noindex` (both languages): left out of search results and sitemap.xml. */
  indexable: boolean;
}

export interface Practice extends PageFacts {
  /** The English address slug and the key of its words (the Spanish slug is in app/lib/addresses.ts). */
  slug: string;
  /** The case type the consultation form preselects on this page. */
  caseType: string;
  image: Picture;
}

export interface PracticeWords {
  /** Short name used in menus and tiles, e.g. "Car Accidents". */
  name: string;
  /** The page's h1. */
  heading: string;
  /** One or two sentences under the heading. */
  intro: string;
  imageAlt: string;
  seo: PageSeo;
}

export interface City extends PageFacts {
  key: string;
  image: Picture;
}

export interface CityWords {
  name: string;
  heading: string;
  intro: string;
  imageAlt: string;
  seo: PageSeo;
}

export interface Attorney extends PageFacts {
  slug: string;
  name: string;
  photo: Picture;
}

export interface AttorneyWords {
  role: string;
  /** One-line summary under the name. */
  summary: string;
  photoAlt: string;
  seo: PageSeo;
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

/** An image with the intrinsic size of the file (every <img> sets width and height). */
export interface SizedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Optional smaller file for narrow screens, with its width in pixels. */
  small?: { src: string; width: number };
}

/** A short titled point (why-choose items, case-type cards, "what a lawyer can do"). */
export interface Point {
  title: string;
  text: string;
}

/** A case-type card; links to the practice page (its slug) when there is one. */
export interface CaseCard extends Point {
  practice?: string;
}

/** A question with its answer (accordions and FAQPage structured data). */
export interface QuestionAnswer {
  question: string;
  answer: string;
}

/** A titled list (typical injuries, causes, reasons to choose). */
export interface ListBlock {
  heading: string;
  intro?: string;
  items: string[];
}

/** A prose block: an h2 and its paragraphs. */
export interface ProseBlock {
  heading: string;
  paragraphs: string[];
}

/** The closing call-to-action block at the end of a page. */
export interface ClosingCta {
  heading: string;
  text: string;
  /** Label of the secondary button that takes the visitor to the page's form. */
  formLabel: string;
}

/** A client testimonial for the carousel. */
export interface Testimonial {
  quote: string;
  name: string;
  /** What kind of case it was, e.g. "Car accident client". */
  caseLabel: string;
}

/** An award logo in the home page strip. */
export interface Award {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A video shown behind a click-to-play facade (nothing third-party loads before the click). */
export interface EmbeddedVideo {
  title: string;
  /** The embeddable player URL (youtube-nocookie style). */
  embedUrl: string;
  poster: SizedImage;
  /** Length shown on the facade, e.g. "2:45". */
  duration: string;
}

/** The full copy of a practice page (app/content/practice-pages.ts, imported by its route module). */
export interface PracticePageCopy {
  explainer: ProseBlock;
  whyChoose: ListBlock;
  typical: ListBlock;
  closing: ClosingCta;
  /** Questions shown on the page and published as FAQPage structured data. */
  faqs?: { heading: string; items: QuestionAnswer[] };
}

/** The full copy of a city page (app/content/city-pages.ts, imported by its route module). */
export interface CityPageCopy {
  local: ProseBlock;
  whyChoose: ListBlock;
  caseTypes: { heading: string; intro: string; cards: CaseCard[] };
  closing: ClosingCta;
}

/** The full copy of an attorney profile (app/content/attorney-profiles.ts, imported by its route module). */
export interface AttorneyProfileCopy {
  bio: ProseBlock;
  practiceFocus: string[];
  highlights: string[];
  closing: ClosingCta;
}

/**
 * An article, as its front matter says (checked at build: app/lib/article-front-matter.ts)
 * and as the build measures it. The text itself is compiled from its Markdown file.
 */
export interface ArticleMeta {
  /** Its file's name, which is its address's last part. */
  slug: string;
  lang: "en" | "es";
  /** The file, from the project's root (named in build errors). */
  file: string;
  title: string;
  /** The meta description and the summary in lists. */
  description: string;
  /** YYYY-MM-DD. */
  published: string;
  /** YYYY-MM-DD: the last change a reader should know of. */
  updated: string;
  /** The attorney's slug (app/content/attorneys.ts). */
  author: string;
  /** The practice areas' slugs (app/content/practices.ts); the first is the article's main one. */
  practices: string[];
  /** The slug of the same article in the other language. */
  translation: string;
  /** Placeholder copy, not yet approved by the firm. */
  placeholder: boolean;
  /** Minutes to read, from its word count. */
  readingMinutes: number;
}

/** What the table of addresses needs of an article. */
export type ArticleAddress = Pick<ArticleMeta, "slug" | "lang" | "translation">;
