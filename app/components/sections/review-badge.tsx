import { firm } from "~/content/firm";
import { useMessages } from "~/lib/page";

/** "5.0 ★★★★★ 350+ five-star reviews": the count differs between home and other pages. */
export function ReviewBadge({ count, className = "" }: { count: string; className?: string }) {
  const messages = useMessages();
  return (
    <p
      className={`inline-flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl sm:rounded-full bg-black/55 px-4 py-2 text-white ring-1 ring-white/20 backdrop-blur-sm ${className}`}
    >
      <span className="text-2xl font-bold leading-none">{firm.reviews.rating}</span>
      <Stars className="text-accent" label={messages.reviews.rating(firm.reviews.rating)} />
      <span className="font-semibold">{messages.reviews.count(count)}</span>
    </p>
  );
}

/** One star (24 units wide), drawn from its top point with relative moves only. */
const STAR = "l3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2 1.2-6.8-5-4.9 6.9-1z";
/** Five stars 2.4 units apart in one path: one element for the page to lay out and hydrate. */
const FIVE_STARS = `M12 2${STAR}${`m26.4 0${STAR}`.repeat(4)}`;

/** Five stars with one accessible name, 20 px high. */
export function Stars({ label, className = "" }: { label: string; className?: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 129.6 24" width="108" height="20" fill="currentColor" className={className}>
      <path d={FIVE_STARS} />
    </svg>
  );
}
