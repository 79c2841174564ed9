#!/usr/bin/env node
// `npm run build`: the production build (react-router build), stamped with a hash of the
// sources it was made from. `--if-stale` builds only when build/ lacks that stamp or the
// sources changed since, so `npm test`, `npm start` and `npm run deploy:check` share one
// build. What the stamp covers is INPUTS below; anything else that shapes the build
// belongs there.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import "./cloudflare-env.mjs";

const root = resolve(fileURLToPath(import.meta.url), "../..");

/** What the build reads: the sources, its configuration and the installed packages. */
const INPUTS = [
  "app",
  "worker",
  "public",
  "scripts",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "wrangler.toml",
  "package-lock.json",
  // npm's record of what node_modules holds now.
  "node_modules/.package-lock.json",
];

/** Where the stamp is kept: inside build/, so a removed build takes its stamp with it. */
const STAMP = join(root, "build/.sources-stamp");

/** Every file under `path` (or the file itself), relative to the project, in a stable order. */
function files(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true })
    .map((entry) => join(path, String(entry)))
    .filter((entry) => statSync(join(root, entry)).isFile())
    .sort();
}

/** A hash of every input's name and content, and of the settings the build reads. */
export function sourcesStamp() {
  const hash = createHash("sha256");
  hash.update(`node ${process.version}\nCLOUDFLARE_ENV=${process.env.CLOUDFLARE_ENV ?? ""}\n`);
  for (const file of INPUTS.flatMap(files)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/**
 * Whether build/ was made from the sources as they are now. A build made since the stamp
 * by other means (`react-router build` run directly, perhaps interrupted) is not trusted.
 */
export function buildIsFresh(stamp = sourcesStamp()) {
  const output = join(root, "build/server/wrangler.json");
  if (!existsSync(output) || !existsSync(STAMP)) return false;
  return statSync(STAMP).mtimeMs >= statSync(output).mtimeMs && readFileSync(STAMP, "utf8").trim() === stamp;
}

/**
 * Builds, unless `ifStale` and the build is fresh. The stamp is written only after a
 * build that succeeded, and removed before one starts (an interrupted build is stale).
 * Returns whether it built.
 */
export function ensureBuild({ ifStale = true } = {}) {
  const stamp = sourcesStamp();
  if (ifStale && buildIsFresh(stamp)) {
    console.log("build/ is up to date with the sources: not building again.");
    return false;
  }
  rmSync(STAMP, { force: true });
  const started = Date.now();
  const result = spawnSync("react-router", ["build"], {
    cwd: root,
    stdio: "inherit",
    // Run on its own (not through npm), the project's react-router is still the one found.
    env: { ...process.env, PATH: `${join(root, "node_modules/.bin")}${delimiter}${process.env.PATH ?? ""}` },
  });
  if (result.status !== 0) {
    console.error(`\nreact-router build failed (${result.error?.message ?? `exit ${result.status ?? result.signal}`}).`);
    process.exit(result.status ?? 1);
  }
  // The sources may have changed while it built: stamp what it started from only if not.
  if (sourcesStamp() === stamp) writeFileSync(STAMP, `${stamp}\n`);
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuild({ ifStale: process.argv.includes("--if-stale") });
