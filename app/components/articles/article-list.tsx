import { Link } from "react-router";
import { attorneys } from "~/content/attorneys";
import type { Lang } from "~/content/i18n";
import { resourceWords } from "~/content/resources";
import type { ArticleMeta } from "~/content/types";
import { articlePath } from "~/lib/addresses";
import { formatDay } from "~/lib/articles";

/** Articles as cards: the title (a link), the summary, the author, date and reading time. */
export function ArticleList({ articles, lang, headingLevel = 3 }: { articles: readonly ArticleMeta[]; lang: Lang; headingLevel?: 2 | 3 }) {
  const words = resourceWords[lang];
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="mt-6 grid gap-5">
      {articles.map((article) => (
        <li key={article.slug} className="rounded-xl border border-ink/10 bg-white p-5 shadow-sm sm:p-6">
          <Heading className="font-serif text-xl font-bold leading-snug text-balance sm:text-2xl">
            <Link
              to={articlePath(article.slug, lang)}
              className="text-ink underline decoration-accent-deep decoration-2 underline-offset-4 hover:text-accent-deep"
            >
              {article.title}
            </Link>
          </Heading>
          <p className="mt-2 leading-relaxed text-muted">{article.description}</p>
          <p className="mt-3 text-sm text-muted">
            {`${attorneys.find((a) => a.slug === article.author)?.name ?? article.author} · `}
            <time dateTime={article.published}>{formatDay(article.published, lang)}</time>
            {` · ${words.readingTime(article.readingMinutes)}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
