import { PauseIcon, PlayIcon } from "../icons";

/** The pause/play button of anything that moves on its own (WCAG 2.2.2). Before hydration,
 * app.css hides a "pause" button from visitors who prefer reduced motion: nothing moves for them. */
export function MotionToggle({
  playing,
  onToggle,
  labels,
  className,
  iconClassName = "size-5",
}: {
  playing: boolean;
  onToggle: () => void;
  labels: { pause: string; play: string };
  /** Position, size and colours. */
  className: string;
  iconClassName?: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={playing ? labels.pause : labels.play}
      data-playing={playing}
      className={`motion-toggle group inline-flex items-center justify-center rounded-full ${className}`}
    >
      <PauseIcon className={`${iconClassName} group-data-[playing=false]:hidden`} />
      <PlayIcon className={`${iconClassName} group-data-[playing=true]:hidden`} />
    </button>
  );
}
