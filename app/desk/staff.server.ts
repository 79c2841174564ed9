/**
 * Who is at the desk: the identity the Worker verified from the Cloudflare Access token
 * (worker/desk-access.ts). A desk loader or action without one is refused: the Worker
 * answers unverified desk requests itself, so this is the second lock, not the first.
 */
import type { RouterContextProvider } from "react-router";
import type { Db } from "~/db/client.server";
import { appContext } from "~/lib/app-context";

export function staffOf(context: Readonly<RouterContextProvider>): { email: string; env: Env; db: Db } {
  const { staff, env, db } = context.get(appContext);
  if (!staff) throw new Response("Forbidden", { status: 403, headers: { "Content-Type": "text/plain", "Cache-Control": "private, no-store" } });
  return { email: staff.email, env, db };
}
