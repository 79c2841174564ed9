import { describe, expect, it } from "vitest";

// The house's import order (docs/decisions/0040-one-data-layer.md): an import points to its
// own folder or a lower one, never back up.
const ORDER = ["content", "lib", "db", "attribution", "deliveries", "leads", "desk", "components", "routes"];

const sources = import.meta.glob<string>("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });

interface Import {
  file: string;
  from: string;
  to: string;
  typeOnly: boolean;
}

const folderOf = (path: string) => path.split("/")[1];

function resolve(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return `app/${specifier.slice(2)}`;
  if (!specifier.startsWith(".")) return null;
  const parts = file.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

function importsOf(file: string, text: string): Import[] {
  const found: Import[] = [];
  const statements = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)|^\s*import\s+"([^"]+)"/gm;
  for (const match of text.matchAll(statements)) {
    const specifier = match[4] ?? match[5] ?? match[6];
    const target = resolve(file, specifier);
    if (!target?.startsWith("app/")) continue;
    const names = match[3] ?? "";
    const inlineTypes = /^\{[^}]*\}$/.test(names.trim()) && names.replace(/[{}]/g, "").split(",").every((name) => !name.trim() || name.trim().startsWith("type "));
    found.push({ file, from: folderOf(file), to: folderOf(target), typeOnly: Boolean(match[2]) || inlineTypes });
  }
  return found;
}

const imports = Object.entries(sources).flatMap(([path, text]) => importsOf(path.replace(/^\//, ""), text));
const shown = (list: Import[]) => list.map((i) => `${i.file} -> ${i.to}`);

describe("import rules", () => {
  it("reads every module of app/", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(imports.length).toBeGreaterThan(300);
  });

  it("points only to the same or a lower folder (types may point anywhere)", () => {
    const upward = imports.filter((i) => !i.typeOnly && ORDER.includes(i.from) && ORDER.includes(i.to) && ORDER.indexOf(i.to) > ORDER.indexOf(i.from));
    expect(shown(upward)).toEqual([]);
  });

  it("content imports only content and types", () => {
    const outside = imports.filter((i) => i.from === "content" && i.to !== "content" && !i.typeOnly);
    expect(shown(outside)).toEqual([]);
  });

  it("deliveries import nothing from leads, not even a type", () => {
    expect(shown(imports.filter((i) => i.from === "deliveries" && i.to === "leads"))).toEqual([]);
  });

  it("leads import nothing from the desk", () => {
    expect(shown(imports.filter((i) => i.from === "leads" && i.to === "desk"))).toEqual([]);
  });

  it("attribution imports nothing from leads", () => {
    expect(shown(imports.filter((i) => i.from === "attribution" && i.to === "leads"))).toEqual([]);
  });
});
