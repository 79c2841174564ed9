import type { Route } from "./+types/city";
import { ConsultationForm } from "~/components/consultation-form";
import { CallNowBlock } from "~/components/sections/call-now-block";
import { CaseTypeCards } from "~/components/sections/case-type-cards";
import { ChecklistBlock, ProseBlock } from "~/components/sections/checklist";
import { PageHero } from "~/components/sections/page-hero";
import { WithForm } from "~/components/sections/with-form";
import { findCity } from "~/content/cities";
import { cityPages } from "~/content/city-pages";
import { firm } from "~/content/firm";
import { consultationAction } from "~/leads/action.server";
import { pageHead, requireSitePage } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";

export function loader(args: Route.LoaderArgs) {
  const { page, origin } = requireSitePage(args, "city");
  const city = findCity(page.key)!;
  return { head: pageHead(page, origin), city, copy: cityPages[city.key], sourcePage: page.canonical };
}

/** A consultation form posted without JavaScript. */
export const action = consultationAction;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.head);

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { city, copy, sourcePage } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={`Areas We Serve: ${city.name}`}
        heading={city.heading}
        text={city.intro}
        background={city.image}
      />
      <WithForm form={<ConsultationForm brand={city.brand} sourcePage={sourcePage} />}>
        <ProseBlock id="local-heading" heading={copy.local.heading} paragraphs={copy.local.paragraphs} />
        <ChecklistBlock id="why-heading" heading={copy.whyChoose.heading} intro={copy.whyChoose.intro} items={copy.whyChoose.items} />
      </WithForm>
      <CaseTypeCards heading={copy.caseTypes.heading} intro={copy.caseTypes.intro} cards={copy.caseTypes.cards} />
      <CallNowBlock closing={copy.closing} />
    </>
  );
}
