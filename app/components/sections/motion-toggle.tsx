import { PauseIcon, PlayIcon } from "../icons";

/**
 * The pause/play button of anything that moves on its own (WCAG 2.2.2). The server
 * renders it as "pause" (the usual case); for visitors who prefer reduced motion nothing
 * moves, so app.css keeps it out of sight until hydration gives it the right label.
 */
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
      className={`motion-toggle inline-flex items-center justify-center rounded-full ${className}`}
    >
      {playing ? <PauseIcon className={iconClassName} /> : <PlayIcon className={iconClassName} />}
    </button>
  );
}
