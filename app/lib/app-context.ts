import { createContext } from "react-router";

/**
 * What the Worker (worker/pages.ts) hands to every loader and action: its bindings, its
 * execution context, and the values a page is rendered with that differ per response:
 * the nonce (app/entry.server.tsx puts it on React Router's inline scripts) and the key
 * of a form post without JavaScript (the root loader). Both are placeholders that the
 * Worker overwrites with each response's own (worker/first-load.ts).
 */
interface AppContext {
  env: Env;
  ctx: ExecutionContext;
  nonce: string;
  formKey: string;
  /** Set only for desk requests: the staff member, from the Access token the Worker verified. */
  staff?: { email: string };
}

export const appContext = createContext<AppContext>();
