import { useEffect, useRef, useState } from "react";
import type { HomeContent } from "~/content/home";
import { CallButton, FormLink } from "../call-button";
import { PauseIcon, PlayIcon } from "../icons";
import { ReviewBadge } from "./review-badge";
import { SizedImg } from "./sized-image";

type Hero = HomeContent["hero"];

/**
 * The home page hero. The poster <img> is in the server HTML with a high fetch priority
 * and paints first (it is the LCP); the self-hosted, muted, looping video fades in over
 * it only once it plays. It is started from a small effect, never with an autoplay
 * attribute, and not at all for visitors who prefer reduced motion or save data. A
 * button pauses it (WCAG 2.2.2).
 */
export function HeroVideo({ hero, heading, formHref }: { hero: Hero; heading: string; formHref: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    el.muted = true;
    setReady(true);
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)");
    const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
    const apply = () => {
      if (reduce.matches || saveData) el.pause();
      else el.play().catch(() => {});
    };
    apply();
    reduce.addEventListener("change", apply);
    return () => reduce.removeEventListener("change", apply);
  }, []);

  function toggle() {
    const el = video.current;
    if (!el) return;
    if (el.paused) el.play().catch(() => {});
    else el.pause();
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
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className={`absolute inset-0 -z-20 size-full object-cover transition-opacity duration-700 ${playing ? "opacity-100" : "opacity-0"}`}
      >
        <source src={hero.video.webm} type="video/webm" />
        <source src={hero.video.mp4} type="video/mp4" />
      </video>
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-r from-black/90 via-black/70 to-black/35" />

      <div className="mx-auto flex w-full max-w-7xl flex-col justify-center gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-end md:justify-between md:pb-0">
        <div className="max-w-2xl md:self-center md:pb-10">
          <p className="text-sm font-bold uppercase tracking-widest text-accent">{hero.eyebrow}</p>
          <h1 id="hero-heading" className="mt-3 font-serif text-4xl font-bold leading-tight text-balance sm:text-5xl lg:text-6xl">
            {heading}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/90 sm:text-xl">{hero.text}</p>
          <ReviewBadge count={hero.reviewCount} className="mt-6" />
          <div className="mt-7 flex flex-wrap gap-3">
            <CallButton label={hero.callLabel} />
            <FormLink href={formHref} label={hero.formLabel} />
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

      {ready && (
        <button
          type="button"
          onClick={toggle}
          className="absolute bottom-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-white ring-1 ring-white/30 hover:bg-black/80"
          aria-label={playing ? "Pause background video" : "Play background video"}
        >
          {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
        </button>
      )}
    </section>
  );
}
