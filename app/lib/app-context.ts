import { createContext } from "react-router";
import type { Db } from "~/db/client.server";

/**
 * What the Worker (worker/pages.ts) hands to every loader and action: its bindings, its
 * execution context, and the values a page is rendered with that differ per response:
 * the nonce (app/entry.server.tsx puts it on React Router's inline scripts) and the key
 * of a form post without JavaScript (the root loader). Both are placeholders that the
 * Worker overwrites with each response's own (worker/first-load.ts).
 */
interface AppContext {
  env: Env;
  /** The Worker's one drizzle instance (app/db/client.server.ts). */
  db: Db;
  ctx: ExecutionContext;
  nonce: string;
  formKey: string;
  /**
   * The staff member a desk request is from: set only for `/desk` requests, from the
   * Cloudflare Access token the Worker verified (worker/desk-access.ts); never from
   * anything the request merely claims. Absent on every public page.
   */
  staff?: StaffIdentity;
}

/** Who is at the desk, as the verified Access token names them. */
export interface StaffIdentity {
  email: string;
}

export const appContext = createContext<AppContext>();
