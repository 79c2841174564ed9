// drizzle-kit: `npm run db:generate` writes a new SQL migration into migrations/ from
// app/db/schema.server.ts; wrangler applies migrations/ (`npm run db:migrate`).
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./app/db/schema.server.ts",
  out: "./migrations",
});
