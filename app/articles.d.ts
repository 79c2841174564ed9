/** The checked front matter of every article (scripts/articles-plugin.ts), newest first. */
declare module "virtual:articles" {
  export const articles: import("./content/types").ArticleMeta[];
}

/** What the table of addresses needs of each article (scripts/articles-plugin.ts). */
declare module "virtual:article-addresses" {
  export const articleAddresses: import("./content/types").ArticleAddress[];
}

/** An article's text, compiled to a React component at build time. */
declare module "*.md" {
  import type { MDXProps } from "mdx/types";
  export default function Article(props: MDXProps): React.JSX.Element;
}
