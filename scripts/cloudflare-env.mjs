#!/usr/bin/env node
// The Cloudflare tools' local settings, in one place. Importing this module sets them on
// this process (and so on every process it starts); run as a command, it runs the rest
// of its arguments with them: `node scripts/cloudflare-env.mjs wrangler types`.
//
// - CLOUDFLARE_CF_FETCH_ENABLED=false: the local runtime (Miniflare) would otherwise
//   download the `request.cf` object from Cloudflare on every start (there is no
//   internet here, and it is not needed).
// - WRANGLER_SEND_METRICS=false: no usage telemetry from wrangler.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
process.env.WRANGLER_SEND_METRICS ??= "false";

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  const result = spawnSync(command, args, { stdio: "inherit" });
  process.exit(result.status ?? 1);
}
