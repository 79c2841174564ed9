import { NavLink as RouterLink } from "react-router";
import { useMessages } from "~/lib/page";
import type { NavLink } from "~/content/types";
import { ExternalIcon } from "../icons";

/** One menu link: internal links are client-side, external ones open in a new tab. */
export function NavLinkItem({ link, className }: { link: NavLink; className: string }) {
  const messages = useMessages();
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener" className={className}>
        {link.label}
        <ExternalIcon className="ml-1 inline size-3.5 align-baseline" />
        <span className="sr-only">{` ${messages.newTab}`}</span>
      </a>
    );
  }
  return (
    <RouterLink to={link.href} className={className} end>
      {link.label}
    </RouterLink>
  );
}
