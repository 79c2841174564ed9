import type { Route } from "./+types/consultation-received";
import { CallButton } from "~/components/call-button";
import { ReceivedPanel } from "~/components/consultation-form/received";
import { messages } from "~/content/messages";
import { staticPageWords } from "~/content/static-pages";
import { pagePath } from "~/lib/addresses";
import { callbackFromSearch } from "~/lib/callback";
import { pageAt, rootData, usePage } from "~/lib/page";
import { metaTags, pageHead } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const page = pageAt(location.pathname);
  return metaTags(pageHead(page, rootData(matches).origin, staticPageWords[page.lang].confirmation.seo));
};

/** The promise this visitor was given, from the address the form's action sent them to. */
export function loader({ request }: Route.LoaderArgs) {
  return { callback: callbackFromSearch(new URL(request.url).searchParams) };
}

/** One visitor's promise: kept by no cache, the Worker's page cache included (worker/pages.ts keeps only shareable pages). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** Where a consultation request posted without JavaScript lands (a 303 from the form's action). */
export default function ConsultationReceived({ loaderData }: Route.ComponentProps) {
  const { lang } = usePage();
  const m = messages[lang];
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col justify-center px-4 py-16 sm:py-20">
      <ReceivedPanel lang={lang} callback={loaderData.callback} headingLevel="h1" headingId="consultation-received" heading={staticPageWords[lang].confirmation.heading}>
        <div className="flex flex-wrap items-center gap-4 pt-5">
          <CallButton variant="dark" />
          <a href={pagePath("home", lang)} className="inline-flex min-h-12 items-center font-bold text-accent-deep underline">
            {m.returnHome}
          </a>
        </div>
      </ReceivedPanel>
    </section>
  );
}
