import type { Route } from "./+types/consultation-received";
import { CallButton } from "~/components/call-button";
import { brandName, firm, telHref } from "~/content/firm";
import { messages } from "~/content/messages";
import { staticPages } from "~/content/static-pages";
import { metaTags } from "~/lib/seo";

/**
 * Where a consultation request posted without JavaScript lands (a 303 from the lead
 * endpoint). Not in the sitemap and not indexed.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { origin } = new URL(request.url);
  const page = staticPages.consultationReceived;
  return {
    page,
    head: {
      title: page.seo.title,
      description: page.seo.description,
      canonicalUrl: `${origin}/consultation-received`,
      indexable: false,
      imageUrl: `${origin}/images/og-default.png`,
      siteName: brandName(page.brand),
      jsonLd: [],
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.head);

export default function ConsultationReceived({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-20 text-center">
      <h1 className="font-serif text-4xl font-bold sm:text-5xl">
        {page.heading}
      </h1>
      <p className="mt-4 text-lg text-muted">{page.intro}</p>
      <p className="mt-2 text-muted">
        {`${messages.sooner} `}
        <a href={telHref} className="whitespace-nowrap font-semibold text-ink underline decoration-accent-deep underline-offset-4">
          {firm.phone.display}
        </a>
        .
      </p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <CallButton variant="dark" />
        <a href="/" className="inline-flex min-h-12 items-center font-bold text-accent-deep underline">
          {messages.returnHome}
        </a>
      </div>
    </section>
  );
}
