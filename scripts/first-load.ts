/**
 * What a public page's first load carries, from the build: React Router's browser manifest
 * (which route modules and imports a page's match loads) and
 * build/client-chunks.json (what each chunk holds and imports; scripts/client-chunks-plugin.ts).
 * The rules are pure functions of those; test/first-load.ts runs them on the build.
 */
import { notPublicRoutes, offPublicPages, startsAPublicPage } from "./site-chunks.ts";

/**
 * The most JavaScript a public page's first load may fetch, gzip (level 9), in bytes (issue 55,
 * decision 0073): React and React Router alone are 107.4 KB; the heaviest page, home, is 142.4 KB.
 */
export const FIRST_LOAD_BUDGET = 150_000;

/** The parts of React Router's browser manifest the rules read. */
export interface BrowserManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[] }>;
}

/** The parts of build/client-chunks.json the rules read (file names relative to build/client). */
export interface ChunkMap {
  chunks: Record<string, { facade: string | null; imports: string[]; modules: Record<string, number> }>;
  moduleImports: Record<string, string[]>;
}

export interface FirstLoad {
  /** The route ids that load exactly these files (pages sharing a module share a first load). */
  routes: string[];
  /** The route modules of the match, outermost first (`app/root.tsx` … the page's own). */
  chain: string[];
  files: string[];
  gzipBytes: number;
  faults: string[];
}

const asFile = (url: string) => url.replace(/^\//, "");

/** The route ids from the root to `id`. */
function match(manifest: BrowserManifest, id: string): string[] {
  const ids: string[] = [];
  for (
    let route: BrowserManifest["routes"][string] | undefined = manifest.routes[id];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  )
    ids.unshift(route.id);
  return ids;
}

/** The chunk's module, as the chunk map names it (`app/routes/home.tsx`). */
function facadeOf(chunks: ChunkMap, file: string): string {
  return chunks.chunks[file]?.facade ?? file;
}

/**
 * Every file a page whose match is `routeIds` fetches before it can hydrate. Not the manifest
 * file: with React Router's lazy route discovery (the default, which the site keeps) a page
 * carries its routes' part of the manifest inline.
 */
function filesOf(manifest: BrowserManifest, chunks: ChunkMap, routeIds: string[]): string[] {
  const wanted = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  for (const id of routeIds) wanted.push(manifest.routes[id]!.module, ...(manifest.routes[id]!.imports ?? []));
  const files = new Set<string>();
  const queue = wanted.map(asFile);
  while (queue.length) {
    const file = queue.shift()!;
    if (files.has(file)) continue;
    files.add(file);
    queue.push(...(chunks.chunks[file]?.imports ?? []));
  }
  return [...files];
}

/** Whether a public page imports the module statically, read from the chunk map's graph. */
function publicModules(chunks: ChunkMap): Set<string> {
  const reached = new Set<string>();
  const queue = Object.keys(chunks.moduleImports).filter(startsAPublicPage);
  while (queue.length) {
    const id = queue.shift()!;
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(chunks.moduleImports[id] ?? []));
  }
  return reached;
}

/**
 * The first load of every public page (a page under the site's layout but the signing and
 * questions pages), one per distinct set of files, each with its faults: a module of the
 * desk, of those pages or a library only the server needs; a module no public page imports
 * statically; more than the budget in total. `gzipBytes(file)` gives a file's size.
 */
export function publicFirstLoads(manifest: BrowserManifest, chunks: ChunkMap, gzipBytes: (file: string) => number, budget = FIRST_LOAD_BUDGET): FirstLoad[] {
  const reachable = publicModules(chunks);
  const loads = new Map<string, FirstLoad>();
  for (const id of Object.keys(manifest.routes)) {
    const routeIds = match(manifest, id);
    const chain = routeIds.map((routeId) => facadeOf(chunks, asFile(manifest.routes[routeId]!.module)));
    const page = chain.at(-1)!;
    if (!chain.includes("app/routes/site-layout.tsx") || page === "app/routes/site-layout.tsx") continue;
    if (notPublicRoutes.some((pattern) => pattern.test(page))) continue;
    const files = filesOf(manifest, chunks, routeIds);
    const key = files.toSorted().join(" ");
    const known = loads.get(key);
    if (known) {
      known.routes.push(id);
      continue;
    }
    const faults: string[] = [];
    for (const file of files) {
      for (const module of Object.keys(chunks.chunks[file]?.modules ?? {})) {
        if (offPublicPages.some((pattern) => pattern.test(module))) faults.push(`${file} holds ${module.replace("\0", "")}, which no public page may load`);
        else if (module in chunks.moduleImports && !reachable.has(module)) faults.push(`${file} holds ${module}, which no public page imports`);
      }
    }
    const gzip = files.reduce((sum, file) => sum + gzipBytes(file), 0);
    if (gzip > budget) faults.push(`${(gzip / 1000).toFixed(1)} KB gzip, above the budget of ${budget / 1000} KB`);
    loads.set(key, { routes: [id], chain, files, gzipBytes: gzip, faults });
  }
  return [...loads.values()];
}
