import { Link } from "react-router";
import type { Route } from "./+types/sitemap";
import { attorneys } from "~/content/attorneys";
import { practices } from "~/content/practices";
import { staticPages } from "~/content/static-pages";
import { pageHead, requireSitePage } from "~/lib/page.server";
import { attorneyPath, cityPath, pagePath, practicePath } from "~/lib/addresses";
import { metaTags } from "~/lib/seo";

/** The visible sitemap's groups, as the old site listed them. */
function sitemapGroups() {
  return [
    { heading: "Main Pages", links: [{ label: "Home", path: pagePath("home") }] },
    { heading: "Attorney Profiles", links: attorneys.map((a) => ({ label: a.name, path: attorneyPath(a.slug) })) },
    { heading: "Personal Injury Lawyers", links: [{ label: "Kent Personal Injury Lawyer", path: cityPath("kent") }] },
    { heading: "Kent Accident Lawyers", links: practices.map((p) => ({ label: p.heading, path: practicePath(p.slug) })) },
  ];
}

export function loader(args: Route.LoaderArgs) {
  const { page, origin } = requireSitePage(args, "sitemap");
  const today = new Date();
  return {
    head: pageHead(page, origin),
    origin,
    groups: sitemapGroups(),
    updated: {
      iso: today.toISOString().slice(0, 10),
      text: today.toLocaleDateString("en-US", { timeZone: "America/Los_Angeles", dateStyle: "long" }),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.head);

export default function SitemapPage({ loaderData }: Route.ComponentProps) {
  const { groups, origin, updated } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-14">
      <h1 className="font-serif text-4xl font-bold">{staticPages.sitemap.heading}</h1>
      <p className="mt-3 text-muted">
        Last updated: <time dateTime={updated.iso}>{updated.text}</time>
      </p>
      <div className="mt-10 grid gap-10 sm:grid-cols-2">
        {groups.map((group) => (
          <section key={group.heading} aria-labelledby={`sitemap-${slugify(group.heading)}`}>
            <h2 id={`sitemap-${slugify(group.heading)}`} className="border-b-2 border-accent pb-2 font-serif text-2xl font-bold">
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

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
