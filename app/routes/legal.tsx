import type { Route } from "./+types/legal";
import { privacyPolicy, termsOfUse } from "~/content/legal";
import { staticPages } from "~/content/static-pages";
import { pageHead, requireSitePage } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";

const documents = { privacy: privacyPolicy, terms: termsOfUse };

export function loader(args: Route.LoaderArgs) {
  const { page, origin } = requireSitePage(args, "legal");
  const key = page.key as keyof typeof documents;
  return { head: pageHead(page, origin), heading: staticPages[key].heading, sections: documents[key] };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.head);

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { heading, sections } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-14">
      <h1 className="font-serif text-4xl font-bold">{heading}</h1>
      {sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="font-serif text-2xl font-bold">{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text} className="mt-3 leading-relaxed text-muted">
              {text}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
