// A production build served by `npm start` on its own port and throw-away state, for the
// measuring scripts (npm run audit, npm run bench). Resolves to a function that stops it
// (and resolves when it has).
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { delimiter, resolve } from "node:path";
import { LIFTED_CAPS } from "./local-services.mjs";

// `cwd`: another checkout of the project (npm run audit -- --ab), served with its own scripts and packages.
// `keepState`: serve the state already in `stateDir` (npm run bench:scale seeds it first); `config`:
// another wrangler config than the build's (start.mjs's WRANGLER_CONFIG).
export async function startLocalServer({ port, stateDir, cwd = process.cwd(), keepState = false, config }) {
  if (!keepState) rmSync(resolve(cwd, stateDir), { recursive: true, force: true });
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd,
    env: {
      ...process.env,
      PATH: `${resolve(cwd, "node_modules/.bin")}${delimiter}${process.env.PATH ?? ""}`,
      PORT: String(port),
      PERSIST_DIR: stateDir,
      SKIP_BUILD: "1",
      EXTRA_VARS: LIFTED_CAPS,
      ...(config ? { WRANGLER_CONFIG: config } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  let exited = false;
  const gone = new Promise((done) => server.on("exit", () => done((exited = true))));
  // Stops the server's process group; resolves once it has exited and its port is free.
  const stop = async () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
    await gone;
    for (
      let i = 0;
      i < 50 &&
      (await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
        () => true,
        () => false,
      ));
      i++
    ) {
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  process.on("exit", () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
  });
  for (let i = 0; i < 120 && !exited; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok) return stop;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  stop();
  throw new Error(`the server did not answer on port ${port}`);
}
