/**
 * The rules of a public page's first load (scripts/first-load.ts), on small made-up builds:
 * what they find, so that `node test/first-load.ts` on the real build can fail. The site's
 * chunk policy (scripts/site-chunks.ts) is the same reading of the module graph.
 */
import { describe, expect, it } from "vitest";
import { type BrowserManifest, type ChunkMap, publicFirstLoads } from "../../scripts/first-load.ts";
import { onAPublicPage } from "../../scripts/site-chunks.ts";

const route = (id: string, module: string, imports: string[] = [], parentId?: string) => ({
  id,
  parentId,
  module: `/${module}`,
  imports: imports.map((f) => `/${f}`),
});

/** A site with a home page, a practice page, the signing page and a desk page. */
function build(siteModules: Record<string, number>, extraImports: Record<string, string[]> = {}): { manifest: BrowserManifest; chunks: ChunkMap } {
  const manifest: BrowserManifest = {
    entry: { module: "/assets/entry.js", imports: ["/assets/framework.js"] },
    routes: {
      root: route("root", "assets/root.js", ["assets/framework.js"]),
      "routes/site-layout": route("routes/site-layout", "assets/layout.js", ["assets/site.js"], "root"),
      "routes/home": route("routes/home", "assets/home.js", ["assets/site.js"], "routes/site-layout"),
      "practice:/car": route("practice:/car", "assets/practice.js", ["assets/site.js"], "routes/site-layout"),
      "sign:en": route("sign:en", "assets/sign.js", ["assets/site.js"], "routes/site-layout"),
      "routes/desk/inbox": route("routes/desk/inbox", "assets/inbox.js", ["assets/site.js"], "root"),
    },
  };
  const chunk = (facade: string | null, modules: Record<string, number>, imports: string[] = []) => ({ facade, modules, imports });
  const chunks: ChunkMap = {
    chunks: {
      "assets/entry.js": chunk("app/entry.client.tsx", { "app/entry.client.tsx": 10 }, ["assets/framework.js"]),
      "assets/framework.js": chunk(null, { "node_modules/react/index.js": 10 }),
      "assets/root.js": chunk("app/root.tsx", { "app/root.tsx": 10 }, ["assets/framework.js"]),
      "assets/layout.js": chunk("app/routes/site-layout.tsx", { "app/routes/site-layout.tsx": 10 }, ["assets/site.js"]),
      "assets/home.js": chunk("app/routes/home.tsx", { "app/routes/home.tsx": 10 }, ["assets/site.js"]),
      "assets/practice.js": chunk("app/routes/practice.tsx", { "app/routes/practice.tsx": 10 }, ["assets/site.js", ...(extraImports.practice ?? [])]),
      "assets/sign.js": chunk("app/routes/sign.tsx", { "app/routes/sign.tsx": 10 }, ["assets/site.js"]),
      "assets/inbox.js": chunk("app/routes/desk/inbox.tsx", { "app/routes/desk/inbox.tsx": 10 }, ["assets/site.js"]),
      "assets/site.js": chunk(null, siteModules),
      "assets/desk-shared.js": chunk(null, { "app/desk/statuses.ts": 10 }),
    },
    moduleImports: {
      "app/entry.client.tsx": [],
      "app/root.tsx": [],
      "app/routes/site-layout.tsx": ["app/components/call-button.tsx"],
      "app/routes/home.tsx": ["app/components/call-button.tsx", "app/content/home.ts"],
      "app/routes/practice.tsx": ["app/components/call-button.tsx", "app/leads/checks.ts"],
      "app/routes/sign.tsx": ["app/lib/agreement.ts"],
      "app/routes/desk/inbox.tsx": ["app/desk/statuses.ts", "app/lib/agreement.ts", "node_modules/zod/index.js"],
      "app/components/call-button.tsx": [],
      "app/content/home.ts": [],
      "app/lib/agreement.ts": [],
      "app/desk/statuses.ts": [],
      "app/leads/checks.ts": [],
      "node_modules/zod/index.js": [],
    },
  };
  return { manifest, chunks };
}

const size = (bytes: Record<string, number>) => (file: string) => bytes[file] ?? 1_000;

