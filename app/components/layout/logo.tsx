import logoSvg from "../../../public/images/logo.svg?raw";

/** The drawing inside the generated logo file (scripts/art/generate.sh), without its <svg>. */
const drawing = logoSvg.slice(logoSvg.indexOf(">") + 1, logoSvg.lastIndexOf("</svg>"));

/**
 * The firm's logo, inline: an <img> of an SVG file is a document of its own, which the
 * browser fetches, parses and lays out apart from the page; inline it paints with the
 * header's first frame. The same file is served at /images/logo.svg (structured data).
 * React leaves the drawing as the server sent it (no element of it is hydrated).
 */
export function Logo({ label, className }: { label: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 220 48"
      width="220"
      height="48"
      role="img"
      aria-label={label}
      className={className}
      dangerouslySetInnerHTML={{ __html: drawing }}
    />
  );
}
