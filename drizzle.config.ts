// drizzle-kit: `npm run db:generate` writes a new SQL migration into migrations/ from
// worker/leads/schema.ts; wrangler applies migrations/ (`npm run db:migrate`).
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/leads/schema.ts",
  out: "./migrations",
});
