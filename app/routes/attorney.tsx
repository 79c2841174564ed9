import type { Route } from "./+types/attorney";
import { ConsultationForm } from "~/components/consultation-form";
import { Bio } from "~/components/sections/bio";
import { CallNowBlock } from "~/components/sections/call-now-block";
import { PageHero } from "~/components/sections/page-hero";
import { WithForm } from "~/components/sections/with-form";
import { attorneyProfiles } from "~/content/attorney-profiles";
import { findAttorney } from "~/content/attorneys";
import { firm } from "~/content/firm";
import { consultationAction } from "~/leads/action.server";
import { pageHead, requireSitePage } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import { person } from "~/lib/structured-data.server";

export function loader(args: Route.LoaderArgs) {
  const { page, origin } = requireSitePage(args, "attorney");
  const attorney = findAttorney(page.key)!;
  const head = pageHead(page, origin, [person(origin, attorney, `${origin}${page.canonical}`)]);
  return { head, attorney, profile: attorneyProfiles[attorney.slug], sourcePage: page.canonical };
}

/** A consultation form posted without JavaScript. */
export const action = consultationAction;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.head);

export default function AttorneyPage({ loaderData }: Route.ComponentProps) {
  const { attorney, profile, sourcePage } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={attorney.role}
        heading={attorney.name}
        text={attorney.summary}
        portrait={attorney.photo}
      />
      <WithForm form={<ConsultationForm brand={attorney.brand} sourcePage={sourcePage} />}>
        <Bio profile={profile} />
      </WithForm>
      <CallNowBlock closing={profile.closing} />
    </>
  );
}
