/**
 * The articles as a search engine and a reader see them: each page's server HTML (its
 * text, byline, dates, structured data, twin), the resources page and its filter without
 * JavaScript, sitemap.xml, each language's Atom feed, the practice pages and profiles
 * that list them; and the build's check of their front matter, on broken fixtures.
 */
import { describe, expect, it } from "vitest";
import { attorneys } from "~/content/attorneys";
import type { Lang } from "~/content/i18n";
import { practiceWords } from "~/content/practices";
import { type ArticleSource, readArticles } from "~/lib/article-front-matter";
import { articlePath, attorneyPath, practicePath, sitePages } from "~/lib/addresses";
import { articlesIn } from "~/lib/articles";
import { call, canonicalOf, decode, h1Of, ORIGIN, robotsOf, titleOf } from "./helpers";

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]));
/** The visible text of the main content, tags removed and entities decoded. */
const mainText = (html: string) =>
  decode(
    html
      .slice(html.indexOf("<main"), html.indexOf("</main>"))
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " "),
  )!;

/** The article files as the repository holds them (the same text the build reads). */
const files: ArticleSource[] = Object.entries(import.meta.glob<string>("/app/content/articles/*/*.md", { query: "?raw", import: "default", eager: true })).map(
  ([file, source]) => ({ file: file.slice(1), source }),
);
const onDisk = readArticles(files);

describe("the articles", () => {
  it("six in each language, each paired with its translation", () => {
    for (const lang of ["en", "es"] as const) expect(articlesIn(lang)).toHaveLength(6);
    expect(onDisk).toHaveLength(12);
    for (const article of onDisk) {
      const twin = onDisk.find((a) => a.lang !== article.lang && a.slug === article.translation);
      expect(twin?.translation, article.file).toBe(article.slug);
      expect(twin?.author, article.file).toBe(article.author);
      expect(twin?.practices, article.file).toEqual(article.practices);
      expect(twin?.published, article.file).toBe(article.published);
    }
  });

  it("are all marked as placeholder copy for the firm's review, and cite Washington law", () => {
    for (const { file, source } of files) {
      expect(onDisk.find((a) => a.file === file)?.placeholder, file).toBe(true);
      expect(source, file).toMatch(/RCW \d/);
    }
  });

  it("promise no outcome (RPC 7.1)", () => {
    for (const { file, source } of files) {
      expect(source, file).not.toMatch(/\b(we will win|guarantee[ds]? (you|a|your)|you will (get|receive|recover))\b/i);
      expect(source, file).not.toMatch(/\b(ganaremos|le garantizamos|usted recibirá)\b/i);
    }
  });
});

