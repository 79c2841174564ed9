/**
 * A Vite plugin for the site's inline scripts: `import code, { hash } from "./boot.ts?inline-script"`
 * bundles that typed module (and what it imports) with esbuild into one self-contained,
 * minified script, and gives its text and the CSP hash of that exact text. The page
 * renders the text inline; the CSP allows it by the hash (app/first-load/inline-scripts.ts).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

const QUERY = "?inline-script";
/** Ids of the bundled scripts; the \0 keeps other plugins from transforming them. */
const PREFIX = "\0inline-script:";

export function inlineScripts(): Plugin {
  return {
    name: "kestrel:inline-script",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
      if (!resolved) throw new Error(`inline script not found: ${source}`);
      return PREFIX + resolved.id;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      // A module whose default export is a function is the script's body: the script calls it,
      // so the app may import the module's other exports without running it.
      const calls = /^export default function\b/m.test(readFileSync(file, "utf8"));
      const entry = calls
        ? { stdin: { contents: `import run from ${JSON.stringify(file)};\nrun();`, resolveDir: dirname(file), loader: "ts" as const } }
        : { entryPoints: [file] };
      const result = await build({
        ...entry,
        bundle: true,
        write: false,
        format: "iife",
        minify: true,
        // Old enough for every browser the site supports; the scripts use nothing newer.
        target: "es2020",
        platform: "browser",
        metafile: true,
        logLevel: "silent",
      });
      for (const input of Object.keys(result.metafile.inputs)) if (!input.startsWith("<")) this.addWatchFile(resolve(input));
      const code = result.outputFiles[0].text.trim();
      const hash = `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
      return `export default ${JSON.stringify(code)};\nexport const hash = ${JSON.stringify(hash)};\n`;
    },
  };
}
