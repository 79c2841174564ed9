import type { Route } from "./+types/accessibility";
import { PhoneLink } from "~/components/call-button";
import { PageIntro } from "~/components/sections/page-intro";
import { accessibilityEmail, accessibilityReviewed, accessibilityWords } from "~/content/accessibility";
import { staticPageWords } from "~/content/static-pages";
import { pagePath } from "~/lib/addresses";
import { formatDay } from "~/lib/articles";
import { pageAt, rootData, useMessages, usePage } from "~/lib/page";
import { metaTags, pageHead } from "~/lib/seo";
import { webPage } from "~/lib/structured-data";

export function loader({ url }: Route.LoaderArgs) {
  const { lang } = pageAt(url.pathname);
  return { page: staticPageWords[lang].accessibility, words: accessibilityWords[lang] };
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

/** The accessibility statement: standard, testing, limits, how to report a barrier, and its date. */
export default function AccessibilityPage({ loaderData: { page, words } }: Route.ComponentProps) {
  const { lang } = usePage();
  const messages = useMessages();
  const linkClass = "font-bold text-ink underline decoration-accent-deep underline-offset-4 hover:text-accent-deep";
  return (
    <>
      <PageIntro crumbs={[{ label: messages.nav.home, path: pagePath("home", lang) }, { label: page.heading }]} heading={page.heading} text={page.intro} />
      <div className="mx-auto max-w-3xl px-4 py-14">
        {words.sections.map((section) => (
          <section key={section.heading} className="mt-10 first:mt-0">
            <h2 className="font-serif text-2xl font-bold sm:text-3xl">{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text} className="mt-3 text-lg leading-relaxed">
                {text}
              </p>
            ))}
          </section>
        ))}
        <section aria-labelledby="report-heading" className="mt-12 rounded-xl border-4 border-accent bg-paper p-6 sm:p-8">
          <h2 id="report-heading" className="font-serif text-2xl font-bold sm:text-3xl">
            {words.report.heading}
          </h2>
          <p className="mt-3 text-lg leading-relaxed">{words.report.text}</p>
          <ul className="mt-5 space-y-2 text-lg">
            <li>
              {`${words.report.phone} `}
              <PhoneLink className={linkClass} />
            </li>
            <li>
              {`${words.report.email} `}
              <a href={`mailto:${accessibilityEmail}`} className={`break-all ${linkClass}`}>
                {accessibilityEmail}
              </a>
            </li>
          </ul>
          <p className="mt-4 text-lg">{words.report.answer}</p>
        </section>
        <p className="mt-10 text-muted">
          {`${words.reviewed} `}
          <time dateTime={accessibilityReviewed}>{formatDay(accessibilityReviewed, lang)}</time>.
        </p>
      </div>
    </>
  );
}
