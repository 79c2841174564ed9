import { Link } from "react-router";
import { firm, firmWords, officeAddressLines, telHref } from "~/content/firm";
import { navigation } from "~/content/navigation";
import { useLang, useMessages } from "~/lib/page";
import { MapPinIcon, PhoneIcon } from "../icons";

/** The footer on every page: office, phone, links, social profiles and the disclaimer. */
export function SiteFooter() {
  const messages = useMessages();
  const lang = useLang();
  const words = firmWords[lang];
  const [street, cityLine] = officeAddressLines();
  return (
    <footer className="bg-ink text-white/85">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-office">
          <h2 id="footer-office" className="font-serif text-xl font-bold text-white">
            {messages.footer.office}
          </h2>
          <address className="mt-3 flex gap-2 not-italic leading-relaxed">
            <MapPinIcon className="mt-1 size-5 shrink-0 text-accent" />
            <span>
              {firm.brands.primary}
              <br />
              {street}
              <br />
              {cityLine}
            </span>
          </address>
          <a href={telHref} className="mt-3 inline-flex min-h-11 items-center gap-2 font-bold text-white hover:text-accent">
            <PhoneIcon className="size-5 text-accent" /> {firm.phone.plain}
          </a>
          <p className="mt-1 text-sm">{words.phoneHours}</p>
          <p className="mt-1 text-sm">{words.officeHours}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-serif text-xl font-bold text-white">
            {messages.footer.links}
          </h2>
          <ul className="mt-3 space-y-1">
            {navigation(lang).footer.map((l) => (
              <li key={l.href}>
                <Link to={l.href} className="inline-block py-1.5 hover:text-accent">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="font-serif text-xl font-bold text-white">
            {messages.footer.social}
          </h2>
          <ul className="mt-3 space-y-1">
            {firm.social.map((s) => (
              <li key={s.href}>
                <a href={s.href} target="_blank" rel="noopener" className="inline-block py-1.5 hover:text-accent">
                  {s.label}
                  <span className="sr-only">{` ${messages.newTab}`}</span>
                </a>
              </li>
            ))}
          </ul>
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
