import { Outlet } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { useNewPage } from "~/components/layout/use-new-page";
import { Toaster } from "~/components/toaster";
import { WHOLE_PAGES } from "~/first-load/boot";
import { type DocumentScripts, inlineScripts } from "~/first-load/inline-scripts";

// The first touch in <head> as the page is parsed; the boot after React Router's scripts.
export const handle: DocumentScripts = { headScript: inlineScripts.firstTouch, endScript: inlineScripts.boot };

const renderWholePages = () => document.documentElement.toggleAttribute(WHOLE_PAGES, true);

function SitePage({ children }: { children: React.ReactNode }) {
  // A page opened in the app renders whole, before its scroll position is restored.
  useNewPage(renderWholePages);
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-(--header-h) outline-none">
        {children}
      </main>
      <SiteFooter />
      <Toaster />
    </>
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
