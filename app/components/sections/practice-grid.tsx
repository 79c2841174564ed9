import { Link } from "react-router";
import type { HomeContent } from "~/content/home";
import { practicePath } from "~/lib/addresses";
import { useLang } from "~/lib/page";
import { ArrowRightIcon } from "../icons";
import { Section, SectionHeading } from "./section";
import { SizedImg } from "./sized-image";
import { VideoFacade } from "./video-facade";

/** The practice-area tiles (each links to its Kent practice page) and two videos. */
export function PracticeGrid({ content }: { content: HomeContent["practiceAreas"] }) {
  const lang = useLang();
  const tiles = content.tiles.map((tile) => ({ title: tile.name, href: practicePath(tile.slug, lang), image: tile.image }));
  return (
    <Section labelledBy="practice-heading">
      <SectionHeading id="practice-heading" heading={content.heading} intro={content.intro} center />
      <ul className="mt-12 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Link to={tile.href} className="group relative block aspect-[640/426] overflow-hidden rounded-xl bg-charcoal shadow-md">
              {/* The title comes first so the link is named by it, then by the picture. */}
              <span className="absolute inset-x-0 bottom-0 z-10 flex items-center justify-between gap-2 p-3 font-serif text-base font-bold text-white sm:p-4 sm:text-xl">
                {tile.title}
                <ArrowRightIcon className="size-5 shrink-0 text-accent transition-transform group-hover:translate-x-1" />
              </span>
              <SizedImg
                image={tile.image}
                sizes="(min-width: 1024px) 20rem, 50vw"
                className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
              <span aria-hidden="true" className="absolute inset-0 bg-linear-to-t from-black/90 via-black/35 to-transparent" />
            </Link>
          </li>
        ))}
      </ul>

      <h3 className="mt-16 text-center font-serif text-2xl font-bold sm:text-3xl">{content.videosHeading}</h3>
      <div className="mt-8 grid gap-8 md:grid-cols-2">
        {content.videos.map((video) => (
          <VideoFacade key={video.embedUrl} video={video} />
        ))}
      </div>
    </Section>
  );
}
