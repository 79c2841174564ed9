/** The intake desk's frame: who is signed in (the verified Access identity), the way back to the inbox.
 * Private (worker/desk-access.ts answers the unverified with a 403 before React Router) and never indexed. */
import { Link, Outlet } from "react-router";
import { staffOf } from "~/lib/desk-post.server";
import { ACCESS_LOGOUT_PATH } from "~/desk/paths";
import type { Route } from "./+types/layout";

export function loader({ context }: Route.LoaderArgs) {
  // Access's logout on the site's own host: Cloudflare answers it at the edge (locally the
  // Worker passes it on to the Access stand-in: worker/access-logout.ts).
  return { email: staffOf(context).email, signOut: ACCESS_LOGOUT_PATH };
}

export const meta: Route.MetaFunction = () => [{ title: "Intake desk | Kestrel Injury Law" }, { name: "robots", content: "noindex, nofollow" }];

export default function DeskLayout({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <div className="min-h-screen bg-paper text-ink">
        <header className="border-b border-ink/15 bg-ink text-paper">
          <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-3">
            <nav aria-label="Desk" className="flex flex-wrap gap-x-3 gap-y-1 text-sm sm:gap-x-4 sm:text-base">
              <Link to="/desk" className="font-bold underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent">
                Intake desk
              </Link>
              <Link to="/desk/leads/new" className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent">
                New request
              </Link>
              <Link to="/desk/intake" className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent">
                On intake
              </Link>
              <Link to="/desk/calls" className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent">
                Calls
              </Link>
              <Link to="/desk/numbers" className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent">
                Numbers
              </Link>
              <Link to="/desk/data-requests" className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent">
                A person's data
              </Link>
              <Link to="/desk/conflicts" className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent">
                Conflict check
              </Link>
            </nav>
            <p className="flex flex-wrap items-center gap-x-3 text-sm">
              <span>
                Signed in as <span className="font-semibold">{loaderData.email}</span>
              </span>
              <a href={loaderData.signOut} className="underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-accent">
                Sign out
              </a>
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-5xl px-4 py-6">
          <Outlet />
        </div>
      </div>
    </main>
  );
}
