import { useRef } from "react";
import { NavLink } from "react-router";
import { TextUsLink } from "../text-us";
import { useLang, useMessages, useSiteNav } from "~/lib/page";
import { WeSpeakSpanish } from "../call-button";
import { FirmPhone, useFirmTel } from "../firm-phone";
import { ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from "../icons";
import { LanguageSwitch } from "./language-switch";
import { NavLinkItem } from "./nav-link-item";
import { useNewPage } from "./use-new-page";

const DRAWER_ID = "site-drawer";
const linkClass = "block rounded px-3 py-3 text-white hover:bg-charcoal hover:text-accent aria-[current=page]:text-accent";

/** Phone navigation: a toggle opening a drawer from the right. Built on the Popover API,
 * so it opens, closes on Escape or an outside tap, and returns focus without
 * JavaScript; choosing a link (or any new page) closes it. */
export function MobileDrawer() {
  const messages = useMessages();
  const lang = useLang();
  const { home: homeLink, groups: navGroups } = useSiteNav();
  const drawer = useRef<HTMLDivElement>(null);
  useNewPage(() => {
    if (drawer.current?.matches(":popover-open")) drawer.current.hidePopover();
  });

  function closeOnLink(event: React.MouseEvent) {
    if ((event.target as HTMLElement).closest("a")) drawer.current?.hidePopover();
  }

  function focusFirstLink(event: React.ToggleEvent<HTMLDivElement>) {
    if (event.newState === "open") event.currentTarget.querySelector<HTMLElement>("nav a")?.focus();
  }

  return (
    <div className="xl:hidden">
      <button
        type="button"
        popoverTarget={DRAWER_ID}
        className="inline-flex size-12 items-center justify-center rounded-md text-white hover:bg-charcoal"
        aria-label={messages.menu.open}
      >
        <MenuIcon className="size-7" />
      </button>
      <div
        id={DRAWER_ID}
        ref={drawer}
        popover="auto"
        role="dialog"
        aria-label={messages.menu.label}
        onClick={closeOnLink}
        onToggle={focusFirstLink}
        className="drawer fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] overflow-y-auto border-0 bg-ink p-0 text-white shadow-2xl"
      >
        <div className="flex items-center gap-2 border-b border-white/10 px-4 py-3">
          <span className="mr-auto font-serif text-lg font-bold">{messages.menu.heading}</span>
          <LanguageSwitch className="inline-flex min-h-11 items-center rounded-md border border-white/40 px-3 font-semibold hover:border-accent hover:text-accent" />
          <button
            type="button"
            popoverTarget={DRAWER_ID}
            popoverTargetAction="hide"
            className="inline-flex size-12 items-center justify-center rounded-md hover:bg-charcoal"
            aria-label={messages.menu.close}
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <nav aria-label={messages.nav.mobile} className="px-3 py-4">
          <ul className="space-y-1">
            <li>
              <NavLink to={homeLink.href} className={linkClass} end>
                {homeLink.label}
              </NavLink>
            </li>
            {navGroups.map((group) => (
              <li key={group.label}>
                <details name="drawer-group" className="group">
                  <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between rounded px-3 py-3 font-semibold hover:bg-charcoal [&::-webkit-details-marker]:hidden">
                    {group.label}
                    <ChevronDownIcon className="size-5 transition-transform group-open:rotate-180" />
                  </summary>
                  <ul className="ml-3 border-l border-white/15 pl-2">
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <NavLinkItem link={link} className={linkClass} />
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
          <a {...useFirmTel()} className="mt-6 flex min-h-12 items-center justify-center gap-2 rounded-md bg-accent px-4 py-3 font-bold text-ink">
            <PhoneIcon />
            <span className="flex flex-col items-center leading-tight">
              <span>
                {`${messages.menu.call} `}
                <FirmPhone />
              </span>
              {lang === "en" && <WeSpeakSpanish />}
            </span>
          </a>
          <TextUsLink className="mt-3 flex min-h-12 items-center justify-center gap-2 rounded-md border-2 border-accent px-4 py-3 font-bold text-white" />
        </nav>
      </div>
    </div>
  );
}
