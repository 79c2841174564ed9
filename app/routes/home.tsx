import type { Route } from "./+types/home";
import { ConsultationForm } from "~/components/consultation-form";
import { AwardStrip } from "~/components/sections/award-strip";
import { CaseReviewCta } from "~/components/sections/case-review-cta";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { HeroVideo } from "~/components/sections/hero-video";
import { HonorBand } from "~/components/sections/honor-band";
import { InjuredBand } from "~/components/sections/injured-band";
import { InjuryIntro } from "~/components/sections/injury-intro";
import { OfficeLocation } from "~/components/sections/office-location";
import { PracticeGrid } from "~/components/sections/practice-grid";
import { TestimonialCarousel } from "~/components/sections/testimonial-carousel";
import { WhyChoose } from "~/components/sections/why-choose";
import { attorneys } from "~/content/attorneys";
import { homeFaqs } from "~/content/faqs";
import { homeContent } from "~/content/home";
import { consultationAction } from "~/leads/action.server";
import { attorneyPath } from "~/lib/addresses";
import { pageHead, requireSitePage } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import { faqPage, legalService, person } from "~/lib/structured-data.server";

export function loader(args: Route.LoaderArgs) {
  const { page, origin } = requireSitePage(args, "home");
  const managingPartner = attorneys[0];
  const head = pageHead(page, origin, [
    legalService(origin, homeContent.hero.reviewCount),
    person(origin, managingPartner, `${origin}${attorneyPath(managingPartner.slug)}`),
    faqPage(homeFaqs),
  ]);
  return { head, heading: page.heading, brand: page.brand, content: homeContent };
}

/** A consultation form posted without JavaScript. */
export const action = consultationAction;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.head);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content: c, heading, brand } = loaderData;
  return (
    <>
      <HeroVideo hero={c.hero} heading={heading} />
      <HonorBand honor={c.honor} />
      <AwardStrip label={c.awards.label} items={c.awards.items} />
      <InjuryIntro intro={c.intro} />
      <WhyChoose content={c.whyChoose} />
      <PracticeGrid content={c.practiceAreas} />
      <FaqAccordion heading={c.faq.heading} intro={c.faq.intro} items={c.faq.items} />
      <CaseReviewCta {...c.caseReview} />
      <InjuredBand
        injured={c.injured}
        form={<ConsultationForm brand={brand} sourcePage="Home" heading={c.injured.heading} intro={c.injured.text} />}
      />
      <OfficeLocation office={c.office} />
      <TestimonialCarousel heading={c.testimonials.heading} items={c.testimonials.items} />
    </>
  );
}
