import type { Route } from "./+types/legal";
import { legal } from "~/content/legal";
import { staticPageWords } from "~/content/static-pages";
import { pageAt, rootData, usePage } from "~/lib/page";
import { metaTags, pageHead } from "~/lib/seo";
import { webPage } from "~/lib/structured-data";

type Document = keyof (typeof legal)["en"];

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const page = pageAt(location.pathname);
  const { origin } = rootData(matches);
  const { seo } = staticPageWords[page.lang][page.key as Document];
  return metaTags(pageHead(page, origin, seo, [webPage(`${origin}${page.canonical}`, seo.title, page.lang)]));
};

/** The privacy policy and the terms of use. */
export default function LegalPage() {
  const page = usePage();
  const key = page.key as Document;
  return (
    <article className="mx-auto max-w-3xl px-4 py-14">
      <h1 className="font-serif text-4xl font-bold">{staticPageWords[page.lang][key].heading}</h1>
      {legal[page.lang][key].map((section) => (
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
