import { useEffect, useRef, useState } from "react";
import type { Testimonial } from "~/content/types";
import { useMessages } from "~/lib/page";
import { MotionToggle } from "./motion-toggle";
import { Stars } from "./review-badge";

/** Keep in step with the CSS rotation in app.css. */
const ROTATE_MS = 5000;

/** The testimonial carousel (WAI-ARIA APG pattern); hover, focus, pause and reduced motion stop it.
 * Until the page hydrates, and without JavaScript, a CSS animation rotates the slides
 * (`.carousel-css` in app.css); the component then takes over at the slide it reached. */
export function TestimonialCarousel({ heading, items }: { heading: string; items: readonly Testimonial[] }) {
  const messages = useMessages();
  const [index, setIndex] = useState(0);
  // CSS rotates the slides until the component is interactive.
  const [cssMode, setCssMode] = useState(true);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !cssMode && playing && !hovered && !focused;
  const slides = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const time = slides.current?.querySelector(".carousel-slide")?.getAnimations()[0]?.currentTime;
    if (!reduce && typeof time === "number") setIndex(Math.floor(time / ROTATE_MS) % items.length);
    setPlaying(!reduce);
    setCssMode(false);
  }, [items.length]);

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % items.length), ROTATE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, items.length]);

  return (
    <section
      aria-labelledby="testimonials-heading"
      aria-roledescription="carousel"
      className={`bg-paper text-ink ${cssMode ? "carousel-css" : ""}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id="testimonials-heading" className="font-serif text-3xl font-bold sm:text-4xl">
          {heading}
        </h2>
        <span aria-hidden="true" className="mx-auto mt-4 block h-1 w-16 rounded bg-accent" />

        <div ref={slides} className="mt-8 grid" aria-live={rotating || cssMode ? "off" : "polite"} aria-atomic="false">
          {items.map((t, i) => (
            <div
              key={t.name}
              role="group"
              aria-roledescription="slide"
              aria-label={messages.carousel.slide(i + 1, items.length)}
              aria-hidden={cssMode || i === index ? undefined : true}
              inert={!cssMode && i !== index}
              className={`carousel-slide col-start-1 row-start-1 transition-opacity duration-500 ${i === index ? "opacity-100" : "invisible opacity-0"}`}
            >
              <figure>
                <Stars label={messages.reviews.stars} className="mx-auto block text-accent-deep" />
                <blockquote className="mt-5 font-serif text-xl leading-relaxed text-balance sm:text-2xl">
                  <p>{`“${t.quote}”`}</p>
                </blockquote>
                <figcaption className="mt-5">
                  <span className="block text-lg font-bold">{t.name}</span>
                  <span className="text-muted">{t.caseLabel}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>

        <div className="mt-8 flex items-center justify-center gap-4">
          <MotionToggle
            playing={playing}
            onToggle={() => {
              if (!playing) {
                setHovered(false);
                setFocused(false);
              }
              setPlaying(!playing);
            }}
            labels={messages.motion.testimonials}
            className="size-11 bg-ink text-white hover:bg-charcoal"
          />
          <ul className="flex gap-1">
            {items.map((t, i) => (
              <li key={t.name}>
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={messages.carousel.dot(i + 1, items.length)}
                  aria-current={!cssMode && i === index ? "true" : undefined}
                  className="group inline-flex size-11 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`carousel-dot block size-3.5 rounded-full border-2 border-ink transition-colors ${i === index ? "bg-ink" : "bg-transparent group-hover:bg-ink/40"}`}
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
