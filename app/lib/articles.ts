/** The articles as the pages use them: by language, practice area or author, and related ones. */
import { articles } from "virtual:articles";
import type { Lang } from "~/content/i18n";
import type { ArticleMeta } from "~/content/types";

export const articlesIn = (lang: Lang): ArticleMeta[] => articles.filter((a) => a.lang === lang);

export function findArticle(lang: Lang, slug: string): ArticleMeta | undefined {
  return articles.find((a) => a.lang === lang && a.slug === slug);
}

export const articlesAbout = (practice: string, lang: Lang) => articlesIn(lang).filter((a) => a.practices.includes(practice));

export const articlesBy = (author: string, lang: Lang) => articlesIn(lang).filter((a) => a.author === author);

export function relatedArticles(article: ArticleMeta, count = 3): ArticleMeta[] {
  const shared = (other: ArticleMeta) => other.practices.filter((p) => article.practices.includes(p)).length;
  return articlesIn(article.lang)
    .filter((other) => other.slug !== article.slug && shared(other) > 0)
    .map((other, order) => ({ other, order, score: shared(other) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({ other }) => other);
}

const locales: Record<Lang, string> = { en: "en-US", es: "es-US" };

export function formatDay(day: string, lang: Lang): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locales[lang], { timeZone: "UTC", dateStyle: "long" });
}
