#!/usr/bin/env node
// `npm run deploy:check`: proves the build deploys as far as this machine allows. It runs
// `wrangler deploy --dry-run` on the build (no Cloudflare account needed: wrangler bundles
// and validates the Worker and its bindings, then stops before uploading), prints the
// Worker's size raw and gzip, and fails when the gzip size is over the limit of Cloudflare's
// paid plan (the plan the site needs: Cloudflare's email sending requires it).
//
// The npm script builds first unless build/ is up to date with the sources (scripts/build.mjs);
// run on its own, this checks the build already in build/, and says when it is stale.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { buildIsFresh } from "./build.mjs";

/** The paid plan's limit on a Worker's size, after compression. */
const LIMIT_GZIP_BYTES = 10 * 1024 * 1024;

const root = resolve(fileURLToPath(import.meta.url), "../..");

class CheckFailed extends Error {}

/** Every file under `dir`, relative to it, in a stable order. */
const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((path) => statSync(join(dir, path)).isFile())
    .sort();

const size = (bytes) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`);

function check(outdir) {
  // The vite plugin's build writes the Worker's deploy configuration; wrangler finds it
  // through .wrangler/deploy/config.json.
  if (!existsSync(join(root, "build/server/wrangler.json"))) {
    throw new CheckFailed("no build in build/server: run `npm run build` first (`npm run deploy:check` does).");
  }
  if (!buildIsFresh()) console.warn("deploy:check: build/ is older than the sources (or unstamped): checking it as it is.");
  const result = spawnSync(process.execPath, [join(root, "scripts/cloudflare-env.mjs"), "wrangler", "deploy", "--dry-run", "--outdir", outdir], {
    cwd: root,
    stdio: "inherit",
    // Run on its own (not through npm), the project's wrangler is still the one found.
    env: { ...process.env, PATH: `${join(root, "node_modules/.bin")}${delimiter}${process.env.PATH ?? ""}` },
  });
  if (result.status !== 0) throw new CheckFailed(`wrangler deploy --dry-run failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`}).`);

  // What wrangler uploads: the main module and the modules beside it (not its README, not
  // source maps), measured as wrangler measures them: gzip of their contents end to end.
  const modules = filesUnder(outdir).filter((path) => path !== "README.md" && !path.endsWith(".map"));
  if (modules.length === 0) throw new CheckFailed(`wrangler wrote no modules to ${outdir}.`);
  const contents = modules.map((path) => readFileSync(join(outdir, path)));
  const raw = contents.reduce((sum, content) => sum + content.length, 0);
  const gzip = gzipSync(Buffer.concat(contents)).length;

  console.log(`\nWorker: ${modules.length} modules, ${size(raw)} raw, ${size(gzip)} gzip (limit: ${size(LIMIT_GZIP_BYTES)} gzip)`);
  if (gzip > LIMIT_GZIP_BYTES) throw new CheckFailed(`the Worker is ${size(gzip)} gzip, over the paid plan's limit of ${size(LIMIT_GZIP_BYTES)}.`);
}

const outdir = mkdtempSync(join(tmpdir(), "deploy-check-"));
try {
  check(outdir);
} catch (error) {
  if (!(error instanceof CheckFailed)) throw error;
  console.error(`deploy:check: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
