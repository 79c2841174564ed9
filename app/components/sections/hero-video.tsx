import { useEffect, useRef, useState } from "react";
import type { HomeContent } from "~/content/home";
import { useMessages } from "~/lib/page";
import { whenIdle } from "~/lib/when-idle";
import { CallButton, FormLink } from "../call-button";
import { MotionToggle } from "./motion-toggle";
import { ReviewBadge } from "./review-badge";
import { SizedImg } from "./sized-image";

type Hero = HomeContent["hero"];

/** Visitors who prefer reduced motion: the video never starts by itself. */
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
/** Below Tailwind's `md`: the phone copy of the video. */
const PHONE = "(max-width: 767px)";

/** The home hero: the poster (the video's first frame) paints first; the video is added once
 * the page is interactive, so it never competes with the first load. */
export function HeroVideo({ hero, heading }: { hero: Hero; heading: string }) {
  const messages = useMessages();
  const video = useRef<HTMLVideoElement>(null);
  // Even without a source, a <video>'s first layout is dear: it is added only to play.
  const [inserted, setInserted] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const reduce = window.matchMedia(REDUCED_MOTION);
    const start = () => !reduce.matches && setInserted(true);
    const cancel = reduce.matches ? undefined : whenIdle(start, { timeout: 2000, fallbackDelay: 200 });
    const onChange = () => {
      if (reduce.matches) video.current?.pause();
    };
    reduce.addEventListener("change", onChange);
    return () => {
      cancel?.();
      reduce.removeEventListener("change", onChange);
    };
  }, []);

  // Once inserted (by the idle start, or by the button), it plays.
  useEffect(() => {
    if (inserted && video.current) start(video.current);
  }, [inserted]);

  function toggle() {
    const el = video.current;
    // Pausing also cancels a start still loading; with reduced motion, play loads it now.
    if (!el) setInserted(true);
    else if (!el.paused) el.pause();
    else start(el);
  }

  /** Gives the video its source if it has none yet (the WebM where the browser plays VP9,
   * else the MP4; the phone copy on a phone), and plays it. */
  function start(el: HTMLVideoElement) {
    if (!el.getAttribute("src")) {
      const files = window.matchMedia(PHONE).matches ? hero.video.phone : hero.video;
      el.src = el.canPlayType('video/webm; codecs="vp9"') ? files.webm : files.mp4;
    }
    el.muted = true;
    el.play().catch(() => setPlaying(!el.paused));
  }

  /** Plays it again from the start: the loop. */
  function restart(el: HTMLVideoElement) {
    el.currentTime = 0;
    start(el);
  }

  const { attorney } = hero;
  return (
    <section aria-labelledby="hero-heading" className="relative isolate flex min-h-[max(34rem,calc(100svh-120px))] overflow-hidden bg-ink text-white">
      <SizedImg image={hero.poster} smallMedia={PHONE} priority="high" className="absolute inset-0 -z-20 size-full object-cover" />
      {inserted && (
        <video
          ref={video}
          // No source until start() chooses one.
          muted
          playsInline
          aria-hidden="true"
          tabIndex={-1}
          onPlay={() => setPlaying(true)}
          // The end of a loop pauses it for a moment: it is still playing.
          onPause={(event) => setPlaying(event.currentTarget.ended)}
          // Loops by starting again (WebKitGTK's own `loop` stalls on the last frame).
          onEnded={(event) => restart(event.currentTarget)}
          // WebKitGTK sometimes stalls on the last frame without `ended`: that is the end too.
          onStalled={(event) => {
            const el = event.currentTarget;
            if (!el.paused && el.duration - el.currentTime < 0.1) restart(el);
          }}
          className="absolute inset-0 -z-20 size-full object-cover"
        />
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-r from-black/90 via-black/70 to-black/35" />

      {/* On phones the text starts at the top and the portrait keeps to the bottom: a page
          painted before all of its HTML arrived shows the text's start where it will stay
          (centred, it would move up as the rest arrived). See decision 0038. */}
      <div className="mx-auto flex w-full max-w-7xl flex-col justify-between gap-6 px-4 py-6 sm:gap-8 sm:px-6 sm:py-10 md:flex-row md:items-end md:pb-0">
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
