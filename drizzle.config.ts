// drizzle-kit: `npm run db:generate` writes a new SQL migration into migrations/ from
// the table modules below; wrangler applies migrations/ (`npm run db:migrate`).
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: ["./app/leads/table.server.ts", "./app/attribution/table.server.ts", "./app/deliveries/table.server.ts", "./app/desk/table.server.ts", "./app/desk/data-request-table.server.ts"],
  out: "./migrations",
});
