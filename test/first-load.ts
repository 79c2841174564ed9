/**
 * The first-load check (`npm test` runs it after the build): each public page's first load,
 * read from the build, holds only the site's code (no desk module, no module of the signing
 * or questions page, no phone library, no zod, no module of many pages' words, nothing no
 * public page imports) and at most FIRST_LOAD_BUDGET of JavaScript, gzip. Prints one line
 * per distinct first load and exits non-zero on a fault. Run it alone with
 * `node test/first-load.ts` after a build.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { CLIENT_CHUNKS_FILE } from "../scripts/client-chunks-plugin.ts";
import { type BrowserManifest, type ChunkMap, FIRST_LOAD_BUDGET, publicFirstLoads } from "../scripts/first-load.ts";

const CLIENT = "build/client";
const CHUNKS = join("build", CLIENT_CHUNKS_FILE);

if (!existsSync(CHUNKS)) {
  console.error(`${CHUNKS} is missing: build first (node scripts/build.mjs).`);
  process.exit(2);
}
const manifestFile = readdirSync(join(CLIENT, "assets")).find((file) => /^manifest-[\w-]+\.js$/.test(file));
if (!manifestFile) {
  console.error(`no React Router manifest in ${CLIENT}/assets: build first.`);
  process.exit(2);
}
// `window.__reactRouterManifest={…};`: the object is JSON.
const manifestText = readFileSync(join(CLIENT, "assets", manifestFile), "utf8");
const manifest = JSON.parse(manifestText.slice(manifestText.indexOf("{"), manifestText.lastIndexOf("}") + 1)) as BrowserManifest;
const chunks = JSON.parse(readFileSync(CHUNKS, "utf8")) as ChunkMap;

const sizes = new Map<string, number>();
const gzipBytes = (file: string) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(CLIENT, file)), { level: 9 }).length);
  return sizes.get(file)!;
};

const loads = publicFirstLoads(manifest, chunks, gzipBytes);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
let faults = 0;
for (const load of loads.toSorted((a, b) => b.gzipBytes - a.gzipBytes)) {
  const page = load.chain.at(-1);
  console.log(
    `${load.faults.length ? "FAIL" : "ok  "} ${kb(load.gzipBytes).padStart(9)} in ${String(load.files.length).padStart(2)} files  ${page} (${load.routes.length} routes, e.g. ${load.routes[0]})`,
  );
  for (const fault of load.faults.slice(0, 12)) console.log(`       ${fault}`);
  if (load.faults.length > 12) console.log(`       … and ${load.faults.length - 12} more`);
  faults += load.faults.length;
}
if (loads.length === 0) {
  console.error("no public page found in the build's manifest");
  process.exit(1);
}
console.log(`first load: ${loads.length} distinct public first loads, budget ${kb(FIRST_LOAD_BUDGET)} gzip; ${faults ? `${faults} faults` : "all hold"}`);
process.exit(faults ? 1 : 0);
