// A tiny reverse proxy that gzips (level 9) what Cloudflare compresses in production, so
// the audit measures what visitors receive, the same way on every machine.
import http from "node:http";
import zlib from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json|x-script)|image\/svg\+xml)/;

/** Starts the proxy on `port`, forwarding to http://127.0.0.1:`targetPort`. */
export function startGzipProxy({ port, targetPort, level = 9 }) {
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    // Ask the local server for the uncompressed body (wrangler dev gzips too, at its own
    // level) and compress it here, the same way for every run.
    const { "accept-encoding": _ignored, ...forwarded } = req.headers;
    const upstream = http.request({ host: "127.0.0.1", port: targetPort, method: req.method, path: req.url, headers: forwarded, agent }, (up) => {
      const headers = { ...up.headers };
      const type = String(headers["content-type"] ?? "");
      const accepts = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
      const compress = accepts && COMPRESSIBLE.test(type) && !headers["content-encoding"] && req.method !== "HEAD" && ![204, 304].includes(up.statusCode ?? 0);
      if (!compress) {
        res.writeHead(up.statusCode ?? 502, headers);
        up.pipe(res);
        return;
      }
      delete headers["content-length"];
      headers["content-encoding"] = "gzip";
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
      res.writeHead(up.statusCode ?? 502, headers);
      up.pipe(zlib.createGzip({ level })).pipe(res);
    });
    upstream.on("error", (error) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`proxy error: ${error.message}`);
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
