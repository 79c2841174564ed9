/** One byte range of a body read whole (RFC 9110 14): WebKit's <video> and <audio> play only with 206 answers
 * (decision 0087), from the hero files and the desk's recordings proxy alike. */

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

/** An answer cut to the range asked for: 206, or 416 outside the file; anything else
 * (no single valid range, a stale If-Range, not a 200) passes through whole. */
export async function withByteRange(request: Request, asset: Response): Promise<Response> {
  const headers = new Headers(asset.headers);
  headers.set("Accept-Ranges", "bytes");
  const range = request.headers.get("Range");
  const ifRange = request.headers.get("If-Range");
  const whole = () => new Response(request.method === "HEAD" ? null : asset.body, { status: asset.status, headers });
  if (asset.status !== 200 || !range || (ifRange !== null && ifRange !== headers.get("ETag"))) return whole();

  // Small bodies only (the hero files, a voicemail): read whole, answer the slice.
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
