import type { Route } from "./+types/city";
import { ConsultationForm } from "~/leads/consultation-form";
import { CallNowBlock } from "~/components/sections/call-now-block";
import { CaseTypeCards } from "~/components/sections/case-type-cards";
import { ChecklistBlock, ProseBlock } from "~/components/sections/checklist";
import { PageHero } from "~/components/sections/page-hero";
import { WithForm } from "~/components/sections/with-form";
import { cityWords, findCity } from "~/content/cities";
import { cityPages } from "~/content/city-pages";
import { entry } from "~/content/i18n";
import { messages } from "~/content/messages";
import { leadFormAction } from "~/intake/intake.server";
import { pageAt, rootData, usePage } from "~/lib/page";
import { metaTags, pageHead } from "~/lib/seo";
import { webPage } from "~/lib/structured-data";

/** A consultation form posted without JavaScript. */
export const action = leadFormAction;

export function loader({ url }: Route.LoaderArgs) {
  const { lang, key } = pageAt(url.pathname);
  return { words: entry(cityWords[lang], key), copy: entry(cityPages[lang], key) };
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData: { words } }) => {
  const page = pageAt(location.pathname);
  const { origin } = rootData(matches);
  return metaTags(pageHead(page, origin, words.seo, [webPage(`${origin}${page.canonical}`, words.seo.title, page.lang)]));
};

export default function CityPage({ loaderData: { words, copy } }: Route.ComponentProps) {
  const page = usePage();
  const city = findCity(page.key)!;
  return (
    <>
      <PageHero
        eyebrow={messages[page.lang].areasWeServe(words.name)}
        heading={words.heading}
        text={words.intro}
        background={{ ...city.image, alt: words.imageAlt }}
      />
      <WithForm form={<ConsultationForm />}>
        <ProseBlock id="local-heading" heading={copy.local.heading} paragraphs={copy.local.paragraphs} />
        <ChecklistBlock id="why-heading" heading={copy.whyChoose.heading} intro={copy.whyChoose.intro} items={copy.whyChoose.items} />
      </WithForm>
      <CaseTypeCards heading={copy.caseTypes.heading} intro={copy.caseTypes.intro} cards={copy.caseTypes.cards} />
      <CallNowBlock closing={copy.closing} />
    </>
  );
}
