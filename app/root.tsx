import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { useNewPage } from "./components/layout/use-new-page";
import { NotFoundPage } from "./components/not-found-page";
import { Toaster } from "./components/toaster";
import firstTouchScript from "./attribution/first-touch-script.ts?inline-script";
import bootScript from "./first-load/boot.ts?inline-script";
import { pageHydrated } from "./first-load/early-tap";
import { WHOLE_PAGES } from "./first-load/markers";
import { messages } from "./content/messages";
import { isDeskPath } from "./desk/paths";
import { turnstileSiteKey } from "./lib/turnstile";
import { appContext } from "./lib/app-context";
import { errorMessage, log } from "./lib/log";
import { type RootData, useLang } from "./lib/page";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * What every page needs from the server: the origin it was served from (canonical and
 * structured-data URLs) and, for the consultation form, the Turnstile site key when
 * Turnstile is configured and the key a post without JavaScript sends (each response
 * writes its own over the one rendered: worker/first-load.ts).
 */
export function loader({ context, url }: Route.LoaderArgs): RootData {
  const { env, formKey } = context.get(appContext);
  return { origin: url.origin, turnstileSiteKey: turnstileSiteKey(env), formKey };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = useLang();
  // The intake desk is a tool, not a page of the site: no site header, footer or visit notes.
  const desk = isDeskPath(useLocation().pathname);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b0c" />
        {/* Keeps where the visit came from, and counts call taps (allowed by its hash in the CSP). */}
        {!desk && <script dangerouslySetInnerHTML={{ __html: firstTouchScript }} />}
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only z-50 rounded bg-accent px-4 py-3 font-bold text-ink focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          {messages[lang].skipToContent}
        </a>
        {!desk && <SiteHeader />}
        <main id="main" tabIndex={-1} className={desk ? "outline-none" : "pt-(--header-h) outline-none"}>
          {children}
        </main>
        {!desk && <SiteFooter />}
        {!desk && <Toaster />}
        {/* New pages start at the top; back/forward restores the old position. */}
        <ScrollRestoration />
        <Scripts />
        {/* Loads the modules above after the load event (app/first-load/boot.ts; allowed by its hash). */}
        <script dangerouslySetInnerHTML={{ __html: bootScript }} />
      </body>
    </html>
  );
}

/** With `force`, toggleAttribute leaves an attribute already set alone. */
const renderWholePages = () => document.documentElement.toggleAttribute(WHOLE_PAGES, true);

export default function App() {
  // Runs once the page is hydrated: marks it, and replays a tap made before.
  useEffect(pageHydrated, []);
  // From the first page opened in the app on, no block is left out (app.css), before the
  // new page's scroll position is restored. The first page keeps its own for the boot.
  useNewPage(renderWholePages);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
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
