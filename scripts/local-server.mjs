// A production build served by `npm start` on its own port and throw-away state, for the
// measuring scripts (npm run audit, npm run bench). Resolves to a function that stops it.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { LIFTED_CAPS } from "./local-services.mjs";

export async function startLocalServer({ port, stateDir }) {
  rmSync(stateDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), PERSIST_DIR: stateDir, SKIP_BUILD: "1", EXTRA_VARS: LIFTED_CAPS },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
  };
  process.on("exit", stop);
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/robots.txt`)).ok) return stop;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  stop();
  throw new Error(`the server did not answer on port ${port}`);
}
