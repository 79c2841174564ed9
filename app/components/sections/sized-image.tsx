import { preload } from "react-dom";
import type { SizedImage } from "~/content/types";

/** A transparent pixel: what an image shown only on wider screens loads on a phone. */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * An <img> with its intrinsic width and height (no layout shift), a smaller file for
 * narrow screens when the content has one, and lazy loading unless it is above the fold.
 * With `media`, the image is fetched only where that media query matches (an image the
 * layout hides on phones is then not downloaded there). With `smallMedia`, the small file
 * is the one shown wherever that media query matches, whatever the screen's density.
 */
export function SizedImg({
  image,
  sizes,
  priority = false,
  className = "",
  alt = image.alt,
  media,
  smallMedia,
}: {
  image: SizedImage;
  /** The slot's rendered width, for the browser's choice between the two files. */
  sizes?: string;
  /** Above the fold: load eagerly; `"high"` also raises its fetch priority (the LCP image). */
  priority?: boolean | "high";
  className?: string;
  alt?: string;
  /** Where the image is shown at all, e.g. "(min-width: 768px)". */
  media?: string;
  /** Where the small file is shown instead of the large one, chosen by this media query
   * rather than by the width a screen's density asks for: for an image that must match
   * something else chosen the same way (the home hero's poster is the first frame of the
   * video, and phones get the small copy of the video). Not together with `media`. */
  smallMedia?: string;
}) {
  const { small } = image;
  const srcSet = small && !smallMedia ? `${small.src} ${small.width}w, ${image.src} ${image.width}w` : undefined;
  const fetchPriority = priority === "high" ? "high" : undefined;
  const img = (
    <img
      src={media ? NOTHING : image.src}
      srcSet={media ? undefined : srcSet}
      sizes={srcSet && !media ? sizes : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={fetchPriority}
      className={className}
    />
  );
  // The <source> of a <picture>: the small file where `smallMedia` matches, or the image
  // itself where `media` does; a plain <img> needs none.
  let source: React.ComponentProps<"source"> | undefined;
  if (smallMedia && small) {
    const smallHeight = Math.round((image.height * small.width) / image.width);
    source = { media: smallMedia, srcSet: small.src, width: small.width, height: smallHeight };
    // React does not preload an <img> inside a <picture> (a <source> may replace it), so an
    // above-the-fold one preloads each file where it is shown: a phone fetches only the
    // small file, a wider screen only the large one.
    if (priority) {
      preload(small.src, { as: "image", media: smallMedia, fetchPriority });
      preload(image.src, { as: "image", media: `not all and ${smallMedia}`, fetchPriority });
    }
  } else if (media) {
    source = { media, srcSet: srcSet ?? image.src, sizes: srcSet ? sizes : undefined, width: image.width, height: image.height };
  }
  if (!source) return img;
  return (
    <picture className="contents">
      <source {...source} />
      {img}
    </picture>
  );
}
