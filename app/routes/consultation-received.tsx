import type { Route } from "./+types/consultation-received";
import { CallButton } from "~/components/call-button";
import { ReceivedPanel } from "~/leads/received";
import { QuestionsInvite } from "~/leads/questions-invite";
import { messages } from "~/content/messages";
import { staticPageWords } from "~/content/static-pages";
import { pagePath } from "~/lib/addresses";
import { callbackFromSearch } from "~/lib/callback";
import { ANSWERS_KEY_PARAM } from "~/lib/private-addresses";
import { pageAt, rootData, usePage } from "~/lib/page";
import { metaTags, pageHead } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) =>
  metaTags(pageHead(pageAt(location.pathname), rootData(matches).origin, loaderData.page.seo));

/** The promise this visitor was given, from the address the form's action sent them to. */
export function loader({ request, url }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  // The questions' key (decision 0048): the invitation appears only when one came.
  const key = search.get(ANSWERS_KEY_PARAM);
  const page = staticPageWords[pageAt(url.pathname).lang].confirmation;
  return { callback: callbackFromSearch(search), answersKey: key && /^[A-Za-z0-9_-]{43}$/.test(key) ? key : null, page };
}

/** One visitor's promise: kept by no cache, the Worker's page cache included (worker/pages.ts keeps only shareable pages). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** Where a consultation request posted without JavaScript lands (a 303 from the form's action). */
export default function ConsultationReceived({ loaderData }: Route.ComponentProps) {
  const { lang } = usePage();
  const m = messages[lang];
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col justify-center px-4 py-16 sm:py-20">
      <ReceivedPanel lang={lang} callback={loaderData.callback} headingLevel="h1" headingId="consultation-received" heading={loaderData.page.heading}>
        <QuestionsInvite lang={lang} answersKey={loaderData.answersKey} />
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
