import { firm } from "~/content/firm";
import { useLang, useMessages } from "~/lib/page";
import { WeSpeakSpanish } from "../call-button";
import { FirmPhone, useFirmTel } from "../firm-phone";
import { PhoneIcon } from "../icons";
import { TextUsLink } from "../text-us";
import { DesktopNav } from "./desktop-nav";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MobileDrawer } from "./mobile-drawer";

/** The fixed header on every page: the logo, the menus, the language switch and the phone
 * number (on English pages with "Hablamos español" under it). Its height is the
 * --header-h CSS variable. */
export function SiteHeader() {
  const messages = useMessages();
  const lang = useLang();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-(--header-h) border-b border-white/10 bg-ink text-white">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-4">
        <a href={firm.externalSite} className="min-w-0 shrink rounded xl:shrink-0" rel="noopener">
          <Logo label={messages.header.logoAlt(firm.brands.primary)} className="h-8 w-auto max-w-full sm:h-10" />
        </a>
        <DesktopNav />
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          <LanguageSwitch className="inline-flex min-h-11 items-center rounded-md px-1.5 font-semibold text-white underline decoration-accent underline-offset-4 hover:text-accent sm:px-2" />
          <a
            {...useFirmTel()}
            className="inline-flex min-h-11 items-center gap-2 rounded-md bg-accent px-2.5 py-1 font-bold text-ink hover:bg-accent-strong sm:px-3"
          >
            <PhoneIcon className="size-5 shrink-0" />
            <span className="sr-only sm:not-sr-only sm:flex sm:flex-col sm:leading-tight">
              <FirmPhone />
              {lang === "en" && <WeSpeakSpanish size="text-xs" />}
            </span>
            <span className="sm:hidden">{messages.header.callShort}</span>
          </a>
          {/* No room on a phone (the logo would shrink) or beside the menus (xl): "Text us" is then in the
              drawer, the footer and the closing block, beside its call button. */}
          <TextUsLink
            compact
            className="hidden min-h-11 items-center gap-2 rounded-md border-2 border-accent px-2 py-1 font-bold text-white hover:bg-accent hover:text-ink sm:inline-flex sm:px-3 xl:hidden"
          />
          <MobileDrawer />
        </div>
      </div>
    </header>
  );
}
