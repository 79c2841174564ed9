import { Link, useLocation } from "react-router";
import type { Route } from "./+types/resources";
import { ArticleList } from "~/components/articles/article-list";
import { PageIntro } from "~/components/sections/page-intro";
import { CallNowBlock } from "~/components/sections/call-now-block";
import type { Lang } from "~/content/i18n";
import { messages } from "~/content/messages";
import { practices, practiceWords } from "~/content/practices";
import { resourceWords } from "~/content/resources";
import { staticPageWords } from "~/content/static-pages";
import { feedPath, pagePath, practicePath } from "~/lib/addresses";
import { articlesAbout } from "~/lib/articles";
import { pageAt, rootData, usePage } from "~/lib/page";
import { metaTags, pageHead } from "~/lib/seo";
import { breadcrumbList, webPage } from "~/lib/structured-data";

export function loader({ url }: Route.LoaderArgs) {
  const { lang } = pageAt(url.pathname);
  return { page: staticPageWords[lang].resources, topics: topics(lang) };
}

/** The legal resources, grouped by practice area. The filter is links to `?practice=<slug>`,
 * so it works without JavaScript; such an address names the clean one as its canonical. */
export const meta: Route.MetaFunction = ({ location, matches, loaderData: { page: words } }) => {
  const page = pageAt(location.pathname);
  const { origin } = rootData(matches);
  const pageUrl = `${origin}${page.canonical}`;
  const jsonLd = [
    webPage(pageUrl, words.seo.title, page.lang),
    breadcrumbList([
      { name: resourceWords[page.lang].home, url: `${origin}${pagePath("home", page.lang)}` },
      { name: words.heading, url: pageUrl },
    ]),
  ];
  return [
    ...metaTags(pageHead(page, origin, words.seo, jsonLd)),
    { tagName: "link", rel: "alternate", type: "application/atom+xml", title: resourceWords[page.lang].feedTitle, href: `${origin}${feedPath(page.lang)}` },
  ];
};

/** The practice areas that have articles in this language, in the menu's order, each with its articles. */
function topics(lang: Lang) {
  const names: Record<string, { name: string }> = practiceWords[lang];
  return practices.map((p) => ({ slug: p.slug, name: names[p.slug].name, articles: articlesAbout(p.slug, lang) })).filter((topic) => topic.articles.length > 0);
}

export default function ResourcesPage({ loaderData: { page: pageWords, topics: all } }: Route.ComponentProps) {
  const { lang } = usePage();
  const { search } = useLocation();
  const words = resourceWords[lang];
  const asked = new URLSearchParams(search).get("practice");
  const chosen = all.find((topic) => topic.slug === asked);
  const shown = chosen ? [chosen] : all;
  const linkClass = "inline-flex min-h-11 items-center rounded-full border-2 px-4 py-1.5 font-semibold transition-colors";
  return (
    <>
      <PageIntro
        crumbs={[{ label: words.home, path: pagePath("home", lang) }, { label: pageWords.heading }]}
        heading={pageWords.heading}
        text={pageWords.intro}
      />
      <div className="bg-paper">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
          <nav aria-labelledby="topics-heading">
            <h2 id="topics-heading" className="font-serif text-2xl font-bold">
              {words.filter.heading}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-3" aria-label={words.filter.label}>
              {[{ slug: null, name: words.filter.all }, ...all].map((topic) => {
                const current = topic.slug === (chosen?.slug ?? null);
                return (
                  <li key={topic.slug ?? "all"}>
                    <Link
                      to={topic.slug ? `?practice=${topic.slug}` : pagePath("resources", lang)}
                      aria-current={current ? "page" : undefined}
                      className={`${linkClass} ${current ? "border-ink bg-ink text-white" : "border-ink/25 bg-white text-ink hover:border-ink"}`}
                    >
                      {topic.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <p role="status" className="mt-6 text-muted">
            {chosen ? words.showing(chosen.articles.length, chosen.name) : asked ? words.unknownTopic : ""}
          </p>
          <div className="mt-4 space-y-14">
            {shown.map((topic) => (
              <section key={topic.slug} aria-labelledby={`topic-${topic.slug}`}>
                <h2 id={`topic-${topic.slug}`} className="border-b-2 border-accent pb-2 font-serif text-3xl font-bold">
                  {topic.name}
                </h2>
                <ArticleList articles={topic.articles} lang={lang} />
                <p className="mt-4">
                  <Link
                    to={practicePath(topic.slug, lang)}
                    className="font-semibold underline decoration-accent-deep underline-offset-4 hover:text-accent-deep"
                  >
                    {messages[lang].learnMore}
                    <span className="sr-only">{` ${messages[lang].learnMoreAbout(topic.name)}`}</span>
                  </Link>
                </p>
              </section>
            ))}
          </div>
          <p className="mt-14">
            <a href={feedPath(lang)} className="font-semibold underline decoration-accent-deep underline-offset-4 hover:text-accent-deep">
              {words.feed}
            </a>
          </p>
        </div>
      </div>
      <CallNowBlock closing={words.closing} />
    </>
  );
}
