import { describe, expect, it } from "vitest";

// One vocabulary (issue 56, docs/decisions/0074-a-house-by-domain.md): no two modules export the same name,
// so a name means one thing and is imported from where it is defined (a re-export counts as exporting it).
// Route modules' own exports (loader, action, meta…) are React Router's, not ours.
const ROUTE_EXPORTS = new Set([
  "loader",
  "action",
  "meta",
  "links",
  "headers",
  "handle",
  "ErrorBoundary",
  "HydrateFallback",
  "shouldRevalidate",
  "clientLoader",
  "clientAction",
  "Layout",
  "middleware",
  "default",
]);

const app = import.meta.glob<string>("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });
const worker = import.meta.glob<string>("/worker/**/*.ts", { query: "?raw", import: "default", eager: true });
const sources: Record<string, string> = Object.fromEntries(Object.entries({ ...app, ...worker }).map(([path, text]) => [path.replace(/^\//, ""), text]));

const strip = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");

/** The names a module exports: declarations, `export { a, b as c }` and `export { x } from "…"`. */
function exportsOf(text: string): string[] {
  const code = strip(text);
  const names: string[] = [];
  for (const match of code.matchAll(/^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|type|interface|enum)\s+(\w+)/gm))
    names.push(match[1]!);
  for (const match of code.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    for (const part of match[1]!.split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.replace(/^type\s+/, "");
      if (name) names.push(name);
    }
  }
  return names;
}

function duplicates(all: Record<string, string>): Record<string, string[]> {
  const byName: Record<string, Set<string>> = {};
  for (const [file, text] of Object.entries(all)) for (const name of exportsOf(text)) if (!ROUTE_EXPORTS.has(name)) (byName[name] ??= new Set()).add(file);
  return Object.fromEntries(Object.entries(byName).flatMap(([name, files]) => (files.size > 1 ? [[name, [...files].sort()]] : [])));
}

describe("exported names", () => {
  it("reads every module's exports", () => {
    expect(Object.values(sources).flatMap(exportsOf).length).toBeGreaterThan(500);
  });

  it("finds a name exported twice, and a re-export (the check itself)", () => {
    const made = duplicates({
      "app/a.ts": "export const money = 1;\nexport type Row = { id: number };",
      "app/b.ts": 'export { money } from "./a";\nexport interface Row { id: string }\nexport async function loader() {}',
      "app/c.ts": "export async function loader() {}",
    });
    expect(made).toEqual({ money: ["app/a.ts", "app/b.ts"], Row: ["app/a.ts", "app/b.ts"] });
  });

  it("has no name exported by two modules", () => {
    expect(duplicates(sources)).toEqual({});
  });
});
