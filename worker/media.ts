/** The hero video's files with byte ranges: the static asset server answers a Range with the
 * whole file, which stops a video in WebKit, so wrangler.toml's `run_worker_first` sends them
 * here for a 206 (decision 0038). */

import { withByteRange } from "~/lib/byte-range";

/** The same globs as `run_worker_first` in wrangler.toml. */
export const RANGED_MEDIA = /^\/media\/[^/]+\.(?:webm|mp4)$/;

export async function serveRangedMedia(request: Request, assets: Fetcher): Promise<Response> {
  // The asset server ignores Range: ask for the whole file (conditional headers kept, for a 304).
  const headers = new Headers(request.headers);
  headers.delete("Range");
  headers.delete("If-Range");
  const asset = await assets.fetch(new Request(request.url, { method: "GET", headers }));
  return withByteRange(request, asset);
}
