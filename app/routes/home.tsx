import type { Route } from "./+types/home";
import { ConsultationForm } from "~/leads/consultation-form";
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
import { attorneys, attorneyWords } from "~/content/attorneys";
import { entry } from "~/content/i18n";
import { homeContent } from "~/content/home";
import { staticPageWords } from "~/content/static-pages";
import { leadFormAction } from "~/intake/intake.server";
import { attorneyPath } from "~/lib/addresses";
import { pageAt, rootData } from "~/lib/page";
import { metaTags, pageHead } from "~/lib/seo";
import { faqPage, legalService, person, webPage } from "~/lib/structured-data";

/** A consultation form posted without JavaScript. */
export const action = leadFormAction;

export function loader({ url }: Route.LoaderArgs) {
  const { lang } = pageAt(url.pathname);
  const { role, summary } = entry(attorneyWords[lang], attorneys[0].slug);
  return { content: homeContent[lang], page: staticPageWords[lang].home, partner: { role, summary } };
}

export const meta: Route.MetaFunction = ({
  location,
  matches,
  loaderData: {
    content,
    page: { seo },
    partner,
  },
}) => {
  const page = pageAt(location.pathname);
  const { origin } = rootData(matches);
  const attorney = attorneys[0];
  return metaTags(
    pageHead(page, origin, seo, [
      webPage(`${origin}${page.canonical}`, seo.title, page.lang),
      legalService(origin, page.lang),
      person(origin, attorney, partner, `${origin}${attorneyPath(attorney.slug, page.lang)}`, page.lang),
      faqPage(content.faq.items, page.lang),
    ]),
  );
};

export default function Home({ loaderData: { content: c, page } }: Route.ComponentProps) {
  return (
    <>
      <HeroVideo hero={c.hero} heading={page.heading} />
      <HonorBand honor={c.honor} />
      <AwardStrip label={c.awards.label} items={c.awards.items} />
      <InjuryIntro intro={c.intro} />
      <WhyChoose content={c.whyChoose} />
      <PracticeGrid content={c.practiceAreas} />
      <FaqAccordion heading={c.faq.heading} intro={c.faq.intro} items={c.faq.items} />
      <CaseReviewCta {...c.caseReview} />
      <InjuredBand injured={c.injured} form={<ConsultationForm heading={c.injured.heading} intro={c.injured.text} />} />
      <OfficeLocation office={c.office} />
      <TestimonialCarousel heading={c.testimonials.heading} items={c.testimonials.items} />
    </>
  );
}
