import { firm, firmWords, telHref } from "~/content/firm";
import { TextUsLink } from "../text-us";
import type { NavLink } from "~/content/types";
import { useLang, useMessages, useSiteNav } from "~/lib/page";
import { PhoneIcon } from "../icons";
import { OfficeAddress } from "../office-address";
import { NavLinkItem } from "./nav-link-item";

/** The footer on every page: office, phone, links, social profiles and the disclaimer. */
export function SiteFooter() {
  const messages = useMessages();
  const lang = useLang();
  const words = firmWords[lang];
  return (
    <footer className="bg-ink text-white/85">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-office">
          <h2 id="footer-office" className="font-serif text-xl font-bold text-white">
            {messages.footer.office}
          </h2>
          <OfficeAddress className="mt-3 gap-2" iconClassName="size-5 text-accent" />
          <a href={telHref} className="mt-3 inline-flex min-h-11 items-center gap-2 font-bold text-white hover:text-accent">
            <PhoneIcon className="size-5 text-accent" /> {firm.phone.plain}
          </a>
          <TextUsLink className="ml-4 inline-flex min-h-11 items-center gap-2 font-bold text-white underline decoration-accent underline-offset-4 hover:text-accent" />
          <p className="mt-1 text-sm">{words.phoneHours}</p>
          <p className="mt-1 text-sm">{words.officeHours}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-serif text-xl font-bold text-white">
            {messages.footer.links}
          </h2>
          <LinkList links={useSiteNav().footer} />
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="font-serif text-xl font-bold text-white">
            {messages.footer.social}
          </h2>
          <LinkList links={firm.social.map((s) => ({ ...s, external: true }))} />
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-7xl space-y-2 px-4 py-6 text-sm">
          <p>{words.disclaimer}</p>
          <p>{messages.footer.rights(new Date().getFullYear(), firm.legalName)}</p>
        </div>
      </div>
    </footer>
  );
}

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <ul className="mt-3 space-y-1">
      {links.map((link) => (
        <li key={link.href}>
          <NavLinkItem link={link} className="inline-block py-1.5 hover:text-accent" />
        </li>
      ))}
    </ul>
  );
}
