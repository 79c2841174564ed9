// The request page's error boundary: a request that is not there (erased, a mistyped link) is a desk page saying so, status 404, never the public 404.
import { isRouteErrorResponse } from "react-router";
import type { MissingRequest } from "~/data-requests/person-data.server";
import { kentShort } from "~/lib/kent-time";
import { log } from "~/lib/log";

export function MissingRequestPage({ error }: { error: unknown }) {
  const missing = isRouteErrorResponse(error) && error.status === 404 ? (error.data as MissingRequest) : null;
  // As the root's boundary does: a fault (not a refusal) is logged, or it would go unseen.
  if (!isRouteErrorResponse(error)) log("error", "render_error", { message: error instanceof Error ? error.message : String(error) });
  const name = missing?.id != null ? `request #${missing.id}` : "request at this address";
  return (
    <article>
      <h1 className="font-serif text-3xl font-bold">{missing ? `No ${name}` : "This request could not be shown"}</h1>
      <p className="mt-2 text-lg">
        {!missing
          ? isRouteErrorResponse(error)
            ? `That was refused (${error.status}): go back to the request and try again.`
            : "Something went wrong on our side. Try again in a moment."
          : missing.erased
            ? `Request #${missing.id} was erased on ${kentShort(missing.erased.at)} by ${missing.erased.staff} (a person's data request).`
            : `There is no ${name} (it may have been erased).`}
      </p>
      <p className="mt-4">
        <a href="/desk" className="underline">
          ← Back to the inbox
        </a>
      </p>
    </article>
  );
}
