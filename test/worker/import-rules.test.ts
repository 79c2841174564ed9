import { describe, expect, it } from "vitest";

// The house by domain (issue 56, docs/decisions/0074-a-house-by-domain.md), low to high: a value import
// points to its own folder or a lower one; a type may point anywhere. app/*.ts(x) root files rank with routes.
// A new folder takes its place here.
const ORDER = [
  "content",
  "lib",
  "db",
  "components",
  "attribution",
  "first-load",
  "leads",
  "search",
  "deliveries",
  "owners",
  "conflicts",
  "questions",
  "texting",
  "consultations",
  "calls",
  "agreements",
  "declines",
  "spend",
  "intake",
  "phone",
  "data-requests",
  "desk",
  "routes",
];
/** Infrastructure: imports no domain folder, not even a type. */
const INFRASTRUCTURE = ["content", "lib", "db", "components"];

const app = import.meta.glob<string>("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });
const worker = import.meta.glob<string>("/worker/**/*.ts", { query: "?raw", import: "default", eager: true });
const sources: Record<string, string> = Object.fromEntries(Object.entries({ ...app, ...worker }).map(([path, text]) => [path.replace(/^\//, ""), text]));
const files = new Set(Object.keys(sources));

interface Import {
  file: string;
  target: string;
  typeOnly: boolean;
}

/** The folder a file ranks in: `worker`, a folder of app/, or `routes` for app's root files. */
function folderOf(path: string): string {
  const parts = path.split("/");
  if (parts[0] === "worker") return "worker";
  return parts.length === 2 ? "routes" : parts[1]!;
}

/** The module a specifier names, if it is one of ours (generated types, assets and packages are not). */
function resolve(file: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = `app/${specifier.slice(2)}`;
  else if (specifier.startsWith(".")) {
    const parts = file.split("/").slice(0, -1);
    for (const part of specifier.split("/")) {
      if (part === "..") parts.pop();
      else if (part !== ".") parts.push(part);
    }
    base = parts.join("/");
  } else return null;
  base = base.replace(/\?.*$/, "");
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => base + ext).find((path) => files.has(path)) ?? null;
}

function importsOf(file: string, text: string): Import[] {
  const found: Import[] = [];
  const statements = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)|^\s*import\s+"([^"]+)"/gm;
  for (const match of text.matchAll(statements)) {
    const target = resolve(file, match[4] ?? match[5] ?? match[6]!);
    if (!target) continue;
    const names = match[3] ?? "";
    const inlineTypes =
      /^\{[^}]*\}$/.test(names.trim()) &&
      names
        .replace(/[{}]/g, "")
        .split(",")
        .every((name) => !name.trim() || name.trim().startsWith("type "));
    found.push({ file, target, typeOnly: Boolean(match[2]) || inlineTypes });
  }
  return found;
}

const imports = Object.entries(sources).flatMap(([path, text]) => importsOf(path, text));
const shown = (list: Import[]) => list.map((i) => `${i.file} -> ${i.target}`);
const rank = (path: string) => ORDER.indexOf(folderOf(path));

/** The one upward edge: the registry finds every channel by name. */
const registryEdge = (i: Import) => i.file === "app/deliveries/registry.server.ts" && /^app\/[\w-]+\/channels\.server\.ts$/.test(i.target);

const rule1 = (path: string) => path.startsWith("app/") && !ORDER.includes(folderOf(path));
const rule2 = (i: Import) => i.file.startsWith("app/") && !i.typeOnly && rank(i.target) > rank(i.file) && !registryEdge(i);
const rule3 = (i: Import) => i.file.startsWith("app/") && INFRASTRUCTURE.includes(folderOf(i.file)) && !INFRASTRUCTURE.includes(folderOf(i.target));

/** Files in strongly connected groups of two or more, following value imports (Tarjan). */
function cycles(edges: Import[]): string[][] {
  const next = new Map<string, string[]>();
  for (const i of edges) if (!i.typeOnly) next.set(i.file, [...(next.get(i.file) ?? []), i.target]);
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of next.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const file of files) if (!indexOf.has(file)) visit(file);
  return groups;
}

describe("import rules", () => {
  it("reads every module of app/ and worker/", () => {
    expect(Object.keys(app).length).toBeGreaterThan(100);
    expect(Object.keys(worker).length).toBeGreaterThan(5);
    expect(imports.length).toBeGreaterThan(300);
  });

  it("1: every module of app/ is in a folder of the order (or is a root file)", () => {
    expect([...files].filter(rule1)).toEqual([]);
  });

  it("2, 4: a value import points to its own folder or a lower one; the registry may import every channels module", () => {
    expect(shown(imports.filter(rule2))).toEqual([]);
  });

  it("3: infrastructure (content, lib, db, components) imports no domain, not even a type", () => {
    expect(shown(imports.filter(rule3))).toEqual([]);
  });

  it("finds an upward import, a type in infrastructure from a domain, and lets the registry's edge by (the check itself)", () => {
    const made = [
      ...importsOf("app/db/schema.server.ts", 'import type { Source } from "~/attribution/source";'),
      ...importsOf("app/leads/store.server.ts", 'import { logAttempt } from "~/calls/store.server";\nimport { type DueCall } from "../calls/store.server";'),
      ...importsOf("app/deliveries/registry.server.ts", 'import { textChannels } from "~/texting/channels.server";'),
      ...importsOf("app/deliveries/engine.server.ts", 'import { textChannels } from "../texting/channels.server";'),
    ];
    expect(shown(made.filter(rule2))).toEqual([
      "app/leads/store.server.ts -> app/calls/store.server.ts",
      "app/deliveries/engine.server.ts -> app/texting/channels.server.ts",
    ]);
    expect(shown(made.filter(rule3))).toEqual(["app/db/schema.server.ts -> app/attribution/source.ts"]);
  });

  it("5: no import cycle between files anywhere in app/ and worker/ (value imports)", () => {
    expect(cycles(imports)).toEqual([]);
    // The check itself finds a circle.
    const a = [...files][0]!;
    const b = [...files][1]!;
    expect(
      cycles([
        { file: a, target: b, typeOnly: false },
        { file: b, target: a, typeOnly: false },
      ]).length,
    ).toBeGreaterThan(0);
  });

  it("6: worker/ imports no route module; app/ never imports worker/", () => {
    const wrong = imports.filter(
      (i) => (i.file.startsWith("worker/") && i.target.startsWith("app/routes/")) || (i.file.startsWith("app/") && i.target.startsWith("worker/")),
    );
    expect(shown(wrong)).toEqual([]);
  });

  it("7: a store imports no engine, plan, registry, panel or page (stores write; services plan and send)", () => {
    const wrong = imports.filter(
      (i) => i.file.endsWith("/store.server.ts") && !i.typeOnly && /\/(engine|plan|registry)\.server\.ts$|-(panel|page)(\.server)?\.tsx?$/.test(i.target),
    );
    expect(shown(wrong)).toEqual([]);
  });
});
