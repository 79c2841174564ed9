// A local stand-in for an outside service: an HTTP server on a free port that answers as
// the service would (`handle`), keeps every request it got, and shows them:
//
//   GET  /                 what it received, newest first (a page for people)
//   GET  /__received       the same as JSON (for tests and the bench)
//   POST /__control        script a failure: {"fail": 3, "with": 500 | "hang" | "drop"} fails
//                          the next 3 requests so; {"down": 5000} stops listening for 5 s (the
//                          connection is refused); {"reset": true} forgets both and the records
//
// `handle({ method, path, headers, body })` returns { status, json }, or { status, headers, body } for
// bytes (a recording), and may add `record` fields: what the receiver made of the request, e.g. a
// verified signature.
// `pages` (optional) answers a stand-in's own pages first, unrecorded: { status, headers, body } or null.
import { createServer } from "node:http";

const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

export async function startReceiver({ name, handle, pages }) {
  const received = [];
  let failures = { count: 0, with: 500 };
  const hanging = new Set();

  const server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString("utf8");
    const path = req.url ?? "/";
    const json = (status, value) => {
      if (status === 204) return res.writeHead(204).end();
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(value));
    };

    if (path === "/__received") return json(200, received);
    const page = pages ? await pages({ method: req.method, path, headers: req.headers, body }) : null;
    if (page) return res.writeHead(page.status, page.headers ?? {}).end(page.body ?? "");
    if (path === "/__control" && req.method === "POST") {
      const command = JSON.parse(body || "{}");
      if (command.reset) {
        received.length = 0;
        failures = { count: 0, with: 500 };
      }
      if (command.fail !== undefined) failures = { count: Number(command.fail), with: command.with ?? 500 };
      if (command.down) {
        json(200, { ok: true });
        await goDown(Number(command.down));
        return;
      }
      return json(200, { ok: true });
    }
    if (path === "/" && req.method === "GET") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      const rows = [...received]
        .reverse()
        .map(
          (r) =>
            `<tr><td>${new Date(r.at).toISOString()}</td><td>${r.status}</td><td>${escape(r.method)} ${escape(r.path)}</td><td><pre>${escape(JSON.stringify(r.record ?? {}, null, 1))}</pre></td><td><pre>${escape(r.body.slice(0, 4000))}</pre></td></tr>`,
        );
      return res.end(
        `<!doctype html><meta charset="utf-8"><title>${escape(name)} (local stand-in)</title><h1>${escape(name)}: what it received (${received.length})</h1><p>A local stand-in: nothing leaves this machine. JSON: <a href="/__received">/__received</a>.</p><table border="1" cellpadding="4"><tr><th>received</th><th>answer</th><th>request</th><th>checked</th><th>body</th></tr>${rows.join("")}</table>`,
      );
    }

    const entry = { at: Date.now(), method: req.method, path, headers: req.headers, body, status: 0 };
    if (failures.count > 0) {
      failures.count--;
      entry.status = String(failures.with);
      received.push(entry);
      if (failures.with === "hang") return hanging.add(res);
      if (failures.with === "drop") return req.socket.destroy();
      return json(Number(failures.with), { error: `failing on purpose (${name} stand-in)` });
    }
    const answer = await handle({ method: req.method, path, headers: req.headers, body });
    entry.status = answer.status;
    entry.record = answer.record;
    received.push(entry);
    if (answer.body !== undefined) return res.writeHead(answer.status, answer.headers ?? {}).end(answer.body);
    json(answer.status, answer.json ?? {});
  });

  const listen = (port) => new Promise((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", () => resolve(server.address().port)));
  const port = await listen(0);
  async function goDown(ms) {
    for (const res of hanging) res.destroy();
    hanging.clear();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    setTimeout(() => listen(port).catch(() => {}), ms);
  }

  return {
    name,
    url: `http://127.0.0.1:${port}`,
    received,
    stop() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      server.close();
    },
  };
}
