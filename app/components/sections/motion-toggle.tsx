import { PauseIcon, PlayIcon } from "../icons";

/** The pause/play button of anything that moves on its own (WCAG 2.2.2). */
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
      className={`inline-flex items-center justify-center rounded-full ${className}`}
    >
      {playing ? <PauseIcon className={iconClassName} /> : <PlayIcon className={iconClassName} />}
    </button>
  );
}
