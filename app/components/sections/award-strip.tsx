import { useState } from "react";
import type { Award } from "~/content/types";
import { useMessages } from "~/lib/page";
import { MotionToggle } from "./motion-toggle";

/** The scrolling strip of award logos, rendered twice so the CSS animation loops seamlessly;
 * the copy is hidden from assistive technology (alt=""). */
export function AwardStrip({ label, items }: { label: string; items: Award[] }) {
  const messages = useMessages();
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
            // One file for all ten: one request and one SVG document. Not lazy: a lazy logo
            // would start loading only as it scrolls in (a blank slot).
            fetchPriority="low"
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
      <MotionToggle
        playing={!paused}
        onToggle={() => setPaused((p) => !p)}
        labels={messages.motion.awards}
        className="marquee-toggle absolute bottom-1 right-2 size-8 bg-ink/80 text-white hover:bg-ink"
        iconClassName="size-4"
      />
    </section>
  );
}
