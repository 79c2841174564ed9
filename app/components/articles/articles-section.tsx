import { Link } from "react-router";
import type { Lang } from "~/content/i18n";
import type { ArticleMeta } from "~/content/types";
import { ArticleList } from "./article-list";

/** A titled list of articles with a link to more (a practice page's, an attorney's, an article's related ones). */
export function ArticlesSection({
  heading,
  articles,
  lang,
  more,
}: {
  heading: string;
  articles: readonly ArticleMeta[];
  lang: Lang;
  more?: { label: string; href: string };
}) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="articles-heading">
      <h2 id="articles-heading" className="font-serif text-2xl font-bold leading-tight text-balance sm:text-3xl">
        {heading}
      </h2>
      <ArticleList articles={articles} lang={lang} />
      {more && (
        <p className="mt-5">
          <Link to={more.href} className="font-semibold underline decoration-accent-deep underline-offset-4 hover:text-accent-deep">
            {more.label}
          </Link>
        </p>
      )}
    </section>
  );
}
