import { firm, telHref } from "~/content/firm";
import { PhoneIcon } from "../icons";
import { DesktopNav } from "./desktop-nav";
import { MobileDrawer } from "./mobile-drawer";

/** The fixed header on every page. Its height is the --header-h CSS variable. */
export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-(--header-h) border-b border-white/10 bg-ink text-white">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-3 px-4">
        <a href={firm.externalSite} className="shrink-0 rounded" rel="noopener">
          <img src="/images/logo.svg" alt={`${firm.brands.primary}: the firm's main site`} width="220" height="48" className="h-10 w-auto" />
        </a>
        <DesktopNav />
        <div className="flex items-center gap-2">
          <a
            href={telHref}
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-accent px-3 py-2 font-bold text-ink hover:bg-accent-strong"
          >
            <PhoneIcon className="size-5" />
            <span className="sr-only sm:not-sr-only">{firm.phone.display}</span>
            <span className="sm:hidden">Call</span>
          </a>
          <MobileDrawer />
        </div>
      </div>
    </header>
  );
}
