/** A desk list's page turns (decision 0092): Newer and Older, and back to the newest, as plain links (no
 * JavaScript needed; the cursor rides in the address). Nothing when the list fits one page. */
import { Link } from "react-router";

const link =
  "inline-flex min-h-11 items-center rounded border border-ink/30 bg-white px-3 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep";

export function PageLinks({ newer, older, first, label = "Pages" }: { newer: string | null; older: string | null; first?: string | null; label?: string }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap gap-3">
      {first && (
        <Link to={first} className={link}>
          Newest
        </Link>
      )}
      {newer && (
        <Link to={newer} className={link} rel="prev">
          ← Newer
        </Link>
      )}
      {older && (
        <Link to={older} className={link} rel="next">
          Older →
        </Link>
      )}
    </nav>
  );
}
