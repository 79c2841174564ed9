import { firm } from "~/content/firm";
import { useMessages } from "~/lib/page";
import { StarIcon } from "../icons";

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

/** Five stars with one accessible name. */
export function Stars({ label, className = "" }: { label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={`inline-flex gap-0.5 ${className}`}>
      {[0, 1, 2, 3, 4].map((i) => (
        <StarIcon key={i} className="size-5" />
      ))}
    </span>
  );
}
