import { firmWords } from "~/content/firm";
import type { HomeContent } from "~/content/home";
import { useLang, useMessages } from "~/lib/page";
import { PhoneLink } from "../call-button";
import { ClockIcon, MapPinIcon, PhoneIcon } from "../icons";
import { OfficeAddress } from "../office-address";
import { EmbedFacade } from "./embed-facade";
import { Section, SectionHeading } from "./section";
import { SizedImg } from "./sized-image";

/** The Kent office: address, phone, hours, and a 450px map that loads when asked for. */
export function OfficeLocation({ office }: { office: HomeContent["office"] }) {
  const messages = useMessages();
  const lang = useLang();
  return (
    <Section labelledBy="office-heading">
      <div className="grid gap-10 lg:grid-cols-[22rem_1fr] lg:items-center">
        <div>
          <SectionHeading id="office-heading" heading={office.heading} intro={office.text} />
          <OfficeAddress className="mt-6 gap-3 text-lg" iconClassName="size-6 text-accent-deep" />
          <p className="mt-4 flex gap-3 text-lg">
            <PhoneIcon className="mt-1 size-6 shrink-0 text-accent-deep" />
            <PhoneLink className="font-bold underline decoration-accent-deep underline-offset-4 hover:text-accent-deep" />
          </p>
          <p className="mt-4 flex gap-3 text-lg">
            <ClockIcon className="mt-1 size-6 shrink-0 text-accent-deep" />
            <span>
              {firmWords[lang].phoneHours}
              <br />
              {firmWords[lang].officeHours}
            </span>
          </p>
          <a
            href={office.directionsUrl}
            target="_blank"
            rel="noopener"
            className="mt-6 inline-flex min-h-12 items-center rounded-md bg-ink px-6 py-3 font-bold text-white hover:bg-charcoal"
          >
            {messages.directions}
            <span className="sr-only">{` ${messages.newTab}`}</span>
          </a>
        </div>
        <EmbedFacade src={office.mapEmbedUrl} title={office.mapTitle} className="h-[450px] rounded-xl shadow-lg">
          <SizedImg image={office.mapImage} alt="" sizes="(min-width: 1024px) 50rem, 100vw" className="size-full object-cover" />
          <span className="absolute left-1/2 top-1/2 inline-flex min-h-12 -translate-x-1/2 -translate-y-1/2 items-center gap-2 rounded-md bg-ink px-6 py-3 font-bold text-white shadow-xl group-hover:bg-charcoal">
            <MapPinIcon className="size-5 text-accent" /> {messages.showMap}
            <span className="sr-only">{` ${office.mapButtonContext}`}</span>
          </span>
        </EmbedFacade>
      </div>
    </Section>
  );
}
