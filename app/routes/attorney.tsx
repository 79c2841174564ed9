import type { Route } from "./+types/attorney";
import { PageIntro } from "~/components/page-intro";
import { findAttorney } from "~/content/attorneys";
import { pageHead, requireSitePage } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import { person } from "~/lib/structured-data.server";

export function loader(args: Route.LoaderArgs) {
  const { page, origin } = requireSitePage(args, "attorney");
  const attorney = findAttorney(page.key)!;
  const head = pageHead(page, origin, [person(origin, attorney, `${origin}${page.canonical}`)]);
  return { head, attorney };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.head);

export default function AttorneyPage({ loaderData }: Route.ComponentProps) {
  const { attorney } = loaderData;
  return <PageIntro eyebrow={attorney.role} heading={attorney.name} intro={attorney.summary} />;
}
