import type { SizedImage } from "~/content/types";

/** A transparent pixel: what an image shown only on wider screens loads on a phone. */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * An <img> with its intrinsic width and height (no layout shift), a smaller file for
 * narrow screens when the content has one, and lazy loading unless it is above the fold.
 * With `media`, the image is fetched only where that media query matches (an image the
 * layout hides on phones is then not downloaded there).
 */
export function SizedImg({
  image,
  sizes,
  priority = false,
  className = "",
  alt = image.alt,
  media,
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
}) {
  const srcSet = image.small ? `${image.small.src} ${image.small.width}w, ${image.src} ${image.width}w` : undefined;
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
      fetchPriority={priority === "high" ? "high" : undefined}
      className={className}
    />
  );
  if (!media) return img;
  return (
    <picture className="contents">
      <source media={media} srcSet={srcSet ?? image.src} sizes={srcSet ? sizes : undefined} width={image.width} height={image.height} />
      {img}
    </picture>
  );
}
