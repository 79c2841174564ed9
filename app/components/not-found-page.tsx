import { Link } from "react-router";
import { messages } from "~/content/messages";
import { notFoundWords } from "~/content/static-pages";
import { pagePath } from "~/lib/addresses";
import { useLang } from "~/lib/page";
import { PhoneLink } from "./call-button";

/** The not-found page, in the language of the address that was asked for. */
export function NotFoundPage() {
  const lang = useLang();
  const { heading, intro, seo } = notFoundWords[lang];
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-24 text-center">
      <title>{seo.title}</title>
      <meta name="robots" content="noindex" />
      <p className="font-serif text-7xl font-bold text-accent-deep">404</p>
      <h1 className="mt-4 font-serif text-3xl font-bold sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-lg text-muted">
        {`${intro} `}
        <PhoneLink className="font-semibold text-ink underline decoration-accent-deep underline-offset-4" />.
      </p>
      <Link to={pagePath("home", lang)} className="mt-8 inline-flex min-h-12 items-center rounded-md bg-ink px-6 py-3 font-bold text-white hover:bg-charcoal">
        {messages[lang].returnHome}
      </Link>
    </section>
  );
}
