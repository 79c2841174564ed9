import { createContext } from "react-router";

/**
 * What the Worker (worker/index.ts) hands to every loader and action: its bindings, its
 * execution context, and the CSP nonce of this response (app/entry.server.tsx puts it on
 * React Router's inline scripts; the Worker names it in the Content-Security-Policy).
 */
interface AppContext {
  env: Env;
  ctx: ExecutionContext;
  nonce: string;
}

export const appContext = createContext<AppContext>();
