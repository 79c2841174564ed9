import type { HomeContent } from "~/content/home";
import { useMessages } from "~/lib/page";

/** The black band under the hero: the yearly top-lawyer honor and the attorney's mantra. */
export function HonorBand({ honor }: { honor: HomeContent["honor"] }) {
  const messages = useMessages();
  return (
    <section aria-labelledby="honor-heading" className="border-y border-accent/40 bg-black text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="honor-heading" className="font-serif text-2xl font-bold leading-snug text-balance sm:text-3xl">
            {honor.heading}
          </h2>
          <p className="mt-3 leading-relaxed text-white/85">{honor.text}</p>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label={messages.yearsHonored}>
            {honor.years.map((year) => (
              <li key={year} className="rounded border border-accent px-3 py-1 font-bold tabular-nums text-accent">
                {year}
              </li>
            ))}
          </ul>
        </div>
        <figure className="border-l-4 border-accent pl-6">
          <blockquote className="font-serif text-2xl italic leading-snug sm:text-3xl">
            <p>{`“${honor.mantra}”`}</p>
          </blockquote>
          <figcaption className="mt-4 font-semibold text-accent">{honor.mantraBy}</figcaption>
        </figure>
      </div>
    </section>
  );
}
