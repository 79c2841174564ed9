import { useEffect, useRef, useState } from "react";
import type { HomeContent } from "~/content/home";
import { HERO_VIDEO_SCRIPT } from "~/lib/inline-scripts";
import { useMessages } from "~/lib/page";
import { CallButton, FormLink } from "../call-button";
import { MotionToggle } from "./motion-toggle";
import { ReviewBadge } from "./review-badge";
import { SizedImg } from "./sized-image";

type Hero = HomeContent["hero"];

/** Visitors who prefer reduced motion: the video never starts by itself. */
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The home page hero. The poster <img> is in the server HTML with a high fetch priority
 * and paints first (it is the LCP). The self-hosted, muted video lies over it and loops.
 * Pages hydrate only after the load event, so the video is started by a small inline
 * script at the end of the section (HERO_VIDEO_SCRIPT, allowed by its hash in the CSP), and only
 * when the visitor does not prefer reduced motion; otherwise nothing is downloaded (the
 * markup has no source) and the poster stays. A button pauses and plays
 * it (WCAG 2.2.2); its name says what the video does before hydration too (the script
 * keeps it up to date). A change of the preference to reduced motion pauses the video.
 * See docs/decisions/0013-hero-video-and-other-engines.md.
 */
export function HeroVideo({ hero, heading }: { hero: Hero; heading: string }) {
  const messages = useMessages();
  const video = useRef<HTMLVideoElement>(null);
  // The server renders "paused": nothing moves until the inline script starts the video.
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    el.muted = true;
    const reduce = window.matchMedia(REDUCED_MOTION);
    // After hydration the script has already started it; after a client-side navigation
    // (React does not run the scripts it inserts) it starts here.
    if (el.paused && !reduce.matches) start(el);
    setPlaying(!el.paused);
    const onChange = () => {
      if (reduce.matches) el.pause();
    };
    reduce.addEventListener("change", onChange);
    return () => reduce.removeEventListener("change", onChange);
  }, []);

  function toggle() {
    const el = video.current;
    if (!el) return;
    // The play and pause events update the button. Pausing also cancels a start that is
    // still loading; playing with reduced motion loads the video now, as the visitor asked.
    if (!el.paused) el.pause();
    else start(el);
  }

  /** Gives the video its source if it has none yet, and plays it (as the inline script does). */
  function start(el: HTMLVideoElement) {
    if (!el.getAttribute("src")) el.src = el.canPlayType('video/webm; codecs="vp9"') ? hero.video.webm : hero.video.mp4;
    el.muted = true;
    el.play().catch(() => setPlaying(!el.paused));
  }

  const { attorney } = hero;
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate flex min-h-[max(34rem,calc(100svh-120px))] overflow-hidden bg-ink text-white"
    >
      <SizedImg
        image={hero.poster}
        sizes="100vw"
        priority="high"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      {/* The inline script gives the video its src before hydration (and changes the
          button's name and data-playing): React keeps what the script set. */}
      <video
        ref={video}
        // No source until the script (or the component) chooses one and plays it.
        data-webm={hero.video.webm}
        data-mp4={hero.video.mp4}
        suppressHydrationWarning
        muted
        playsInline
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        // The end of a loop pauses it for a moment: it is still playing.
        onPause={(event) => setPlaying(event.currentTarget.ended)}
        // Loops by starting again (WebKitGTK's own `loop` stalls on the last frame).
        onEnded={(event) => {
          event.currentTarget.currentTime = 0;
          start(event.currentTarget);
        }}
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-r from-black/90 via-black/70 to-black/35" />

      <div className="mx-auto flex w-full max-w-7xl flex-col justify-center gap-6 px-4 py-6 sm:gap-8 sm:px-6 sm:py-10 md:flex-row md:items-end md:justify-between md:pb-0">
        <div className="max-w-2xl md:self-center md:pb-10">
          <p className="text-sm font-bold uppercase tracking-widest text-accent">{hero.eyebrow}</p>
          <h1 id="hero-heading" className="mt-3 font-serif text-4xl font-bold leading-tight text-balance sm:text-5xl lg:text-6xl">
            {heading}
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-white/90 sm:mt-5 sm:text-xl">{hero.text}</p>
          <ReviewBadge count={hero.reviewCount} className="mt-5 sm:mt-6" />
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-7">
            <CallButton />
            <FormLink label={messages.formLink} />
          </div>
        </div>
        <figure className="flex items-center gap-4 md:block md:shrink-0">
          <SizedImg
            image={attorney.photo}
            priority
            className="h-28 w-auto rounded-lg bg-charcoal object-cover md:h-[min(34rem,calc(100svh-12rem))] md:rounded-none md:bg-transparent"
          />
          <figcaption className="md:sr-only">
            <span className="block font-serif text-lg font-bold">{attorney.name}</span>
            <span className="text-white/80">{attorney.role}</span>
          </figcaption>
        </figure>
      </div>

      <MotionToggle
        playing={playing}
        onToggle={toggle}
        labels={messages.motion.heroVideo}
        className="absolute bottom-3 right-3 size-11 bg-black/60 text-white ring-1 ring-white/30 hover:bg-black/80"
      />
      {/* Last in the section: it finds the video and the button before it. */}
      <script
        data-pause={messages.motion.heroVideo.pause}
        data-play={messages.motion.heroVideo.play}
        dangerouslySetInnerHTML={{ __html: HERO_VIDEO_SCRIPT }}
      />
    </section>
  );
}
