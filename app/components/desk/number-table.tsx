/** A table that may scroll sideways on a phone: the box takes the keyboard's focus, so it is a region,
 * named apart from its section (two regions of one name are one landmark twice, axe's landmark-unique). */
export function TableScroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="mt-3 overflow-x-auto rounded border border-ink/15 bg-white focus-visible:outline-2 focus-visible:outline-accent-deep" tabIndex={0} role="region" aria-label={`Table: ${label}`}>
      {children}
    </div>
  );
}

/** A desk table's cells: text, and numbers aligned on their digits. */
export const cell = "border-b border-ink/10 px-2 py-1.5 text-left";
export const num = "border-b border-ink/10 px-2 py-1.5 text-right tabular-nums";
