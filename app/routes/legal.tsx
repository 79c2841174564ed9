import type { Route } from "./+types/legal";
import { legal } from "~/content/legal";
import { staticPageWords } from "~/content/static-pages";
import { pageAt, rootData } from "~/lib/page";
import { metaTags, pageHead } from "~/lib/seo";
import { webPage } from "~/lib/structured-data";

type Document = keyof (typeof legal)["en"];

export function loader({ url }: Route.LoaderArgs) {
  const { lang, key } = pageAt(url.pathname);
  return { page: staticPageWords[lang][key as Document], sections: legal[lang][key as Document] };
}

export const meta: Route.MetaFunction = ({
  location,
  matches,
  loaderData: {
    page: { seo },
  },
}) => {
  const page = pageAt(location.pathname);
  const { origin } = rootData(matches);
  return metaTags(pageHead(page, origin, seo, [webPage(`${origin}${page.canonical}`, seo.title, page.lang)]));
};

/** The privacy policy and the terms of use. */
export default function LegalPage({ loaderData: { page, sections } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14">
      <h1 className="font-serif text-4xl font-bold">{page.heading}</h1>
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
