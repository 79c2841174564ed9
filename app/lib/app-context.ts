import { createContext } from "react-router";
import type { Db } from "~/db/client.server";

// What the Worker hands every loader and action: bindings, the one drizzle instance, and the
// per-response values (nonce, form key) that it overwrites in each response.
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
