import type { Route } from "./+types/home";
import { PageIntro } from "~/components/page-intro";
import { attorneys } from "~/content/attorneys";
import { homeFaqs } from "~/content/faqs";
import { staticPages } from "~/content/static-pages";
import { pageHead, requireSitePage } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";
import { faqPage, legalService, person } from "~/lib/structured-data.server";

export function loader(args: Route.LoaderArgs) {
  const { page, origin } = requireSitePage(args, "home");
  const managingPartner = attorneys[0];
  const head = pageHead(page, origin, [
    legalService(origin),
    person(origin, managingPartner, `${origin}/attorney/kent-wa/${managingPartner.slug}`),
    faqPage(homeFaqs),
  ]);
  return { head, content: staticPages.home };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.head);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  return <PageIntro heading={content.heading} intro={content.intro} />;
}
