import { Link } from "react-router";
import type { Route } from "./+types/article";
import { ArticleList } from "~/components/articles/article-list";
import { ArticleText } from "~/components/articles/article-text";
import { ConsultationForm } from "~/leads/consultation-form";
import { PageIntro } from "~/components/sections/page-intro";
import { CallNowBlock } from "~/components/sections/call-now-block";
import { WithForm } from "~/components/sections/with-form";
import { CallButton } from "~/components/call-button";
import { findAttorney } from "~/content/attorneys";
import { entry, type Lang } from "~/content/i18n";
import { findPractice, practiceWords } from "~/content/practices";
import { resourceWords } from "~/content/resources";
import { staticPageWords } from "~/content/static-pages";
import type { ArticleMeta } from "~/content/types";
import { leadFormAction } from "~/intake/intake.server";
import { attorneyPath, feedPath, type SitePage, pagePath, practicePath } from "~/lib/addresses";
import { findArticle, formatDay, relatedArticles } from "~/lib/articles";
import { pageAt, rootData, usePage } from "~/lib/page";
import { metaTags, pageHead } from "~/lib/seo";
import { articleData, breadcrumbList, webPage } from "~/lib/structured-data";

/** A consultation form posted without JavaScript. */
export const action = leadFormAction;

/** The article of a page (every article page comes from an article, so it exists). */
function articleOf(page: SitePage): ArticleMeta {
  const article = findArticle(page.lang, page.key);
  if (!article) throw new Error(`No article at ${page.path}`);
  return article;
}

export function loader({ url }: Route.LoaderArgs) {
  const page = pageAt(url.pathname);
  const article = articleOf(page);
  return {
    article,
    related: relatedArticles(article),
    practices: article.practices.map((slug) => ({ slug, name: entry(practiceWords[page.lang], slug).name })),
    resourcesHeading: staticPageWords[page.lang].resources.heading,
  };
}

/** Home › Legal Resources › the article. */
function crumbs(article: ArticleMeta, resourcesHeading: string, lang: Lang) {
  return [
    { label: resourceWords[lang].home, path: pagePath("home", lang) },
    { label: resourcesHeading, path: pagePath("resources", lang) },
    { label: article.title },
  ];
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData: { article, resourcesHeading } }) => {
  const page = pageAt(location.pathname);
  const { origin } = rootData(matches);
  const pageUrl = `${origin}${page.canonical}`;
  const author = findAttorney(article.author)!;
  const jsonLd = [
    webPage(pageUrl, article.title, page.lang),
    articleData(pageUrl, origin, article, { name: author.name, url: `${origin}${attorneyPath(author.slug, page.lang)}` }, page.lang),
    breadcrumbList(crumbs(article, resourcesHeading, page.lang).map((c) => ({ name: c.label, url: `${origin}${c.path ?? page.canonical}` }))),
  ];
  return [
    ...metaTags(pageHead(page, origin, article, jsonLd)),
    { tagName: "link", rel: "alternate", type: "application/atom+xml", title: resourceWords[page.lang].feedTitle, href: `${origin}${feedPath(page.lang)}` },
    { property: "article:published_time", content: article.published },
    { property: "article:modified_time", content: article.updated },
  ];
};

export default function ArticlePage({ loaderData: { article, related, practices, resourcesHeading } }: Route.ComponentProps) {
  const { lang } = usePage();
  const words = resourceWords[lang];
  const author = findAttorney(article.author)!;
  return (
    <>
      <PageIntro crumbs={crumbs(article, resourcesHeading, lang)} eyebrow={practices[0].name} heading={article.title} text={article.description}>
        <p className="mt-6 text-white/85">
          {`${words.by} `}
          <Link to={attorneyPath(author.slug, lang)} className="font-bold text-white underline decoration-accent underline-offset-4 hover:text-accent">
            {author.name}
          </Link>
          {` · ${words.readingTime(article.readingMinutes)}`}
        </p>
        <p className="mt-1 text-sm text-white/85">
          {`${words.published} `}
          <time dateTime={article.published}>{formatDay(article.published, lang)}</time>
          {article.updated !== article.published && (
            <>
              {` · ${words.updated} `}
              <time dateTime={article.updated}>{formatDay(article.updated, lang)}</time>
            </>
          )}
        </p>
        <div className="mt-7">
          <CallButton />
        </div>
      </PageIntro>
      <WithForm formAfter form={<ConsultationForm defaultCaseType={findPractice(article.practices[0])?.caseType} />}>
        <article aria-labelledby="page-heading" className="max-w-3xl">
          <ArticleText article={article} />
          <p className="mt-10 border-t border-ink/10 pt-5 text-sm leading-relaxed text-muted">{words.notAdvice}</p>
          <p className="mt-5 text-sm">
            {`${words.filedUnder} `}
            {practices.map(({ slug, name }, i) => (
              <span key={slug}>
                {i > 0 && ", "}
                <Link to={practicePath(slug, lang)} className="font-semibold underline decoration-accent-deep underline-offset-4 hover:text-accent-deep">
                  {name}
                </Link>
              </span>
            ))}
          </p>
        </article>
        {related.length > 0 && (
          <section aria-labelledby="related-heading">
            <h2 id="related-heading" className="font-serif text-2xl font-bold sm:text-3xl">
              {words.related}
            </h2>
            <ArticleList articles={related} lang={lang} />
          </section>
        )}
      </WithForm>
      <CallNowBlock closing={words.closing} />
    </>
  );
}
