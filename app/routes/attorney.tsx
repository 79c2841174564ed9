import type { Route } from "./+types/attorney";
import { ArticlesSection } from "~/components/articles/articles-section";
import { ConsultationForm } from "~/components/consultation-form";
import { Bio } from "~/components/sections/bio";
import { CallNowBlock } from "~/components/sections/call-now-block";
import { PageHero } from "~/components/sections/page-hero";
import { WithForm } from "~/components/sections/with-form";
import { attorneyProfiles } from "~/content/attorney-profiles";
import { attorneyWords, findAttorney } from "~/content/attorneys";
import { entry } from "~/content/i18n";
import { resourceWords } from "~/content/resources";
import { consultationAction } from "~/leads/intake.server";
import { pagePath } from "~/lib/addresses";
import { articlesBy } from "~/lib/articles";
import { pageAt, rootData, usePage } from "~/lib/page";
import { metaTags, pageHead } from "~/lib/seo";
import { person, webPage } from "~/lib/structured-data";

/** A consultation form posted without JavaScript. */
export const action = consultationAction;

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const page = pageAt(location.pathname);
  const { origin } = rootData(matches);
  const words = entry(attorneyWords[page.lang], page.key);
  const pageUrl = `${origin}${page.canonical}`;
  const jsonLd = [webPage(pageUrl, words.seo.title, page.lang), person(origin, findAttorney(page.key)!, words, pageUrl, page.lang)];
  return metaTags(pageHead(page, origin, words.seo, jsonLd));
};

export default function AttorneyPage() {
  const page = usePage();
  const attorney = findAttorney(page.key)!;
  const words = entry(attorneyWords[page.lang], page.key);
  return (
    <>
      <PageHero eyebrow={words.role} heading={attorney.name} text={words.summary} portrait={{ ...attorney.photo, alt: words.photoAlt }} />
      <WithForm form={<ConsultationForm />}>
        <Bio profile={entry(attorneyProfiles[page.lang], page.key)} />
        <ArticlesSection
          heading={resourceWords[page.lang].attorneyArticles(attorney.name)}
          articles={articlesBy(attorney.slug, page.lang)}
          lang={page.lang}
          more={{ label: resourceWords[page.lang].allArticles, href: pagePath("resources", page.lang) }}
        />
      </WithForm>
      <CallNowBlock closing={entry(attorneyProfiles[page.lang], page.key).closing} />
    </>
  );
}
