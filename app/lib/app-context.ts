import { createContext } from "react-router";

/**
 * What the Worker (worker/pages.ts) hands to every loader and action: its bindings, its
 * execution context, and the nonce to render (app/entry.server.tsx puts it on React
 * Router's inline scripts): a placeholder that the Worker replaces with each response's
 * own nonce, the one its Content-Security-Policy names.
 */
interface AppContext {
  env: Env;
  ctx: ExecutionContext;
  nonce: string;
}

export const appContext = createContext<AppContext>();
