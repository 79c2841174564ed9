import type { Route } from "./+types/practice";
import { PageIntro } from "~/components/page-intro";
import { firm } from "~/content/firm";
import { findPractice } from "~/content/practices";
import { pageHead, requireSitePage } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";

export function loader(args: Route.LoaderArgs) {
  const { page, origin } = requireSitePage(args, "practice");
  const practice = findPractice(page.key)!;
  return { head: pageHead(page, origin), practice };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.head);

export default function PracticePage({ loaderData }: Route.ComponentProps) {
  const { practice } = loaderData;
  return <PageIntro eyebrow={firm.tagline} heading={practice.heading} intro={practice.intro} />;
}
