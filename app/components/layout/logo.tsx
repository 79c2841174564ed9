import logoSvg from "../../../public/images/logo.svg?raw";

/** The drawing inside the generated logo file (scripts/art/generate.sh), without its <svg>. */
const drawing = logoSvg.slice(logoSvg.indexOf(">") + 1, logoSvg.lastIndexOf("</svg>"));

/** The firm's logo, inline: an SVG <img> is a document of its own to fetch and lay out;
 * inline, it paints with the header's first frame. */
export function Logo({ label, className }: { label: string; className?: string }) {
  return <svg viewBox="0 0 220 48" width="220" height="48" role="img" aria-label={label} className={className} dangerouslySetInnerHTML={{ __html: drawing }} />;
}
