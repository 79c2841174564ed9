import type { Route } from "./+types/practice";
import { ConsultationForm } from "~/components/consultation-form";
import { CallNowBlock } from "~/components/sections/call-now-block";
import { ChecklistBlock, ProseBlock } from "~/components/sections/checklist";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { PageHero } from "~/components/sections/page-hero";
import { WithForm } from "~/components/sections/with-form";
import { firm } from "~/content/firm";
import { practicePages } from "~/content/practice-pages";
import { findPractice } from "~/content/practices";
import { consultationAction } from "~/leads/action.server";
import { pageHead, requireSitePage } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import { faqPage, localBusiness } from "~/lib/structured-data.server";

export function loader(args: Route.LoaderArgs) {
  const { page, origin } = requireSitePage(args, "practice");
  const practice = findPractice(page.key)!;
  const copy = practicePages[practice.slug];
  const pageUrl = `${origin}${page.canonical}`;
  // A page with its own questions also describes the firm as a local business (the car page).
  const jsonLd = copy.faqs ? [localBusiness(origin, firm.brands[page.brand], pageUrl), faqPage(copy.faqs.items)] : [];
  return { head: pageHead(page, origin, jsonLd), practice, copy, sourcePage: page.canonical };
}

/** A consultation form posted without JavaScript. */
export const action = consultationAction;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.head);

export default function PracticePage({ loaderData }: Route.ComponentProps) {
  const { practice, copy, sourcePage } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={practice.name}
        heading={practice.heading}
        tagline={firm.tagline}
        text={practice.intro}
        side={practice.image}
      />
      <WithForm
        form={<ConsultationForm brand={practice.brand} sourcePage={sourcePage} defaultCaseType={practice.caseType} />}
      >
        <ProseBlock id="explainer-heading" heading={copy.explainer.heading} paragraphs={copy.explainer.paragraphs} />
        <ChecklistBlock id="why-heading" heading={copy.whyChoose.heading} intro={copy.whyChoose.intro} items={copy.whyChoose.items} />
        <ChecklistBlock id="typical-heading" heading={copy.typical.heading} intro={copy.typical.intro} items={copy.typical.items} columns />
      </WithForm>
      {copy.faqs && <FaqAccordion id="questions" heading={copy.faqs.heading} items={copy.faqs.items} />}
      <CallNowBlock closing={copy.closing} />
    </>
  );
}
