import { firm } from "~/content/firm";
import { useMessages } from "~/lib/page";
import type { SizedImage } from "~/content/types";
import { CallButton, FormLink } from "../call-button";
import { CheckIcon } from "../icons";
import { ReviewBadge } from "./review-badge";
import { SizedImg } from "./sized-image";

/** The hero of practice, city and attorney pages. Its picture (background, side image or
 * portrait) is the page's largest paint, so it loads first. */
export function PageHero({
  eyebrow,
  heading,
  tagline,
  text,
  background,
  side,
  portrait,
}: {
  eyebrow?: string;
  heading: string;
  tagline?: string;
  text: string;
  background?: SizedImage;
  side?: SizedImage;
  portrait?: SizedImage;
}) {
  const messages = useMessages();
  return (
    <section aria-labelledby="page-heading" className="relative isolate overflow-hidden bg-ink text-white">
      {background && (
        <>
          <SizedImg image={background} alt="" sizes="100vw" priority="high" className="absolute inset-0 -z-20 size-full object-cover" />
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-r from-black/90 via-black/75 to-black/45" />
        </>
      )}
      <div
        className={`mx-auto flex max-w-7xl flex-col gap-10 px-4 sm:px-6 md:flex-row md:items-center md:justify-between ${portrait ? "pt-14 md:pt-16" : "py-14 md:py-20"}`}
      >
        <div className={`max-w-2xl ${portrait ? "md:pb-16" : ""}`}>
          {eyebrow && <p className="text-sm font-bold uppercase tracking-widest text-accent">{eyebrow}</p>}
          <h1 id="page-heading" className="mt-3 font-serif text-4xl font-bold leading-tight text-balance sm:text-5xl">
            {heading}
          </h1>
          {tagline && <p className="mt-3 font-serif text-xl italic text-accent sm:text-2xl">{tagline}</p>}
          <p className="mt-5 text-lg leading-relaxed text-white/90">{text}</p>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 font-semibold text-white">
            {messages.promises.map((promise) => (
              <li key={promise} className="inline-flex items-center gap-1.5 whitespace-nowrap">
                <CheckIcon className="size-4 text-accent" />
                {promise}
              </li>
            ))}
          </ul>
          <ReviewBadge count={firm.reviews.count} className="mt-6" />
          <div className="mt-7 flex flex-wrap gap-3">
            <CallButton />
            <FormLink label={messages.formLink} />
          </div>
        </div>
        {side && (
          <SizedImg
            image={side}
            priority="high"
            media="(min-width: 768px)"
            sizes="28rem"
            className="hidden aspect-[640/426] w-full max-w-md rounded-xl object-cover shadow-2xl ring-1 ring-white/15 md:block"
          />
        )}
        {portrait && <SizedImg image={portrait} priority="high" sizes="(min-width: 768px) 22rem, 16rem" className="mx-auto w-64 self-end md:mx-0 md:w-88" />}
      </div>
    </section>
  );
}
