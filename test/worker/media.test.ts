/**
 * The hero video's files with byte ranges (worker/media.ts): WebKit needs 206 answers to
 * play and loop a video, and the static asset server answers ranges with the whole file.
 */
import { describe, expect, it } from "vitest";
import { cacheControl, withResponseHeaders } from "../../worker/http-headers";
import { parseByteRange, withByteRange } from "~/lib/byte-range";
import { RANGED_MEDIA, serveRangedMedia } from "../../worker/media";

const FILE = new Uint8Array(100).map((_, i) => i);
const asset = () => new Response(FILE, { headers: { "Content-Type": "video/webm", ETag: '"v1"', "Cache-Control": "public, max-age=60" } });
const get = (headers: Record<string, string> = {}, method = "GET") => new Request("http://localhost/media/hero-loop.webm", { method, headers });

describe("parseByteRange", () => {
  it.each([
    ["bytes=0-1", { start: 0, end: 1 }],
    ["bytes=10-", { start: 10, end: 99 }],
    ["bytes=90-500", { start: 90, end: 99 }],
    ["bytes=-10", { start: 90, end: 99 }],
    ["bytes=-500", { start: 0, end: 99 }],
    ["bytes=100-", "unsatisfiable"],
    ["bytes=5-4", "unsatisfiable"],
    ["bytes=-0", "unsatisfiable"],
    ["bytes=0-1,5-6", null],
    ["items=0-1", null],
    ["bytes=-", null],
  ] as const)("%s of 100 bytes", (header, expected) => {
    expect(parseByteRange(header, 100)).toEqual(expected);
  });
});

describe("withByteRange", () => {
  it("answers one range with 206 and the slice", async () => {
    const res = await withByteRange(get({ Range: "bytes=10-19" }), asset());
    expect(res.status).toBe(206);
    expect(res.headers.get("Content-Range")).toBe("bytes 10-19/100");
    expect(res.headers.get("Content-Length")).toBe("10");
    expect(res.headers.get("Accept-Ranges")).toBe("bytes");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it("answers a range outside the file with 416", async () => {
    const res = await withByteRange(get({ Range: "bytes=200-" }), asset());
    expect(res.status).toBe(416);
    expect(res.headers.get("Content-Range")).toBe("bytes */100");
  });

  it("sends the whole file without a range, for several ranges, or when If-Range no longer matches", async () => {
    const cases: Record<string, string>[] = [{}, { Range: "bytes=0-1,5-6" }, { Range: "bytes=0-1", "If-Range": '"v0"' }];
    for (const headers of cases) {
      const res = await withByteRange(get(headers), asset());
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.headers.get("Accept-Ranges")).toBe("bytes");
      expect((await res.arrayBuffer()).byteLength).toBe(100);
    }
    const matching = await withByteRange(get({ Range: "bytes=0-1", "If-Range": '"v1"' }), asset());
    expect(matching.status).toBe(206);
  });

  it("passes other answers through (304, 404), and HEAD gets no body", async () => {
    expect((await withByteRange(get({ Range: "bytes=0-1" }), new Response(null, { status: 304 }))).status).toBe(304);
    expect((await withByteRange(get({ Range: "bytes=0-1" }), new Response("no", { status: 404 }))).status).toBe(404);
    const head = await withByteRange(get({ Range: "bytes=0-9" }, "HEAD"), asset());
    expect(head.status).toBe(206);
    expect(head.headers.get("Content-Length")).toBe("10");
    expect(await head.text()).toBe("");
  });
});

describe("routing", () => {
  it("sends only the hero video's files to the byte-range server", () => {
    for (const path of ["/media/hero-loop.webm", "/media/hero-loop.mp4"]) expect(RANGED_MEDIA.test(path), path).toBe(true);
    for (const path of ["/media/hero-poster.webp", "/media/x/y.mp4", "/media/hero-loop.webm/x", "/hero-loop.mp4"]) {
      expect(RANGED_MEDIA.test(path), path).toBe(false);
    }
  });

  it("the same files as wrangler.toml's run_worker_first", async () => {
    const toml = (await import("../../wrangler.toml?raw")).default as string;
    const globs = JSON.parse(/^run_worker_first = (\[.*\])$/m.exec(toml)?.[1] ?? "[]") as string[];
    expect(globs).toEqual(["/media/*.webm", "/media/*.mp4"]);
  });

  it("asks the static files for the whole file (conditions kept) and cuts the range from it", async () => {
    const seen: Request[] = [];
    const assets = { fetch: async (req: Request) => (seen.push(req), asset()) } as unknown as Fetcher;
    const res = await serveRangedMedia(get({ Range: "bytes=0-1", "If-Range": '"v1"', "If-None-Match": '"v0"' }), assets);
    expect(res.status).toBe(206);
    expect(seen[0].headers.get("Range")).toBeNull();
    expect(seen[0].headers.get("If-Range")).toBeNull();
    expect(seen[0].headers.get("If-None-Match")).toBe('"v0"');
  });

  it("a 206 and a 304 keep the file's caching; the security headers are added", () => {
    for (const status of [206, 304]) {
      const res = withResponseHeaders(get(), new Response(null, { status, headers: { "Cache-Control": "public, max-age=60" } }), "test-nonce");
      expect(res.headers.get("Cache-Control"), String(status)).toBe("public, max-age=60");
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
    const refused = withResponseHeaders(get(), new Response(null, { status: 416 }), "test-nonce");
    expect(refused.headers.get("Cache-Control")).toBe(cacheControl.none);
  });
});
