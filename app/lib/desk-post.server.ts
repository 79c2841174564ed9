// Who is at the desk, as the Worker verified it from the Access token: the second lock, not the first.
import type { RouterContextProvider } from "react-router";
import type { Db } from "~/db/client.server";
import { appContext } from "~/lib/app-context";

export function staffOf(context: Readonly<RouterContextProvider>): { email: string; env: Env; db: Db } {
  const { staff, env, db } = context.get(appContext);
  if (!staff) throw new Response("Forbidden", { status: 403, headers: { "Content-Type": "text/plain", "Cache-Control": "private, no-store" } });
  return { email: staff.email, env, db };
}
