/** The hero video's files with byte ranges: the static asset server answers a Range with the
 * whole file, which stops a video in WebKit, so wrangler.toml's `run_worker_first` sends them
 * here for a 206 (decision 0038). */

/** The same globs as `run_worker_first` in wrangler.toml. */
export const RANGED_MEDIA = /^\/media\/[^/]+\.(?:webm|mp4)$/;

type ByteRange = { start: number; end: number } | "unsatisfiable" | null;

/** One `bytes=` range of a file of `size` bytes (RFC 9110 14.1.2); null when the header
 * is not one (several ranges, another unit): then the whole file is the answer. */
export function parseByteRange(header: string, size: number): ByteRange {
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    // The last N bytes.
    const suffix = Number(match[2]);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

/** The asset's answer cut to the range asked for: 206, or 416 outside the file; anything else
 * (no single valid range, a stale If-Range, not a 200) passes through whole. */
export async function withByteRange(request: Request, asset: Response): Promise<Response> {
  const headers = new Headers(asset.headers);
  headers.set("Accept-Ranges", "bytes");
  const range = request.headers.get("Range");
  const ifRange = request.headers.get("If-Range");
  const whole = () => new Response(request.method === "HEAD" ? null : asset.body, { status: asset.status, headers });
  if (asset.status !== 200 || !range || (ifRange !== null && ifRange !== headers.get("ETag"))) return whole();

  // The hero files are small (under 300 KB): read whole, answer the slice.
  const body = await asset.arrayBuffer();
  const parsed = parseByteRange(range, body.byteLength);
  if (parsed === null) return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
  if (parsed === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${body.byteLength}`);
    headers.delete("Content-Length");
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = parsed;
  headers.set("Content-Range", `bytes ${start}-${end}/${body.byteLength}`);
  headers.set("Content-Length", String(end - start + 1));
  return new Response(request.method === "HEAD" ? null : body.slice(start, end + 1), { status: 206, headers });
}

export async function serveRangedMedia(request: Request, assets: Fetcher): Promise<Response> {
  // The asset server ignores Range: ask for the whole file (conditional headers kept, for a 304).
  const headers = new Headers(request.headers);
  headers.delete("Range");
  headers.delete("If-Range");
  const asset = await assets.fetch(new Request(request.url, { method: "GET", headers }));
  return withByteRange(request, asset);
}