describe("an article page", () => {
  const pages = sitePages.filter((p) => p.kind === "article");

  it.each(pages.map((p) => [p.path, p] as const))("%s: the whole text, byline, dates and structured data in the server HTML", async (path, page) => {
    const res = await call(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    const article = articlesIn(page.lang).find((a) => a.slug === page.key)!;
    const author = attorneys.find((a) => a.slug === article.author)!;
    expect(h1Of(html)).toBe(article.title);
    expect(titleOf(html)).toBe(article.title);
    expect(canonicalOf(html)).toBe(`${ORIGIN}${path}`);
    expect(robotsOf(html)).toBe("index, follow");
    // hreflang: the pair, both ways (the twin names this page back).
    const twin = articlePath(article.translation, page.lang === "en" ? "es" : "en");
    const pair = page.lang === "en" ? { en: path, es: twin } : { en: twin, es: path };
    expect(alternatesOf(html)).toEqual({ en: `${ORIGIN}${pair.en}`, es: `${ORIGIN}${pair.es}`, "x-default": `${ORIGIN}${pair.en}` });
    expect(alternatesOf(await (await call(twin)).text()).es).toBe(`${ORIGIN}${pair.es}`);
    // The text itself is rendered on the server: its last heading and the firm's call button.
    const source = files.find((f) => f.file === article.file)!.source;
    const lastHeading = [...source.matchAll(/^## (.+)$/gm)].at(-1)![1];
    expect(mainText(html)).toContain(lastHeading);
    expect(html).toMatch(new RegExp(`<h2[^>]*>${lastHeading.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h2>`));
    expect(html).toContain('href="tel:+12535550142"');
    expect(html).toContain('id="consultation"');
    // The author links to the profile; the dates are machine-readable.
    expect(html).toMatch(new RegExp(`<a[^>]*href="${attorneyPath(author.slug, page.lang)}"[^>]*>${author.name}</a>`));
    expect(html).toContain(`<time dateTime="${article.published}">`);
    expect(mainText(html)).toMatch(page.lang === "en" ? /\d+ min read/ : /\d+ min de lectura/);
    // Structured data: Article and BreadcrumbList.
    const data = jsonLd(html);
    const articleLd = data.find((d) => d["@type"] === "Article");
    expect(articleLd).toMatchObject({
      headline: article.title,
      description: article.description,
      datePublished: article.published,
      dateModified: article.updated,
      inLanguage: page.lang,
      mainEntityOfPage: `${ORIGIN}${path}`,
      author: { "@type": "Person", name: author.name, url: `${ORIGIN}${attorneyPath(author.slug, page.lang)}` },
    });
    const crumbs = data.find((d) => d["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      `${ORIGIN}${page.lang === "en" ? "/" : "/es"}`,
      `${ORIGIN}${page.lang === "en" ? "/resources" : "/es/recursos"}`,
      `${ORIGIN}${path}`,
    ]);
    expect(crumbs.itemListElement.map((i: { position: number }) => i.position)).toEqual([1, 2, 3]);
    // No review stars anywhere on an article.
    expect(JSON.stringify(data)).not.toContain("AggregateRating");
  });

  it("lists related articles of its language, never itself", async () => {
    const html = await (await call("/resources/first-48-hours-after-a-car-crash")).text();
    const related = html.slice(html.indexOf('id="related-heading"'));
    const links = [...related.matchAll(/href="(\/resources\/[^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    expect(links).not.toContain("/resources/first-48-hours-after-a-car-crash");
    expect(links.every((href) => !href.startsWith("/es/"))).toBe(true);
  });
});

describe("the resources page", () => {
  const headings = (html: string) => [...html.matchAll(/<h2 id="topic-([^"]+)"/g)].map((m) => m[1]);
  const articleLinks = (html: string, lang: Lang) =>
    [...html.matchAll(new RegExp(`<h3[^>]*><a[^>]*href="(${lang === "en" ? "/resources" : "/es/recursos"}/[^"]+)"`, "g"))].map((m) => m[1]);

  it.each([
    ["/resources", "en"],
    ["/es/recursos", "es"],
  ] as const)("%s lists every article of its language, newest first under each practice area", async (path, lang) => {
    const res = await call(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    const articles = articlesIn(lang);
    const listed = articleLinks(html, lang);
    expect(new Set(listed)).toEqual(new Set(articles.map((a) => articlePath(a.slug, lang))));
    for (const topic of headings(html)) {
      const section = html.slice(html.indexOf(`id="topic-${topic}"`)).split("</section>")[0];
      const inSection = articleLinks(section, lang);
      const expected = articles.filter((a) => a.practices.includes(topic)).map((a) => articlePath(a.slug, lang));
      expect(inSection, topic).toEqual(expected);
    }
    // Newest first overall.
    const days = articles.map((a) => a.published);
    expect(days).toEqual([...days].sort().reverse());
    // Its feed is announced.
    expect(html).toContain(`type="application/atom+xml"`);
  });

  it("filters by practice area with a plain link (no JavaScript), its canonical the clean address, never cached", async () => {
    const html = await (await call("/resources")).text();
    expect(html).toContain('href="/resources?practice=dog-bite-accident-lawyer"');
    const res = await call("/resources?practice=dog-bite-accident-lawyer");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Page-Cache") ?? "bypass").toBe("bypass");
    const filtered = await res.text();
    expect(canonicalOf(filtered)).toBe(`${ORIGIN}/resources`);
    expect(headings(filtered)).toEqual(["dog-bite-accident-lawyer"]);
    expect(articleLinks(filtered, "en")).toEqual(
      articlesIn("en")
        .filter((a) => a.practices.includes("dog-bite-accident-lawyer"))
        .map((a) => articlePath(a.slug, "en")),
    );
    expect(filtered).toMatch(/<a aria-current="page"[^>]*href="\/resources\?practice=dog-bite-accident-lawyer"/);
    expect(mainText(filtered)).toContain("Showing 1 article about Dog Bites.");
  });

  it("in Spanish too, and an unknown practice shows every article with a note", async () => {
    const filtered = await (await call("/es/recursos?practice=car-accident-lawyer")).text();
    expect(canonicalOf(filtered)).toBe(`${ORIGIN}/es/recursos`);
    expect(headings(filtered)).toEqual(["car-accident-lawyer"]);
    const unknown = await (await call("/resources?practice=nothing")).text();
    expect(headings(unknown).length).toBeGreaterThan(1);
    expect(mainText(unknown)).toContain("That topic has no articles. Here are all of them.");
  });
});

describe("practice pages and attorney profiles", () => {
  it("a practice page links its articles", async () => {
    for (const lang of ["en", "es"] as const) {
      const html = await (await call(practicePath("dog-bite-accident-lawyer", lang))).text();
      for (const article of articlesIn(lang).filter((a) => a.practices.includes("dog-bite-accident-lawyer"))) {
        expect(html, lang).toContain(`href="${articlePath(article.slug, lang)}"`);
      }
      expect(html).toContain(`href="${lang === "en" ? "/resources" : "/es/recursos"}?practice=dog-bite-accident-lawyer"`);
    }
  });

  it("every practice area with articles links them, and every author's profile lists theirs", async () => {
    for (const article of articlesIn("en")) {
      for (const practice of article.practices) {
        expect(await (await call(practicePath(practice))).text(), practice).toContain(`href="${articlePath(article.slug, "en")}"`);
      }
      expect(await (await call(attorneyPath(article.author))).text(), article.author).toContain(`href="${articlePath(article.slug, "en")}"`);
    }
  });
});

describe("sitemap.xml and the feeds", () => {
  it("sitemap.xml lists each article with its pair and its last change", async () => {
    const xml = await (await call("/sitemap.xml")).text();
    for (const article of [...articlesIn("en"), ...articlesIn("es")]) {
      const loc = `${ORIGIN}${articlePath(article.slug, article.lang)}`;
      const entry = xml.slice(xml.indexOf(`<loc>${loc}</loc>`)).split("</url>")[0];
      expect(entry, loc).toContain(`<lastmod>${article.updated}</lastmod>`);
      const en = article.lang === "en" ? article.slug : article.translation;
      const es = article.lang === "es" ? article.slug : article.translation;
      expect(entry).toContain(`hreflang="en" href="${ORIGIN}${articlePath(en, "en")}"`);
      expect(entry).toContain(`hreflang="es" href="${ORIGIN}${articlePath(es, "es")}"`);
      expect(entry).toContain(`hreflang="x-default" href="${ORIGIN}${articlePath(en, "en")}"`);
    }
  });

  it.each([
    ["/resources/feed.xml", "en"],
    ["/es/recursos/feed.xml", "es"],
  ] as const)("%s is an Atom feed of that language's articles, newest first", async (path, lang) => {
    const res = await call(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toMatch(new RegExp(`^<\\?xml version="1.0" encoding="utf-8"\\?>\\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`));
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${ORIGIN}${path}"/>`);
    const ids = [...xml.matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map((m) => m[1]);
    expect(ids).toEqual(articlesIn(lang).map((a) => `${ORIGIN}${articlePath(a.slug, lang)}`));
    for (const tag of ["title", "updated", "published", "summary", "author"])
      expect(xml.match(new RegExp(`<${tag}>`, "g"))?.length ?? 0, tag).toBeGreaterThanOrEqual(ids.length);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;)/);
  });
});

describe("the build's check of an article's front matter", () => {
  const en = (front: string, body = "Some text.") => ({ file: "app/content/articles/en/an-article.md", source: `---\n${front}\n---\n\n${body}\n` });
  const es = {
    file: "app/content/articles/es/un-articulo.md",
    source: [
      "---",
      "title: Un artículo de prueba sobre la ley",
      "description: Una descripción de prueba que tiene la longitud suficiente para pasar la comprobación.",
      "published: 2026-01-02",
      "updated: 2026-01-03",
      "author: diane-vance",
      "practices: [car-accident-lawyer]",
      "translation: an-article",
      "---",
      "",
      "Un texto.",
    ].join("\n"),
  };
  const good = [
    "title: A test article about the law",
    "description: A test description that is long enough to pass the check of the build.",
    "published: 2026-01-02",
    "updated: 2026-01-03",
    "author: diane-vance",
    "practices: [car-accident-lawyer]",
    "translation: un-articulo",
  ];
  const without = (field: string) => good.filter((line) => !line.startsWith(`${field}:`));
  const replaced = (field: string, value: string) => [...without(field), `${field}: ${value}`].join("\n");

  it("passes a good pair, with its reading time", () => {
    const [article] = readArticles([en(good.join("\n"), "word ".repeat(1000)), es]).filter((a) => a.lang === "en");
    expect(article).toMatchObject({ slug: "an-article", lang: "en", author: "diane-vance", readingMinutes: 5, placeholder: false });
  });

  it.each([
    ["broken YAML", good.join("\n").replace("title: A test", 'title: "A test'), /front matter is not valid YAML/],
    ["no front matter", null, /starts without its front matter/],
    ["an unknown author", replaced("author", "jane-doe"), /"author" "jane-doe" is not an attorney/],
    ["an unknown practice", replaced("practices", "[car-accident-lawyer, bike-lawyer]"), /"practices\.1" "bike-lawyer" is not a practice area/],
    ["no translation link", without("translation").join("\n"), /"translation" must name the slug of the article in the other language/],
    [
      "a translation that does not exist",
      replaced("translation", "otro-articulo"),
      /"translation" names app\/content\/articles\/es\/otro-articulo\.md, which does not exist/,
    ],
    ["a missing title", without("title").join("\n"), /"title"/],
    ["a date that is not a date", replaced("published", "2026-02-30"), /"published" is not a real date/],
    ["updated before published", replaced("updated", "2025-12-31"), /"updated" \(2025-12-31\) is before "published"/],
    ["an unknown field", `${good.join("\n")}\nauthour: diane-vance`, /has unknown fields: authour/],
  ])("fails on %s, naming the file", (_, front, message) => {
    const bad = front === null ? { file: "app/content/articles/en/an-article.md", source: "# No front matter\n" } : en(front);
    expect(() => readArticles([bad, es])).toThrow(message);
    expect(() => readArticles([bad, es])).toThrow(/^Article app\/content\/articles\/en\/an-article\.md: /);
  });

  it("fails when the translation does not name the article back, naming the file", () => {
    const other = { ...es, file: "app/content/articles/es/otro.md" };
    const third = en(replaced("translation", "otro"));
    expect(() => readArticles([third, es, other])).toThrow(
      /^Article app\/content\/articles\/es\/un-articulo\.md: its translation app\/content\/articles\/en\/an-article\.md names "otro"/,
    );
  });

  it("fails on a file outside a language folder, or with a name that is no slug", () => {
    expect(() => readArticles([{ ...es, file: "app/content/articles/fr/un-articulo.md" }])).toThrow(
      /^Article app\/content\/articles\/fr\/un-articulo\.md: must be/,
    );
    expect(() => readArticles([{ ...es, file: "app/content/articles/es/Un Articulo.md" }])).toThrow(/must be/);
  });

  it("names the practice areas and attorneys it knows", () => {
    expect(() => readArticles([en(replaced("practices", "[nope]")), es])).toThrow(Object.keys(practiceWords.en)[0]);
  });
});
