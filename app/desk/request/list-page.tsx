// A request's "show all" page (decision 0096): one of its lists, 50 a page newest first, with the panels' own rows.
import { isRouteErrorResponse, Link } from "react-router";
import { PageLinks } from "~/components/desk/page-links";
import { AgreementItem } from "~/agreements/agreement-panel";
import { Other } from "~/leads/same-person-panel";
import { TextItem } from "~/texting/text-panel";
import { PhoneCallLine } from "~/phone/phone-calls-panel";
import { DeliveryItem } from "./deliveries-panel";
import { MissingRequestPage } from "./missing-request";
import type { listPage } from "./lists.server";
import { TimelineItem } from "./timeline-panel";

type ListPage = NonNullable<Awaited<ReturnType<typeof listPage>>>;

export const listTitle: Record<ListPage["list"], string> = {
  events: "Timeline: this request and the same person's requests",
  calls: "Calls logged",
  texts: "Texts",
  deliveries: "Where it went",
  requests: "The same person's other requests",
  agreements: "Fee agreement links",
  owners: "Owner changes",
  "phone-calls": "Phone calls",
};

function Items({ page }: { page: ListPage }) {
  const list = "mt-4 space-y-2";
  const none = page.items.length === 0 && <p className="mt-4 text-muted">Nothing yet.</p>;
  switch (page.kind) {
    case "events":
      return (
        none || (
          <ol className={list}>
            {page.items.map((event, i) => (
              <TimelineItem key={i} event={event} />
            ))}
          </ol>
        )
      );
    case "texts":
      return (
        none || (
          <ol className={list}>
            {page.items.map((m) => (
              <TextItem key={m.id} message={m} />
            ))}
          </ol>
        )
      );
    case "deliveries":
      return (
        none || (
          <ul className="mt-4 divide-y divide-ink/10 rounded border border-ink/15 bg-white">
            {page.items.map((d) => (
              <DeliveryItem key={d.id} leadId={page.lead.id} delivery={d} />
            ))}
          </ul>
        )
      );
    case "requests":
      return (
        none || (
          <ul className={list}>
            {page.items.map((r) => (
              <li key={r.id} className="rounded border border-ink/15 bg-white p-3">
                <Other request={r} createdAt={page.createdAt}>
                  {""}
                </Other>
              </li>
            ))}
          </ul>
        )
      );
    case "phone-calls":
      return (
        none || (
          <ul className="mt-4 space-y-3">
            {page.items.map((call) => (
              <PhoneCallLine key={call.id} call={call} />
            ))}
          </ul>
        )
      );
    case "agreements":
      return (
        none || (
          <ul className="mt-4 divide-y divide-ink/10 rounded border border-ink/15 bg-white px-3">
            {page.items.map((a) => (
              <AgreementItem key={a.id} leadId={page.lead.id} line={a} />
            ))}
          </ul>
        )
      );
  }
}

export function RequestListPage({ page }: { page: ListPage }) {
  return (
    <article>
      <p>
        <Link to={`/desk/leads/${page.lead.id}`} className="inline-flex min-h-11 items-center underline">
          ← Request #{page.lead.id} {page.lead.name}
        </Link>
      </p>
      <h1 className="mt-2 font-serif text-3xl font-bold">{listTitle[page.list]}</h1>
      <p className="mt-1 text-muted">Newest first, 50 a page.</p>
      <Items page={page} />
      <PageLinks newer={page.newer} older={page.older} first={page.first} />
    </article>
  );
}

/** A list name the page does not have: said on a desk page; a request not there: as its own page says it. */
export function RequestListError({ error }: { error: unknown }) {
  const badList = isRouteErrorResponse(error) && error.status === 404 && (error.data as { badList?: number })?.badList;
  if (!badList) return <MissingRequestPage error={error} />;
  return (
    <article>
      <h1 className="font-serif text-3xl font-bold">No such list</h1>
      <p className="mt-2 text-lg">
        Request #{badList} has no list at this address.{" "}
        <Link to={`/desk/leads/${badList}`} className="underline">
          Back to the request
        </Link>
      </p>
    </article>
  );
}
