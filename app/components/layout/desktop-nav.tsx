import { useRef } from "react";
import { NavLink } from "react-router";
import { useMessages, useSiteNav } from "~/lib/page";
import { ChevronDownIcon } from "../icons";
import { NavLinkItem } from "./nav-link-item";
import { useDetailsMenus } from "./use-details-menus";

const itemClass =
  "inline-flex min-h-11 cursor-pointer items-center gap-1 whitespace-nowrap rounded px-2.5 py-2 text-[0.95rem] font-semibold text-white hover:text-accent aria-[current=page]:text-accent";

/** Desktop navigation: Home and one dropdown per group (native <details>, one open at a time). */
export function DesktopNav() {
  const ref = useRef<HTMLElement>(null);
  useDetailsMenus(ref);
  const { home: homeLink, groups: navGroups } = useSiteNav();
  return (
    <nav ref={ref} aria-label={useMessages().nav.main} className="hidden xl:block">
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to={homeLink.href} className={itemClass} end>
            {homeLink.label}
          </NavLink>
        </li>
        {navGroups.map((group) => (
          <li key={group.label} className="relative">
            <details name="main-nav" className="group">
              <summary className={`${itemClass} list-none [&::-webkit-details-marker]:hidden`}>
                {group.label}
                <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
              </summary>
              <ul className="absolute left-0 top-full mt-1 w-64 rounded-md border border-white/10 bg-ink py-2 shadow-xl">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <NavLinkItem link={link} className="block px-4 py-2.5 text-white hover:bg-charcoal hover:text-accent aria-[current=page]:text-accent" />
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </nav>
  );
}
