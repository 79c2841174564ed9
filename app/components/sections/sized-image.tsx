import type { SizedImage } from "~/content/types";

/**
 * An <img> with its intrinsic width and height (no layout shift), a smaller file for
 * narrow screens when the content has one, and lazy loading unless it is above the fold.
 */
export function SizedImg({
  image,
  sizes,
  priority = false,
  className = "",
  alt = image.alt,
}: {
  image: SizedImage;
  /** The slot's rendered width, for the browser's choice between the two files. */
  sizes?: string;
  /** Above the fold: load eagerly; `"high"` also raises its fetch priority (the LCP image). */
  priority?: boolean | "high";
  className?: string;
  alt?: string;
}) {
  const srcSet = image.small ? `${image.small.src} ${image.small.width}w, ${image.src} ${image.width}w` : undefined;
  return (
    <img
      src={image.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority === "high" ? "high" : undefined}
      className={className}
    />
  );
}
