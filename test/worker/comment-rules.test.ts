import { describe, expect, it } from "vitest";

// Comments say why in a line or two (issue 42): short file headers and a small comment share.
const app = import.meta.glob<string>("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });
const worker = import.meta.glob<string>("/worker/**/*.ts", { query: "?raw", import: "default", eager: true });

const MAX_HEADER_LINES = 3;
const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line);

/** The physical lines of the comment a file opens with, delimiters included (0 without one). */
function headerLines(text: string): number {
  const lines = text.split("\n");
  if (/^\s*\/\//.test(lines[0])) {
    const end = lines.findIndex((line) => !/^\s*\/\//.test(line));
    return end === -1 ? lines.length : end;
  }
  if (!/^\s*\/\*/.test(lines[0])) return 0;
  return lines.findIndex((line) => line.includes("*/")) + 1;
}

function commentShare(sources: Record<string, string>): number {
  const lines = Object.values(sources).flatMap((text) => text.split("\n").filter((line) => line.trim()));
  return lines.filter(isComment).length / lines.length;
}

describe("comment rules", () => {
  it("reads every module of app/ and worker/", () => {
    expect(Object.keys(app).length).toBeGreaterThan(100);
    expect(Object.keys(worker).length).toBeGreaterThan(5);
  });

  it(`keeps every file's header comment to at most ${MAX_HEADER_LINES} lines`, () => {
    const long = Object.entries({ ...app, ...worker })
      .map(([path, text]) => ({ path, lines: headerLines(text) }))
      .filter(({ lines }) => lines > MAX_HEADER_LINES)
      .map(({ path, lines }) => `${path}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it("keeps comments to at most 8 % of app/'s non-blank lines", () => {
    expect(commentShare(app)).toBeLessThanOrEqual(0.08);
  });

  it("keeps comments to at most 15 % of worker/'s non-blank lines", () => {
    expect(commentShare(worker)).toBeLessThanOrEqual(0.15);
  });
});
