import { useMessages } from "~/lib/page";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";

/** The top of a page without a picture (the resources, an article, reviews, results, the
 * accessibility statement): breadcrumbs, an optional gold line, the h1, its lead text,
 * and whatever the page adds below (an article's byline, the call button). */
export function PageIntro({
  crumbs,
  eyebrow,
  heading,
  text,
  children,
}: {
  crumbs: readonly Crumb[];
  eyebrow?: string;
  heading: string;
  text?: string;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby="page-heading" className="bg-ink text-white">
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-12 sm:px-6 md:pb-16">
        <Breadcrumbs label={useMessages().breadcrumbs} crumbs={crumbs} className="text-white/85" />
        {eyebrow && <p className="mt-8 text-sm font-bold uppercase tracking-widest text-accent">{eyebrow}</p>}
        <h1 id="page-heading" className={`${eyebrow ? "mt-3" : "mt-8"} max-w-4xl font-serif text-4xl font-bold leading-tight text-balance sm:text-5xl`}>
          {heading}
        </h1>
        {text && <p className="mt-5 max-w-3xl text-lg leading-relaxed text-white/90">{text}</p>}
        {children}
      </div>
    </section>
  );
}
