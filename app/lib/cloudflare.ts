import { createContext } from "react-router";

/** The Worker's bindings and execution context, available to loaders and actions. */
export const cloudflareContext = createContext<{ env: Env; ctx: ExecutionContext }>();
