import { useMessages } from "~/lib/page";
import type { EmbeddedVideo } from "~/content/types";
import { PlayIcon } from "../icons";
import { EmbedFacade } from "./embed-facade";
import { SizedImg } from "./sized-image";

/** A video that loads its player only when the visitor presses play. */
export function VideoFacade({ video }: { video: EmbeddedVideo }) {
  const messages = useMessages();
  const separator = video.embedUrl.includes("?") ? "&" : "?";
  return (
    <figure>
      <EmbedFacade src={`${video.embedUrl}${separator}autoplay=1`} title={messages.video.frameTitle(video.title)} className="aspect-video rounded-xl shadow-lg">
        <span className="sr-only">{messages.video.play(video.title)}</span>
        <SizedImg image={video.poster} alt="" sizes="(min-width: 768px) 40rem, 100vw" className="size-full object-cover" />
        <span aria-hidden="true" className="absolute inset-0 bg-black/25 transition-colors group-hover:bg-black/10" />
        <span
          aria-hidden="true"
          className="absolute left-1/2 top-1/2 inline-flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-accent text-ink shadow-xl transition-transform group-hover:scale-110"
        >
          <PlayIcon className="ml-1 size-8" />
        </span>
        <span className="absolute bottom-3 right-3 rounded bg-black/75 px-2 py-0.5 text-sm font-semibold text-white">{video.duration}</span>
      </EmbedFacade>
      <figcaption className="mt-3 text-lg font-semibold">{video.title}</figcaption>
    </figure>
  );
}
