import { useState } from "react";
import type { Award } from "~/content/types";
import { PauseIcon, PlayIcon } from "../icons";

/**
 * The scrolling strip of award logos. The list is rendered twice so the CSS animation
 * loops seamlessly; the copy is hidden from assistive technology (alt=""). The strip
 * stops on hover and focus, with the pause button, and for reduced motion (app.css).
 */
export function AwardStrip({ label, items }: { label: string; items: Award[] }) {
  const [paused, setPaused] = useState(false);
  const list = (copy: boolean) => (
    <ul className="marquee-list flex shrink-0 items-center gap-10 pr-10" aria-hidden={copy || undefined}>
      {items.map((award) => (
        <li key={award.src} className="shrink-0">
          <img
            src={award.src}
            alt={copy ? "" : award.alt}
            width={award.width}
            height={award.height}
            loading="lazy"
            decoding="async"
            className="h-16 w-auto sm:h-20"
          />
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-label={label} className="relative border-b border-black/10 bg-white py-8">
      <div className="marquee overflow-hidden" data-paused={paused || undefined}>
        <div className="marquee-track flex w-max">
          {list(false)}
          {list(true)}
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused((p) => !p)}
        className="marquee-toggle absolute bottom-1 right-2 inline-flex size-8 items-center justify-center rounded-full bg-ink/80 text-white hover:bg-ink"
        aria-label={paused ? "Play award logos" : "Pause award logos"}
      >
        {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
      </button>
    </section>
  );
}
