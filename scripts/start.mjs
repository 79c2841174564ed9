#!/usr/bin/env node
// `npm start`: build the production Worker (unless build/ is up to date with the sources:
// scripts/build.mjs; SKIP_BUILD=1 never builds), migrate the local D1 database, and serve it
// with wrangler (workerd, local D1, local email capture) at http://localhost:$PORT (8787),
// with what production has around it (scripts/local-services.mjs): the Cron trigger
// fired every minute, and the local stand-ins of outside services.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import "./cloudflare-env.mjs";
import { ensureBuild } from "./build.mjs";
import { startLocalServices } from "./local-services.mjs";

const port = process.env.PORT || "8787";
// Where local D1 and other state live (wrangler's default: .wrangler/state).
// The browser tests use their own folder so they never touch your local leads.
const persist = process.env.PERSIST_DIR ? ["--persist-to", process.env.PERSIST_DIR] : [];
// Another wrangler config than the build's (npm run bench:scale serves the build through a
// measuring entry of its own: scripts/bench/rows-read-worker.js).
const config = process.env.WRANGLER_CONFIG ? ["--config", process.env.WRANGLER_CONFIG] : [];

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n${cmd} ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

if (process.env.SKIP_BUILD !== "1") ensureBuild();
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...config, ...persist]);

const workerUrl = `http://127.0.0.1:${port}`;
const services = await startLocalServices({ workerUrl });
// Where the stand-ins are, for the tools that read what they received (npm run bench).
const stateDir = process.env.PERSIST_DIR || ".wrangler/state";
mkdirSync(stateDir, { recursive: true });
writeFileSync(`${stateDir}/stand-ins.json`, JSON.stringify(Object.fromEntries(Object.entries(services.standIns).map(([name, s]) => [name, s.receiver.url]))));
// EXTRA_VARS="NAME:value,…" sets more settings: the test suites lift the delivery caps,
// which their many requests from one domain and to one on-call number would reach. A value
// may hold commas (a list setting): a new setting starts only at ",NAME:".
const extra = (process.env.EXTRA_VARS ?? "")
  .split(/,(?=[A-Z][A-Z0-9_]*:)/)
  .filter(Boolean)
  .map((pair) => [pair.slice(0, pair.indexOf(":")), pair.slice(pair.indexOf(":") + 1)]);
// Links the site sends (a signing link, a desk link, the questions) open on this server, not the production address.
const vars = [...Object.entries(services.vars), ["SITE_ORIGIN", workerUrl], ...extra].flatMap(([name, value]) => ["--var", `${name}:${value}`]);
const server = spawn(
  "wrangler",
  ["dev", "--port", port, "--ip", "127.0.0.1", "--show-interactive-dev-session=false", "--test-scheduled", ...config, ...persist, ...vars],
  { stdio: "inherit" },
);
const stop = (signal) => {
  services.stop();
  server.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
server.on("exit", (code) => {
  services.stop();
  process.exit(code ?? 0);
});
