import { useEffect, useRef, useState } from "react";

/** A click-to-load facade for a third-party embed: nothing third-party is requested until
 * the visitor presses the button; then the iframe takes its place and the focus. */
export function EmbedFacade({
  src,
  title,
  children,
  className,
}: {
  /** The iframe's address. */
  src: string;
  /** The iframe's accessible title. */
  title: string;
  /** What the button shows (a still image, an icon) and its name (text, visible or sr-only). */
  children: React.ReactNode;
  /** Size and shape of the frame; the iframe and the button fill it. */
  className: string;
}) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);
  return (
    <div className={`relative overflow-hidden bg-charcoal ${className}`}>
      {loaded ? (
        <iframe
          ref={frame}
          src={src}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button type="button" onClick={() => setLoaded(true)} className="group absolute inset-0 size-full cursor-pointer">
          {children}
        </button>
      )}
    </div>
  );
}
