import type { Route } from "./+types/city";
import { PageIntro } from "~/components/page-intro";
import { findCity } from "~/content/cities";
import { pageHead, requireSitePage } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";

export function loader(args: Route.LoaderArgs) {
  const { page, origin } = requireSitePage(args, "city");
  const city = findCity(page.key)!;
  return { head: pageHead(page, origin), city };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.head);

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { city } = loaderData;
  return <PageIntro eyebrow={`Areas We Serve: ${city.name}`} heading={city.heading} intro={city.intro} />;
}
