// One drizzle instance per D1 binding: the Worker's handlers and every loader share it.
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import * as schema from "./schema.server";

export type Db = DrizzleD1Database<typeof schema> & { $client: D1Database };

const instances = new WeakMap<D1Database, Db>();

export function db(env: Pick<Env, "DB">): Db {
  let instance = instances.get(env.DB);
  if (!instance) instances.set(env.DB, (instance = drizzle(env.DB, { schema })));
  return instance;
}
