import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Migrate the test file's isolated D1 database (migrations are idempotent).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
