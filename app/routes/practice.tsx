import type { Route } from "./+types/practice";
import { ArticlesSection } from "~/components/articles/articles-section";
import { ConsultationForm } from "~/leads/consultation-form";
import { CallNowBlock } from "~/components/sections/call-now-block";
import { ChecklistBlock, ProseBlock } from "~/components/sections/checklist";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { PageHero } from "~/components/sections/page-hero";
import { WithForm } from "~/components/sections/with-form";
import { firm, firmWords } from "~/content/firm";
import { entry } from "~/content/i18n";
import { practicePages } from "~/content/practice-pages";
import { findPractice, practiceWords } from "~/content/practices";
import { resourceWords } from "~/content/resources";
import { leadFormAction } from "~/intake/intake.server";
import { pagePath } from "~/lib/addresses";
import { articlesAbout } from "~/lib/articles";
import { pageAt, rootData, usePage } from "~/lib/page";
import { metaTags, pageHead } from "~/lib/seo";
import { faqPage, localBusiness, webPage } from "~/lib/structured-data";

/** A consultation form posted without JavaScript. */
export const action = leadFormAction;

export function loader({ url }: Route.LoaderArgs) {
  const { lang, key } = pageAt(url.pathname);
  return { words: entry(practiceWords[lang], key), copy: entry(practicePages[lang], key), articles: articlesAbout(key, lang) };
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData: { words, copy } }) => {
  const page = pageAt(location.pathname);
  const { origin } = rootData(matches);
  const pageUrl = `${origin}${page.canonical}`;
  // A page with its own questions also describes the firm as a local business (the car page).
  const jsonLd = [
    webPage(pageUrl, words.seo.title, page.lang),
    ...(copy.faqs ? [localBusiness(origin, firm.brands[page.brand], pageUrl, page.lang), faqPage(copy.faqs.items, page.lang)] : []),
  ];
  return metaTags(pageHead(page, origin, words.seo, jsonLd));
};

export default function PracticePage({ loaderData: { words, copy, articles } }: Route.ComponentProps) {
  const page = usePage();
  const practice = findPractice(page.key)!;
  return (
    <>
      <PageHero
        eyebrow={words.name}
        heading={words.heading}
        tagline={firmWords[page.lang].tagline}
        text={words.intro}
        side={{ ...practice.image, alt: words.imageAlt }}
      />
      <WithForm form={<ConsultationForm defaultCaseType={practice.caseType} />}>
        <ProseBlock id="explainer-heading" heading={copy.explainer.heading} paragraphs={copy.explainer.paragraphs} />
        <ChecklistBlock id="why-heading" heading={copy.whyChoose.heading} intro={copy.whyChoose.intro} items={copy.whyChoose.items} />
        <ChecklistBlock id="typical-heading" heading={copy.typical.heading} intro={copy.typical.intro} items={copy.typical.items} columns />
        <ArticlesSection
          heading={resourceWords[page.lang].practiceArticles(words.name)}
          articles={articles}
          lang={page.lang}
          more={{ label: resourceWords[page.lang].allArticles, href: `${pagePath("resources", page.lang)}?practice=${practice.slug}` }}
        />
      </WithForm>
      {copy.faqs && <FaqAccordion id="questions" heading={copy.faqs.heading} items={copy.faqs.items} />}
      <CallNowBlock closing={copy.closing} />
    </>
  );
}
