import { preload } from "react-dom";
import type { SizedImage } from "~/content/types";

/** A transparent pixel: what an image shown only on wider screens loads on a phone. */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** An <img> with its intrinsic size (no layout shift), a smaller file for narrow screens,
 * and lazy unless above the fold; `media` keeps a hidden image from being downloaded. */
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
  /** Where the small file is shown, by media query rather than density: for an image that
   * must match something chosen so (the hero's poster and the phone video). Not with `media`. */
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
    // React does not preload an <img> inside a <picture>, so each file is preloaded where shown.
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
