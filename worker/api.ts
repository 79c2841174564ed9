import { Hono } from "hono";

/** The /api sub-router. */
export const api = new Hono<{ Bindings: Env }>().basePath("/api");

api.notFound((c) => c.json({ success: false, error: "Not found" }, 404));
