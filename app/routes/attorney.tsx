import type { Route } from "./+types/attorney";
import { ArticlesSection } from "~/components/articles/articles-section";
import { ConsultationForm } from "~/leads/consultation-form";
import { Bio } from "~/components/sections/bio";
import { CallNowBlock } from "~/components/sections/call-now-block";
import { PageHero } from "~/components/sections/page-hero";
import { WithForm } from "~/components/sections/with-form";
import { attorneyProfiles } from "~/content/attorney-profiles";
import { attorneyWords, findAttorney } from "~/content/attorneys";
import { entry } from "~/content/i18n";
import { resourceWords } from "~/content/resources";
import { leadFormAction } from "~/intake/intake.server";
import { pagePath } from "~/lib/addresses";
import { articlesBy } from "~/lib/articles";
import { pageAt, rootData, usePage } from "~/lib/page";
import { metaTags, pageHead } from "~/lib/seo";
import { person, webPage } from "~/lib/structured-data";

/** A consultation form posted without JavaScript. */
export const action = leadFormAction;

export function loader({ url }: Route.LoaderArgs) {
  const { lang, key } = pageAt(url.pathname);
  return { words: entry(attorneyWords[lang], key), profile: entry(attorneyProfiles[lang], key), articles: articlesBy(key, lang) };
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData: { words } }) => {
  const page = pageAt(location.pathname);
  const { origin } = rootData(matches);
  const pageUrl = `${origin}${page.canonical}`;
  const jsonLd = [webPage(pageUrl, words.seo.title, page.lang), person(origin, findAttorney(page.key)!, words, pageUrl, page.lang)];
  return metaTags(pageHead(page, origin, words.seo, jsonLd));
};

export default function AttorneyPage({ loaderData: { words, profile, articles } }: Route.ComponentProps) {
  const page = usePage();
  const attorney = findAttorney(page.key)!;
  return (
    <>
      <PageHero eyebrow={words.role} heading={attorney.name} text={words.summary} portrait={{ ...attorney.photo, alt: words.photoAlt }} />
      <WithForm form={<ConsultationForm />}>
        <Bio profile={profile} />
        <ArticlesSection
          heading={resourceWords[page.lang].attorneyArticles(attorney.name)}
          articles={articles}
          lang={page.lang}
          more={{ label: resourceWords[page.lang].allArticles, href: pagePath("resources", page.lang) }}
        />
      </WithForm>
      <CallNowBlock closing={profile.closing} />
    </>
  );
}
