import { Link } from "react-router";
import type { Route } from "./+types/reviews";
import { CallNowBlock } from "~/components/sections/call-now-block";
import { PageIntro } from "~/components/sections/page-intro";
import { reviewWords } from "~/content/reviews";
import { staticPageWords } from "~/content/static-pages";
import { testimonials } from "~/content/testimonials";
import { pagePath } from "~/lib/addresses";
import { pageAt, rootData, useMessages, usePage } from "~/lib/page";
import { metaTags, pageHead } from "~/lib/seo";
import { breadcrumbList, webPage } from "~/lib/structured-data";

export function loader({ url }: Route.LoaderArgs) {
  const { lang } = pageAt(url.pathname);
  return { page: staticPageWords[lang].reviews, homeHeading: staticPageWords[lang].home.heading, words: reviewWords[lang], testimonials: testimonials[lang] };
}

/** The clients' testimonials with their case types and the disclaimer. No Review or
 * AggregateRating markup: search engines ignore a business's reviews of itself, and the
 * quotes are the firm's own selection. */
export const meta: Route.MetaFunction = ({ location, matches, loaderData: { page: words, homeHeading } }) => {
  const page = pageAt(location.pathname);
  const { origin } = rootData(matches);
  const pageUrl = `${origin}${page.canonical}`;
  const home = { name: homeHeading, url: `${origin}${pagePath("home", page.lang)}` };
  return metaTags(
    pageHead(page, origin, words.seo, [webPage(pageUrl, words.seo.title, page.lang), breadcrumbList([home, { name: words.heading, url: pageUrl }])]),
  );
};

export default function ReviewsPage({ loaderData: { page, words, testimonials } }: Route.ComponentProps) {
  const { lang } = usePage();
  const messages = useMessages();
  return (
    <>
      <PageIntro crumbs={[{ label: messages.nav.home, path: pagePath("home", lang) }, { label: page.heading }]} heading={page.heading} text={page.intro}>
        <p className="mt-6 max-w-3xl border-l-4 border-accent pl-4 text-lg leading-relaxed text-white">{words.disclaimer}</p>
      </PageIntro>
      <section aria-labelledby="reviews-heading" className="bg-paper">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
          <h2 id="reviews-heading" className="font-serif text-3xl font-bold sm:text-4xl">
            {words.listHeading}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {testimonials.map((t) => (
              <li key={t.name} className="flex">
                <figure className="flex w-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
                  <p className="text-sm font-bold uppercase tracking-wider text-accent-deep">{t.caseLabel}</p>
                  <blockquote className="mt-3 grow text-lg leading-relaxed">
                    <p>{`“${t.quote}”`}</p>
                  </blockquote>
                  <figcaption className="mt-4 font-bold">{`— ${t.name}`}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p className="mt-10 max-w-3xl text-lg leading-relaxed">{words.disclaimer}</p>
          <p className="mt-4">
            <Link to={pagePath("results", lang)} className="font-semibold underline decoration-accent-deep underline-offset-4 hover:text-accent-deep">
              {words.resultsLink}
            </Link>
          </p>
        </div>
      </section>
      <CallNowBlock closing={words.closing} />
    </>
  );
}
