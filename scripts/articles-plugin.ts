/**
 * The articles at build time. Two Vite plugins:
 *
 * - `kestrel:articles` reads every article file and checks its front matter before
 *   anything is compiled (`buildStart`): a broken file fails the build with its name.
 *   It serves the checked front matter as two modules: `virtual:article-addresses`
 *   (slug, language, translation: what the table of addresses needs, on every page) and
 *   `virtual:articles` (everything, for the pages that list or show articles).
 * - `@mdx-js/rollup` compiles each article's Markdown (.md) or MDX (.mdx) to a React
 *   component, with the front matter left out of its text. No Markdown parser reaches
 *   the browser: what ships is each article's own compiled module.
 */
import mdx from "@mdx-js/rollup";
import remarkFrontmatter from "remark-frontmatter";
import type { Plugin } from "vite";
import { ARTICLES_DIR } from "../app/lib/article-front-matter.ts";
import { absoluteArticlePath, articlesOnDisk } from "./article-files.ts";

const MODULES = {
  "virtual:articles": (articles: ReturnType<typeof articlesOnDisk>) => `export const articles = ${JSON.stringify(articles)};\n`,
  "virtual:article-addresses": (articles: ReturnType<typeof articlesOnDisk>) =>
    `export const articleAddresses = ${JSON.stringify(articles.map(({ slug, lang, translation }) => ({ slug, lang, translation })))};\n`,
};
type ModuleId = keyof typeof MODULES;
const isModuleId = (id: string): id is ModuleId => id in MODULES;

function articleIndex(): Plugin {
  return {
    name: "kestrel:articles",
    enforce: "pre",
    buildStart() {
      for (const article of articlesOnDisk()) this.addWatchFile(absoluteArticlePath(article.file));
    },
    resolveId(source) {
      return isModuleId(source) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith("\0")) return null;
      const name = id.slice(1);
      if (!isModuleId(name)) return null;
      const articles = articlesOnDisk();
      for (const article of articles) this.addWatchFile(absoluteArticlePath(article.file));
      return MODULES[name](articles);
    },
    // In `npm run dev`, a changed front matter reaches the lists without a restart.
    hotUpdate({ file }) {
      if (!file.includes(`/${ARTICLES_DIR}/`)) return;
      for (const name of Object.keys(MODULES)) {
        const module = this.environment.moduleGraph.getModuleById(`\0${name}`);
        if (module) this.environment.moduleGraph.invalidateModule(module);
      }
    },
  };
}

export function articles(): Plugin[] {
  const compiler = mdx({
    include: [`${ARTICLES_DIR}/**/*.md`, `${ARTICLES_DIR}/**/*.mdx`, `**/${ARTICLES_DIR}/**/*.md`, `**/${ARTICLES_DIR}/**/*.mdx`],
    format: "detect",
    mdExtensions: [".md"],
    mdxExtensions: [".mdx"],
    remarkPlugins: [remarkFrontmatter],
  });
  return [
    articleIndex(),
    {
      ...compiler,
      enforce: "pre",
      // Only the article itself: an import with a query (`?raw`, the tests' reading of the
      // file as text) is left to Vite.
      transform(code, id) {
        return id.includes("?") ? null : compiler.transform(code, id);
      },
    } as Plugin,
  ];
}
