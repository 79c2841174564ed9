/**
 * The article files on disk, read and checked (app/lib/article-front-matter.ts). Used by
 * the build's plugin (scripts/articles-plugin.ts) and by app/routes.ts, which makes one
 * route per article while the build reads its configuration: either fails with the
 * broken file's name.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { ARTICLES_DIR, type ArticleSource, readArticles } from "../app/lib/article-front-matter.ts";
import type { ArticleMeta } from "../app/content/types.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Every article file (.md or .mdx) under app/content/articles/, as paths from the project's root. */
export function articleFiles(): string[] {
  const dir = join(root, ARTICLES_DIR);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => relative(root, join(dir, name)).split("\\").join("/"))
    .sort();
}

export function readArticleSources(): ArticleSource[] {
  return articleFiles().map((file) => ({ file, source: readFileSync(join(root, file), "utf8") }));
}

export function articlesOnDisk(): ArticleMeta[] {
  return readArticles(readArticleSources());
}

export const absoluteArticlePath = (file: string) => join(root, file);
