import { useEffect, useRef, useState } from "react";
import type { HomeContent } from "~/content/home";
import { useMessages } from "~/lib/page";
import { CallButton, FormLink } from "../call-button";
import { MotionToggle } from "./motion-toggle";
import { ReviewBadge } from "./review-badge";
import { SizedImg } from "./sized-image";

type Hero = HomeContent["hero"];

/** The video's sources apply only when motion is welcome: for visitors who prefer reduced
 * motion no source matches, so nothing is downloaded or played and the poster stays. */
const MOTION_OK = "(prefers-reduced-motion: no-preference)";

/**
 * The home page hero. The poster <img> is in the server HTML with a high fetch priority
 * and paints first (it is the LCP). The self-hosted, muted, looping video lies over it
 * and starts by itself as soon as it can, before the page hydrates, but only when the
 * visitor does not prefer reduced motion (its sources carry that media query). A button
 * pauses and plays it (WCAG 2.2.2); after hydration a change of the preference pauses it.
 */
export function HeroVideo({ hero, heading }: { hero: Hero; heading: string }) {
  const messages = useMessages();
  const video = useRef<HTMLVideoElement>(null);
  // The server assumes the usual case (playing); the effect reads the element's real state.
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    el.muted = true;
    setPlaying(!el.paused || (el.autoplay && Boolean(el.currentSrc) && el.readyState < 3));
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
    const onChange = () => {
      if (reduce.matches) el.pause();
    };
    reduce.addEventListener("change", onChange);
    return () => reduce.removeEventListener("change", onChange);
  }, []);

  function toggle() {
    const el = video.current;
    if (!el) return;
    if (playing) {
      // Also cancels an autoplay that has not started yet.
      el.pause();
      setPlaying(false);
      return;
    }
    // Reduced motion: no source was chosen; the visitor asked, so load one now.
    if (!el.currentSrc) el.src = el.canPlayType("video/webm") ? hero.video.webm : hero.video.mp4;
    setPlaying(true);
    el.play().catch(() => setPlaying(false));
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
      <video
        ref={video}
        autoPlay
        muted
        loop
        playsInline
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="absolute inset-0 -z-20 size-full object-cover"
      >
        <source src={hero.video.webm} type="video/webm" media={MOTION_OK} />
        <source src={hero.video.mp4} type="video/mp4" media={MOTION_OK} />
      </video>
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
    </section>
  );
}
