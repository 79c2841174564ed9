/** The articles' front matter, checked at build time: a broken one fails the build with its file's name.
 * Runs in Node and workerd: no file system, relative imports only. */
import { parseDocument } from "yaml";
import { z } from "zod";
import { attorneys } from "../content/attorneys.ts";
import { type Lang, languages } from "../content/i18n.ts";
import { practices } from "../content/practices.ts";
import type { ArticleMeta } from "../content/types.ts";

export interface ArticleSource {
  file: string;
  source: string;
}

export const ARTICLES_DIR = "app/content/articles";
const FILE = /^app\/content\/articles\/(en|es)\/([a-z0-9]+(?:-[a-z0-9]+)*)\.mdx?$/;

const day = z
  .string({ error: "must be a date written YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), "is not a real date");

const slugs = (list: readonly { slug: string }[]) => list.map((item) => item.slug) as [string, ...string[]];

const frontMatter = z.strictObject({
  title: z.string().trim().min(10, "is too short (10 characters at least)").max(70, "is too long for a title (70 characters at most)"),
  description: z.string().trim().min(50, "is too short (50 characters at least)").max(160, "is too long for a description (160 characters at most)"),
  published: day,
  updated: day,
  author: z.enum(slugs(attorneys), { error: (issue) => `"${String(issue.input)}" is not an attorney (one of: ${slugs(attorneys).join(", ")})` }),
  practices: z
    .array(z.enum(slugs(practices), { error: (issue) => `"${String(issue.input)}" is not a practice area (one of: ${slugs(practices).join(", ")})` }))
    .min(1, "needs at least one practice area"),
  translation: z
    .string({ error: "must name the slug of the article in the other language" })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a slug: small letters, digits and hyphens"),
  placeholder: z.boolean().optional(),
});

const WORDS_PER_MINUTE = 200;

function readingMinutes(body: string): number {
  const text = body
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[#>*_`[\]|-]/g, " ");
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function fail(file: string, message: string): never {
  throw new Error(`Article ${file}: ${message}`);
}

function readOne({ file, source }: ArticleSource): ArticleMeta {
  const place = FILE.exec(file);
  if (!place) fail(file, `must be ${ARTICLES_DIR}/en/<slug>.md or ${ARTICLES_DIR}/es/<slug>.md (small letters, digits and hyphens)`);
  const [, lang, slug] = place as unknown as [string, Lang, string];
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) fail(file, "starts without its front matter (a block between two lines of three dashes, ---, at the very top)");
  const [, yamlText, body] = match;
  const doc = parseDocument(yamlText);
  if (doc.errors.length > 0) fail(file, `the front matter is not valid YAML: ${doc.errors[0].message.split("\n")[0]}`);
  const parsed = frontMatter.safeParse(doc.toJS());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.length > 0 ? `"${issue.path.join(".")}"` : "the front matter";
    const message = issue.code === "unrecognized_keys" ? `has unknown fields: ${issue.keys.join(", ")}` : issue.message;
    fail(file, `${field} ${message}`);
  }
  const data = parsed.data;
  if (data.updated < data.published) fail(file, `"updated" (${data.updated}) is before "published" (${data.published})`);
  if (body.trim().length === 0) fail(file, "has no text after its front matter");
  return { ...data, placeholder: data.placeholder ?? false, slug, lang, file, readingMinutes: readingMinutes(body) };
}

export function readArticles(sources: readonly ArticleSource[]): ArticleMeta[] {
  const articles = sources.map(readOne);
  const key = (lang: Lang, slug: string) => `${lang}/${slug}`;
  const bySlug = new Map<string, ArticleMeta>();
  for (const article of articles) {
    const existing = bySlug.get(key(article.lang, article.slug));
    if (existing) fail(article.file, `has the same slug as ${existing.file}`);
    bySlug.set(key(article.lang, article.slug), article);
  }
  for (const article of articles) {
    const other = languages.find((lang) => lang !== article.lang)!;
    const twin = bySlug.get(key(other, article.translation));
    if (!twin) fail(article.file, `"translation" names ${ARTICLES_DIR}/${other}/${article.translation}.md, which does not exist`);
    if (twin.translation !== article.slug)
      fail(article.file, `its translation ${twin.file} names "${twin.translation}" as its translation, not "${article.slug}"`);
  }
  return articles.sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title));
}
