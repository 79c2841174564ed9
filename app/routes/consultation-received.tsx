import type { Route } from "./+types/consultation-received";
import { CallButton } from "~/components/call-button";
import { firm, telHref } from "~/content/firm";
import { messages } from "~/content/messages";
import { staticPages } from "~/content/static-pages";
import { pagePath } from "~/lib/addresses";
import { pageHead, requireSitePage } from "~/lib/page.server";
import { metaTags } from "~/lib/seo";

/** Where a consultation request posted without JavaScript lands (a 303 from the form's action). */
export function loader(args: Route.LoaderArgs) {
  const { page, origin } = requireSitePage(args, "confirmation");
  return { head: pageHead(page, origin), heading: page.heading, intro: staticPages.confirmation.intro };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.head);

export default function ConsultationReceived({ loaderData }: Route.ComponentProps) {
  const { heading, intro } = loaderData;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="font-serif text-4xl font-bold sm:text-5xl">{heading}</h1>
      <p className="mt-4 text-lg text-muted">{intro}</p>
      <p className="mt-2 text-muted">
        {`${messages.sooner} `}
        <a href={telHref} className="whitespace-nowrap font-semibold text-ink underline decoration-accent-deep underline-offset-4">
          {firm.phone.display}
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <CallButton variant="dark" />
        <a href={pagePath("home")} className="inline-flex min-h-12 items-center font-bold text-accent-deep underline">
          {messages.returnHome}
        </a>
      </div>
    </section>
  );
}
