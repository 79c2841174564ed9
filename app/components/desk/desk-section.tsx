/** A titled part of a desk page: a section named by its own heading (for screen readers' lists of regions). */
export function DeskSection({ id, title, className = "mt-6", children }: { id: string; title: string; className?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
