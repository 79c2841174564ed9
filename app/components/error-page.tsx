import { isRouteErrorResponse } from "react-router";
import { messages } from "~/content/messages";
import { errorMessage, log } from "~/lib/log";
import { useLang } from "~/lib/page";
import { NotFoundPage } from "./not-found-page";

/** What an error boundary shows: the not-found page for a 404, else the server-error page. */
export function ErrorPage({ error }: { error: unknown }) {
  const words = messages[useLang()].serverError;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // A refused request (405) was logged by handleError (entry.server.tsx); anything else is a fault.
  if (!isRouteErrorResponse(error)) log("error", "render_error", { message: errorMessage(error) });
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{words.title}</title>
      <meta name="robots" content="noindex" />
      <h1 className="font-serif text-4xl font-bold">{words.title}</h1>
      <p className="mt-4 text-lg">{words.text}</p>
    </section>
  );
}
