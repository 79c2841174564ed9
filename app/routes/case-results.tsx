import type { Route } from "./+types/case-results";
import { CallNowBlock } from "~/components/sections/call-now-block";
import { PageIntro } from "~/components/sections/page-intro";
import { caseResultWords } from "~/content/case-results";
import { staticPageWords } from "~/content/static-pages";
import { pagePath } from "~/lib/addresses";
import { pageAt, rootData, useMessages, usePage } from "~/lib/page";
import { metaTags, pageHead } from "~/lib/seo";
import { breadcrumbList, webPage } from "~/lib/structured-data";

export function loader({ url }: Route.LoaderArgs) {
  const { lang } = pageAt(url.pathname);
  return { page: staticPageWords[lang].results, homeHeading: staticPageWords[lang].home.heading, words: caseResultWords[lang] };
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData: { page: words, homeHeading } }) => {
  const page = pageAt(location.pathname);
  const { origin } = rootData(matches);
  const pageUrl = `${origin}${page.canonical}`;
  const home = { name: homeHeading, url: `${origin}${pagePath("home", page.lang)}` };
  return metaTags(
    pageHead(page, origin, words.seo, [webPage(pageUrl, words.seo.title, page.lang), breadcrumbList([home, { name: words.heading, url: pageUrl }])]),
  );
};

/** The firm's results. Washington's advertising rule (RPC 7.1, comment 3) asks that results
 * not create unjustified expectations: the qualifier comes before the first amount, in
 * the same size and weight as the amounts, and again beside each one. */
export default function CaseResultsPage({ loaderData: { page, words } }: Route.ComponentProps) {
  const { lang } = usePage();
  const messages = useMessages();
  const amountType = "font-serif text-3xl font-bold leading-tight sm:text-4xl";
  return (
    <>
      <PageIntro crumbs={[{ label: messages.nav.home, path: pagePath("home", lang) }, { label: page.heading }]} heading={page.heading} text={page.intro} />
      <section aria-labelledby="results-list-heading" className="bg-paper">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
          <div className="rounded-xl border-4 border-accent bg-white p-6 sm:p-8">
            <p className={amountType}>{words.qualifier}</p>
            <p className="mt-3 text-lg leading-relaxed">{words.qualifierDetail}</p>
          </div>
          <h2 id="results-list-heading" className="mt-14 font-serif text-3xl font-bold sm:text-4xl">
            {words.listHeading}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {words.results.map((result) => (
              <li key={result.caseType} className="flex flex-col rounded-xl bg-ink p-6 text-white sm:p-8">
                <h3 className="text-sm font-bold uppercase tracking-wider text-accent">{result.caseType}</h3>
                <p className={`mt-3 tabular-nums text-accent ${amountType}`}>{result.amount}</p>
                <p className="mt-1 text-white/85">{result.kind}</p>
                <p className="mt-4 grow leading-relaxed text-white/90">{result.account}</p>
                <p className="mt-4 border-t border-white/20 pt-4 text-lg font-bold text-white">{words.qualifier}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallNowBlock closing={words.closing} />
    </>
  );
}
