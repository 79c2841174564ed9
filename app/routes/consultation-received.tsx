import type { Route } from "./+types/consultation-received";
import { CallButton, PhoneLink } from "~/components/call-button";
import { messages } from "~/content/messages";
import { staticPageWords } from "~/content/static-pages";
import { pagePath } from "~/lib/addresses";
import { pageAt, rootData, usePage } from "~/lib/page";
import { metaTags, pageHead } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const page = pageAt(location.pathname);
  return metaTags(pageHead(page, rootData(matches).origin, staticPageWords[page.lang].confirmation.seo));
};

/** Where a consultation request posted without JavaScript lands (a 303 from the form's action). */
export default function ConsultationReceived() {
  const { lang } = usePage();
  const { heading, intro } = staticPageWords[lang].confirmation;
  const m = messages[lang];
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="font-serif text-4xl font-bold sm:text-5xl">{heading}</h1>
      <p className="mt-4 text-lg text-muted">{intro}</p>
      <p className="mt-2 text-muted">
        {`${m.sooner} `}
        <PhoneLink className="font-semibold text-ink underline decoration-accent-deep underline-offset-4" />
        .
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <CallButton variant="dark" />
        <a href={pagePath("home", lang)} className="inline-flex min-h-12 items-center font-bold text-accent-deep underline">
          {m.returnHome}
        </a>
      </div>
    </section>
  );
}
