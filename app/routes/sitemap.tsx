import { Link } from "react-router";
import type { Route } from "./+types/sitemap";
import { attorneys } from "~/content/attorneys";
import type { Lang } from "~/content/i18n";
import { messages } from "~/content/messages";
import { practices } from "~/content/practices";
import { staticPageWords } from "~/content/static-pages";
import { articlePath, attorneyPath, cityPath, findSitePage, pagePath, practicePath } from "~/lib/addresses";
import { articlesIn } from "~/lib/articles";
import { kentDate, kentDay } from "~/lib/kent-time";
import { pageAt, rootData, usePage, useRootData } from "~/lib/page";
import { pageWords } from "~/lib/page-words";
import { metaTags, pageHead } from "~/lib/seo";

/** The day the page is served (it is time-bound: the page cache keeps it for a day at most). */
export function loader({ url }: Route.LoaderArgs) {
  const { lang } = pageAt(url.pathname);
  return { today: new Date().toISOString(), page: staticPageWords[lang].sitemap, groups: sitemapGroups(lang) };
}

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) =>
  metaTags(pageHead(pageAt(location.pathname), rootData(matches).origin, loaderData.page.seo));

function sitemapGroups(lang: Lang) {
  const m = messages[lang];
  const link = (path: string) => ({ path, label: pageWords(findSitePage(path)!).heading });
  return [
    {
      heading: m.sitemap.mainPages,
      links: [
        { label: m.nav.home, path: pagePath("home", lang) },
        ...(["reviews", "results", "accessibility"] as const).map((key) => link(pagePath(key, lang))),
      ],
    },
    { heading: m.sitemap.attorneys, links: attorneys.map((a) => link(attorneyPath(a.slug, lang))) },
    { heading: m.sitemap.cities, links: [link(cityPath("kent", lang))] },
    { heading: m.sitemap.practices, links: practices.map((p) => link(practicePath(p.slug, lang))) },
    { heading: m.sitemap.resources, links: [link(pagePath("resources", lang)), ...articlesIn(lang).map((a) => link(articlePath(a.slug, lang)))] },
  ];
}

const dateFormats: Record<Lang, string> = { en: "en-US", es: "es-US" };

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { lang } = usePage();
  const { origin } = useRootData();
  const today = new Date(loaderData.today);
  const updated = kentDate(today, dateFormats[lang]);
  const iso = kentDay(today);
  return (
    <div className="mx-auto max-w-4xl px-4 py-14">
      <h1 className="font-serif text-4xl font-bold">{loaderData.page.heading}</h1>
      <p className="mt-3 text-muted">
        {`${messages[lang].sitemap.updated} `}
        <time dateTime={iso}>{updated}</time>
      </p>
      <div className="mt-10 grid gap-10 sm:grid-cols-2">
        {loaderData.groups.map((group, i) => (
          <section key={group.heading} aria-labelledby={`sitemap-group-${i}`}>
            <h2 id={`sitemap-group-${i}`} className="border-b-2 border-accent pb-2 font-serif text-2xl font-bold">
              {group.heading}
            </h2>
            <ul className="mt-4 space-y-4">
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className="text-lg font-semibold text-ink underline decoration-accent-deep underline-offset-4 hover:text-accent-deep">
                    {link.label}
                  </Link>
                  <p className="break-all text-sm text-muted">{`${origin}${link.path}`}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
