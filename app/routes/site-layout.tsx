import { useSyncExternalStore } from "react";
import { Outlet, useLocation } from "react-router";
import { storedTouchNumber } from "~/attribution/capture";
import { ErrorPage } from "~/components/error-page";
import { PhoneContext } from "~/components/firm-phone";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { firm } from "~/content/firm";
import { useNewPage } from "~/components/layout/use-new-page";
import { Toaster } from "~/components/toaster";
import { WHOLE_PAGES } from "~/first-load/boot";
import { type DocumentScripts, inlineScripts } from "~/first-load/inline-scripts";
import { useRootData } from "~/lib/page";

// The first touch in <head> as the page is parsed; the boot after React Router's scripts.
export const handle: DocumentScripts = { headScript: inlineScripts.firstTouch, endScript: inlineScripts.boot };

const renderWholePages = () => document.documentElement.toggleAttribute(WHOLE_PAGES, true);

/** The tab's first touch does not change while a page is open. */
const stillStore = () => () => {};

/** The number this visitor sees (decision 0094): the main one while hydrating (the server's, or the edge's kept),
 * then the tab's first touch's, on this page and the next ones the app opens. */
function useVisitorNumber(): string {
  const numbers = useRootData()?.trackingNumbers;
  const { pathname } = useLocation();
  const shown = useSyncExternalStore(
    stillStore,
    () => (numbers ? storedTouchNumber(pathname, numbers) : null),
    () => null,
  );
  return shown ?? firm.phone.e164;
}

function SitePage({ children }: { children: React.ReactNode }) {
  // A page opened in the app renders whole, before its scroll position is restored.
  useNewPage(renderWholePages);
  return (
    <PhoneContext value={useVisitorNumber()}>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-(--header-h) outline-none">
        {children}
      </main>
      <SiteFooter />
      <Toaster />
    </PhoneContext>
  );
}

export default function SiteLayout() {
  return (
    <SitePage>
      <Outlet />
    </SitePage>
  );
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return (
    <SitePage>
      <ErrorPage error={error} />
    </SitePage>
  );
}
