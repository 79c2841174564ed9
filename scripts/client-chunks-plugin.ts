/**
 * Writes `build/client-chunks.json`: each browser chunk with the modules it holds and the
 * chunks it imports, and each module's static imports. Vite's own manifest names no
 * module of a shared chunk, so it cannot say what a page's first load carries; this file
 * can (test/first-load.ts reads it). It sits beside build/client, not in it, so it is
 * never served.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import type { Plugin } from "vite";

export const CLIENT_CHUNKS_FILE = "client-chunks.json";

export interface ClientChunk {
  name: string;
  /** The module the chunk stands for (a route's module, the entry), relative to the project. */
  facade: string | null;
  imports: string[];
  dynamicImports: string[];
  /** Each module the chunk holds, with its length in the chunk before minifying. */
  modules: Record<string, number>;
}

export interface ClientChunks {
  /** By file name, as in build/client (`assets/site-….js`). */
  chunks: Record<string, ClientChunk>;
  /** Each module's static imports (project-relative ids; `\0` virtual modules kept as they are). */
  moduleImports: Record<string, string[]>;
}

export function clientChunks(): Plugin {
  let root = process.cwd();
  let map: ClientChunks | null = null;
  return {
    name: "kestrel:client-chunks",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const id = (moduleId: string) => (moduleId.startsWith("\0") ? moduleId : relative(root, moduleId.split("?")[0]!));
      const chunks: ClientChunks["chunks"] = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[output.fileName] = {
          name: output.name,
          facade: output.facadeModuleId ? id(output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.fromEntries(output.moduleIds.map((moduleId) => [id(moduleId), output.modules[moduleId]?.renderedLength ?? 0])),
        };
      }
      const moduleImports: ClientChunks["moduleImports"] = {};
      for (const moduleId of this.getModuleIds()) {
        const info = this.getModuleInfo(moduleId);
        // A route's module and its client-route form (`?__react-router-build-client-route`) are one id here.
        if (info) moduleImports[id(moduleId)] = [...new Set([...(moduleImports[id(moduleId)] ?? []), ...info.importedIds.map(id)])];
      }
      map = { chunks, moduleImports };
    },
    writeBundle(options) {
      if (!map || !options.dir) return;
      const file = resolve(options.dir, "..", CLIENT_CHUNKS_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(map, null, 1)}\n`);
    },
  };
}
