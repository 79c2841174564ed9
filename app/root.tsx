import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ErrorPage } from "./components/error-page";
import { readTrackingNumbers } from "./attribution/tracking-number";
import { callNumberSources } from "./content/call-numbers";
import { langOfPath } from "./content/i18n";
import { messages } from "./content/messages";
import { isDeskPath } from "./desk/paths";
import { pageHydrated } from "./first-load/boot";
import type { DocumentScripts } from "./first-load/inline-scripts";
import { publicTextingNumber } from "~/texting/settings.server";
import { turnstileSiteKey } from "./lib/turnstile";
import { appContext } from "./lib/app-context";
import { navigation } from "./lib/navigation";
import { type RootData, useLang } from "./lib/page";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** Each response writes its own form key over the one rendered (worker/first-load.ts). The site's menus are
 * here: a failed action renders the site layout's error boundary without that layout's loader. */
export function loader({ context, url }: Route.LoaderArgs): RootData {
  const { env, formKey } = context.get(appContext);
  const site = !isDeskPath(url.pathname);
  const nav = site ? navigation(langOfPath(url.pathname)) : null;
  // The same for every visitor (the page cache keeps one copy); absent when none is set, so pages stay as they were.
  const shown = site ? [...readTrackingNumbers(env)].filter(([key]) => callNumberSources[key].web.length > 0) : [];
  const trackingNumbers = shown.length > 0 ? { trackingNumbers: Object.fromEntries(shown) } : {};
  return { origin: url.origin, turnstileSiteKey: turnstileSiteKey(env), formKey, textingNumber: publicTextingNumber(env), nav, ...trackingNumbers };
}

/** The inline scripts a matched layout asks for (its `handle`), allowed by their hashes. */
function useDocumentScripts(): DocumentScripts {
  const handles = useMatches().map((match) => match.handle as DocumentScripts | undefined);
  return Object.assign({}, ...handles.filter(Boolean));
}

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = useLang();
  const scripts = useDocumentScripts();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b0c" />
        {scripts.headScript !== undefined && <script dangerouslySetInnerHTML={{ __html: scripts.headScript }} suppressHydrationWarning />}
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className="sr-only z-50 rounded bg-accent px-4 py-3 font-bold text-ink focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
          {messages[lang].skipToContent}
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
        {scripts.endScript !== undefined && <script dangerouslySetInnerHTML={{ __html: scripts.endScript }} suppressHydrationWarning />}
      </body>
    </html>
  );
}

export default function App() {
  useEffect(pageHydrated, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <ErrorPage error={error} />
    </main>
  );
}
