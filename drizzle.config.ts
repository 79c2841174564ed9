// drizzle-kit: `npm run db:generate` writes a new SQL migration into migrations/ from
// app/leads/table.server.ts and app/attribution/table.server.ts; wrangler applies migrations/ (`npm run db:migrate`).
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: ["./app/leads/table.server.ts", "./app/attribution/table.server.ts"],
  out: "./migrations",
});
