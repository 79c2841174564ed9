import type { Route } from "./+types/feed-xml";
import { findAttorney } from "~/content/attorneys";
import { langOfPath } from "~/content/i18n";
import { resourceWords } from "~/content/resources";
import { articlePath, feedPath, pagePath } from "~/lib/addresses";
import { articlesIn } from "~/lib/articles";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A front matter day as an Atom date (noon in Kent is late enough to be that day everywhere in the US). */
const atomDate = (day: string) => `${day}T12:00:00-08:00`;

/** Each language's Atom feed of its articles, newest first (/resources/feed.xml,
 * /es/recursos/feed.xml): what a feed reader or a search engine follows for new articles. */
export function loader({ request }: Route.LoaderArgs) {
  const { origin, pathname } = new URL(request.url);
  const lang = langOfPath(pathname);
  const articles = articlesIn(lang);
  const updated =
    articles
      .map((a) => a.updated)
      .sort()
      .at(-1) ?? "2026-01-01";
  const entries = articles.map((article) => {
    const url = `${origin}${articlePath(article.slug, lang)}`;
    return [
      "  <entry>",
      `    <id>${url}</id>`,
      `    <title>${escape(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url}"/>`,
      `    <published>${atomDate(article.published)}</published>`,
      `    <updated>${atomDate(article.updated)}</updated>`,
      `    <author><name>${escape(findAttorney(article.author)?.name ?? article.author)}</name></author>`,
      `    <summary>${escape(article.description)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  const xml = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `  <id>${origin}${feedPath(lang)}</id>`,
    `  <title>${escape(resourceWords[lang].feedTitle)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${origin}${feedPath(lang)}"/>`,
    `  <link rel="alternate" type="text/html" href="${origin}${pagePath("resources", lang)}"/>`,
    `  <updated>${atomDate(updated)}</updated>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