describe("a public page's first load", () => {
  it("holds when the shared chunk has only what public pages import", () => {
    const { manifest, chunks } = build({ "app/components/call-button.tsx": 10 });
    const loads = publicFirstLoads(manifest, chunks, size({}));
    // Home and the practice page; not the signing page, not the desk.
    expect(loads.map((load) => load.chain.at(-1)).sort()).toEqual(["app/routes/home.tsx", "app/routes/practice.tsx"]);
    expect(loads.flatMap((load) => load.faults)).toEqual([]);
    // The entry, the framework, the root, the layout, the shared chunk and the page's own.
    expect(loads[0]!.files).toHaveLength(6);
  });

  it("fails on a desk module, the signing page's code, zod or the phone library in a chunk it loads", () => {
    const { manifest, chunks } = build({
      "app/components/call-button.tsx": 10,
      "app/desk/statuses.ts": 10,
      "app/routes/sign.tsx": 10,
      "node_modules/zod/index.js": 10,
      "node_modules/libphonenumber-js/min/index.js": 10,
    });
    const faults = publicFirstLoads(manifest, chunks, size({})).flatMap((load) => load.faults);
    for (const module of ["app/desk/statuses.ts", "app/routes/sign.tsx", "node_modules/zod/index.js", "node_modules/libphonenumber-js/min/index.js"]) {
      expect(faults.filter((fault) => fault.includes(module))).toHaveLength(2);
    }
  });

  it("fails on a desk panel or a desk-only domain's module, wherever its folder, but not on the public form", () => {
    const { manifest, chunks } = build({
      "app/components/call-button.tsx": 10,
      "app/components/not-found-page.tsx": 10,
      "app/leads/consultation-form.tsx": 10,
      "app/leads/notes-panel.tsx": 10,
      "app/texting/text-panel.tsx": 10,
      "app/owners/roster.ts": 10,
    });
    const faults = publicFirstLoads(manifest, chunks, size({})).flatMap((load) => load.faults);
    for (const module of ["app/leads/notes-panel.tsx", "app/texting/text-panel.tsx", "app/owners/roster.ts"]) {
      expect(faults.filter((fault) => fault.endsWith(`${module}, which no public page may load`))).toHaveLength(2);
    }
    for (const module of ["call-button", "not-found-page", "consultation-form"]) expect(faults.filter((fault) => fault.includes(module))).toEqual([]);
  });

  it("fails on a module of many pages' words, which a page's loader sends one of", () => {
    const { manifest, chunks } = build({ "app/components/call-button.tsx": 10, "app/content/practice-pages.ts": 10, "\0virtual:articles": 10 });
    const faults = publicFirstLoads(manifest, chunks, size({})).flatMap((load) => load.faults);
    expect(faults.filter((fault) => fault.endsWith("app/content/practice-pages.ts, which no public page may load"))).toHaveLength(2);
    expect(faults.filter((fault) => fault.includes("virtual:articles"))).toHaveLength(2);
    expect(faults.filter((fault) => fault.includes("call-button"))).toEqual([]);
  });

  it("fails on a module no public page imports, and follows a chunk's imports", () => {
    const { manifest, chunks } = build({ "app/components/call-button.tsx": 10, "app/lib/agreement.ts": 10 }, { practice: ["assets/desk-shared.js"] });
    const loads = publicFirstLoads(manifest, chunks, size({}));
    const practice = loads.find((load) => load.chain.at(-1) === "app/routes/practice.tsx")!;
    expect(practice.files).toContain("assets/desk-shared.js");
    expect(practice.faults).toContain("assets/site.js holds app/lib/agreement.ts, which no public page imports");
    expect(practice.faults).toContain("assets/desk-shared.js holds app/desk/statuses.ts, which no public page may load");
  });

  it("fails above the budget, counting every file once", () => {
    const { manifest, chunks } = build({ "app/components/call-button.tsx": 10 });
    const loads = publicFirstLoads(manifest, chunks, size({ "assets/framework.js": 100_000, "assets/site.js": 45_000, "assets/home.js": 3_000 }), 150_000);
    const home = loads.find((load) => load.chain.at(-1) === "app/routes/home.tsx")!;
    // 100 + 45 + 3 + three files of 1 KB.
    expect(home.gzipBytes).toBe(151_000);
    expect(home.faults).toEqual(["151.0 KB gzip, above the budget of 150 KB"]);
    expect(loads.find((load) => load.chain.at(-1) === "app/routes/practice.tsx")!.faults).toEqual([]);
  });
});

describe("the site's chunk", () => {
  const graph: Record<string, string[]> = {
    "/p/app/content/home.ts": ["/p/app/routes/home.tsx?__react-router-build-client-route"],
    "/p/app/lib/kent-time.ts": ["/p/app/desk/range.ts", "/p/app/components/footer.tsx"],
    "/p/app/components/footer.tsx": ["/p/app/routes/site-layout.tsx"],
    "/p/app/desk/range.ts": ["/p/app/routes/desk/inbox.tsx"],
    "/p/app/lib/agreement.ts": ["/p/app/routes/sign.tsx", "/p/app/routes/desk/lead.tsx"],
    "/p/node_modules/zod/index.js": ["/p/app/leads/checks.ts"],
    // Loaded by import() from the form: no static importer.
    "/p/app/leads/checks.ts": [],
  };
  const info = (id: string) => ({ importers: graph[id] ?? [] });

  it("takes what a public page imports, through any chain of imports", () => {
    expect(onAPublicPage("/p/app/content/home.ts", "/p", info)).toBe(true);
    expect(onAPublicPage("/p/app/lib/kent-time.ts", "/p", info)).toBe(true);
  });

  it("leaves out what only the desk, the signing page or a later import() needs", () => {
    expect(onAPublicPage("/p/app/desk/range.ts", "/p", info)).toBe(false);
    expect(onAPublicPage("/p/app/lib/agreement.ts", "/p", info)).toBe(false);
    expect(onAPublicPage("/p/node_modules/zod/index.js", "/p", info)).toBe(false);
  });
});
