import { lazy, Suspense } from "react";
import { Link } from "react-router";
import type { MDXComponents } from "mdx/types";
import type { ArticleMeta } from "~/content/types";

/** An article's text, its own module, so a page never loads another article. The server
 * sends the whole text; the browser keeps that HTML until the module arrives. */
const modules = import.meta.glob<{ default: (props: { components?: MDXComponents }) => React.JSX.Element }>([
  "../../content/articles/*/*.md",
  "../../content/articles/*/*.mdx",
]);

const texts = new Map(
  Object.entries(modules).map(([file, load]) => {
    const [, lang, slug] = /\/articles\/(\w+)\/([^/]+)\.mdx?$/.exec(file)!;
    return [`${lang}/${slug}`, lazy(load)];
  }),
);

/** The site's look for the Markdown an author writes. Links inside the site stay in the app. */
const components: MDXComponents = {
  h2: (props) => <h2 className="mt-12 font-serif text-2xl font-bold leading-tight text-balance sm:text-3xl" {...props} />,
  h3: (props) => <h3 className="mt-8 font-serif text-xl font-bold leading-snug sm:text-2xl" {...props} />,
  p: (props) => <p className="mt-5 text-lg leading-relaxed" {...props} />,
  ul: (props) => <ul className="mt-5 list-disc space-y-2 pl-6 text-lg leading-relaxed marker:text-accent-deep" {...props} />,
  ol: (props) => <ol className="mt-5 list-decimal space-y-2 pl-6 text-lg leading-relaxed marker:font-bold" {...props} />,
  li: (props) => <li className="pl-1" {...props} />,
  strong: (props) => <strong className="font-bold" {...props} />,
  blockquote: (props) => <blockquote className="mt-6 border-l-4 border-accent bg-paper px-5 py-3 text-lg" {...props} />,
  a: ({ href = "", ...props }) => {
    const className = "font-semibold text-ink underline decoration-accent-deep underline-offset-4 hover:text-accent-deep";
    return href.startsWith("/") ? <Link to={href} className={className} {...props} /> : <a href={href} className={className} {...props} />;
  },
};

export function ArticleText({ article }: { article: ArticleMeta }) {
  const Text = texts.get(`${article.lang}/${article.slug}`);
  if (!Text) throw new Error(`No compiled text for ${article.file}`);
  return (
    <Suspense>
      <Text components={components} />
    </Suspense>
  );
}
