import { Link } from "react-router";

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the page itself. */
  path?: string;
}

/** Where a page sits (Home › Legal Resources › the article); BreadcrumbList in its structured data says the same. */
export function Breadcrumbs({ label, crumbs, className = "" }: { label: string; crumbs: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label={label} className={className}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {crumbs.map((crumb, i) => (
          <li key={crumb.label} className="inline-flex items-center gap-2">
            {i > 0 && <span aria-hidden="true">›</span>}
            {crumb.path ? (
              <Link to={crumb.path} className="inline-block py-1.5 underline decoration-accent underline-offset-4 hover:text-accent">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
