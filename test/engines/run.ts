/**
 * The engine suite (`npm run test:engines`): every journey in journeys.ts, in Firefox
 * (firefox.ts) and WebKit (webkit.ts), at 390 and 1280 px, against the production build
 * served by `npm start` on its own port (ENGINES_PORT, 8789) with its own throw-away
 * state (.wrangler/engines-state). Then the WebKit hero video for a visitor who prefers
 * reduced motion. Prints a table, writes a screenshot of each failure to
 * test-results/engines/, and exits non-zero when anything failed.
 *
 * ENGINES=firefox or ENGINES=webkit runs one engine; FIREFOX_PATH, WEBKIT_DRIVER_PATH and
 * MINIBROWSER_PATH point at other binaries; ENGINES_STEP_TIMEOUT (ms, 10000) is how long
 * a step may wait (times TEST_SLOWDOWN). With CI set, a failed journey is tried once more (and marked so).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import "../../scripts/cloudflare-env.mjs";
import { LIFTED_CAPS } from "../../scripts/local-services.mjs";
import { localD1Rows } from "../local-d1.ts";
import { scaled } from "../slowdown.ts";
import { describeTarget, type Engine, inPageTarget, type Session, type TargetState, targetArgs, waitFor } from "./driver.ts";
import { FIREFOX_PATH, launchFirefox } from "./firefox.ts";
import { type Journey, journeys, type Step, VIEWPORTS } from "./journeys.ts";
import { launchWebKit, MINIBROWSER_PATH, WEBKIT_DRIVER_PATH } from "./webkit.ts";

const PORT = Number(process.env.ENGINES_PORT ?? 8789);
const BASE = `http://127.0.0.1:${PORT}`;
const STATE_DIR = ".wrangler/engines-state";
const SHOTS = "test-results/engines";
const STEP_TIMEOUT = scaled(Number(process.env.ENGINES_STEP_TIMEOUT ?? 10_000));
const RETRIES = process.env.CI ? 1 : 0;

interface EngineSpec {
  key: string;
  launch: () => Promise<Engine>;
  /** Binaries it needs, with the Debian package that has them. */
  needs: [path: string, apt: string][];
}

const ENGINES: EngineSpec[] = [
  { key: "firefox", launch: launchFirefox, needs: [[FIREFOX_PATH, "firefox-esr"]] },
  {
    key: "webkit",
    launch: () => launchWebKit(),
    needs: [
      [WEBKIT_DRIVER_PATH, "webkit2gtk-driver"],
      [MINIBROWSER_PATH, "webkit2gtk-driver"],
      ["/usr/bin/xvfb-run", "xvfb"],
    ],
  },
];

interface Result {
  engine: string;
  width: number;
  journey: string;
  ok: boolean;
  retried: boolean;
  ms: number;
  error?: string;
  lead?: { name: string; path: string };
}

// ---------------------------------------------------------------------------------------
// The server

let server: ChildProcess | undefined;
/** Engines running now, quit on an interrupt too. */
const running = new Set<Engine>();
let serverLog = "";

async function startServer(): Promise<void> {
  const taken = await fetch(BASE).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${BASE} already answers: stop that server or set ENGINES_PORT`);
  rmSync(STATE_DIR, { recursive: true, force: true });
  server = spawn("npm", ["start"], {
    env: { ...process.env, PORT: String(PORT), PERSIST_DIR: STATE_DIR, EXTRA_VARS: LIFTED_CAPS },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let exited: number | null = null;
  server.on("exit", (code) => (exited = code ?? 1));
  for (const stream of [server.stdout, server.stderr]) stream?.on("data", (chunk) => (serverLog = (serverLog + chunk).slice(-20_000)));
  await waitFor(
    `npm start on port ${PORT}`,
    async () => {
      if (exited !== null) throw new Error(`npm start exited (${exited}):\n${serverLog.slice(-3000)}`);
      return (await fetch(BASE).catch(() => null))?.ok === true;
    },
    scaled(240_000),
  );
}

function stopServer() {
  if (server?.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

// ---------------------------------------------------------------------------------------
// Journeys

const stepText = (step: Step): string => {
  if ("goto" in step) return `goto ${step.goto}`;
  if ("hydrate" in step) return "first interaction → hydrated";
  if ("click" in step) return `click ${describeTarget(step.click)}`;
  if ("type" in step) return `type into ${describeTarget(step.type)}`;
  if ("expect" in step) return `expect ${describeTarget(step.expect)} ${step.contains ? `contains "${step.contains}"` : (step.is ?? "visible")}`;
  if ("count" in step) return `expect ${step.is} × ${step.count}`;
  if ("path" in step) return `expect path ${step.path}`;
  if ("until" in step || "exec" in step) return step.what;
  return "lead in D1";
};

const state = (session: Session, target: Parameters<typeof targetArgs>[0]) =>
  session.run(inPageTarget, ...targetArgs(target), "state" as const) as Promise<TargetState>;

async function runStep(session: Session, step: Step, lead: string): Promise<void> {
  const wait = (check: () => Promise<unknown>) => waitFor(stepText(step), check, STEP_TIMEOUT);
  if ("goto" in step) return session.goto(BASE + step.goto);
  if ("hydrate" in step) {
    await session.pointerMove();
    return wait(() => session.run(() => document.documentElement.dataset.hydrated === "true"));
  }
  if ("click" in step || "type" in step) {
    const target = "click" in step ? step.click : step.type;
    // Displayed, not being moved by an animation, and in the same place on two polls in a
    // row (a drawer sliding in settles first).
    let last = "";
    await wait(async () => {
      const s = await state(session, target);
      const settled = s.visible && !s.moving && s.box === last;
      last = s.box;
      return settled || s;
    });
    return "click" in step ? session.click(target) : session.type(target, step.text.replace("{lead}", lead));
  }
  if ("expect" in step) {
    return wait(async () => {
      const s = await state(session, step.expect);
      if (step.contains !== undefined) return s.visible && s.text.includes(step.contains) ? true : s;
      if (step.is === "hidden") return !s.visible;
      if (step.is === "focused") return s.focused;
      return s.visible;
    });
  }
  if ("count" in step) {
    return wait(async () => {
      const n = await session.run((css: string) => document.querySelectorAll(css).length, step.count);
      return n === step.is ? true : `${n} found`;
    });
  }
  if ("path" in step) return wait(async () => (await session.run(() => location.pathname)) === step.path);
  if ("until" in step) {
    return wait(async () => (await session.evaluate(step.until)) === true || (step.show ? session.evaluate(step.show) : false));
  }
  if ("exec" in step) return void (await session.evaluate(`(${step.exec}, true)`));
}

async function runJourney(session: Session, engine: string, width: number, journey: Journey): Promise<Result> {
  const started = Date.now();
  const lead = `Engines ${engine} ${width} ${Date.now().toString(36)}`;
  const result: Result = { engine, width, journey: journey.name, ok: false, retried: false, ms: 0 };
  let where = "";
  try {
    for (const [i, step] of journey.steps.entries()) {
      where = `step ${i + 1} (${stepText(step)}): `;
      await runStep(session, step, lead);
      if ("leadInD1" in step) {
        const path = journey.steps.find((s): s is { goto: string } => "goto" in s)?.goto ?? "/";
        result.lead = { name: lead, path };
      }
    }
    where = "";
    const errors = await session.errors();
    if (errors.length) throw new Error(`page errors:\n      ${errors.join("\n      ")}`);
    result.ok = true;
  } catch (error) {
    result.error = where + (error instanceof Error ? error.message : String(error));
    mkdirSync(SHOTS, { recursive: true });
    const file = `${SHOTS}/${engine}-${width}-${journey.name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.png`;
    await session.screenshot(file).then(
      () => (result.error += `\n      screenshot: ${file}`),
      () => undefined,
    );
  }
  result.ms = Date.now() - started;
  return result;
}

/** Checks the leads the valid-submit journeys sent, in the local D1 database, with one query. */
function checkLeads(results: Result[]): void {
  const pending = results.filter((r) => r.ok && r.lead);
  if (!pending.length) return;
  const names = pending.map((r) => `'${r.lead!.name.replace(/'/g, "''")}'`).join(", ");
  const sql = `SELECT name, email, case_type, submitted_via, source_url FROM leads WHERE name IN (${names})`;
  let rows: { name: string; email: string; case_type: string; submitted_via: string; source_url: string }[] = [];
  try {
    rows = localD1Rows(STATE_DIR, sql);
  } catch (error) {
    for (const r of pending) Object.assign(r, { ok: false, error: `reading D1 failed: ${String(error)}` });
    return;
  }
  for (const r of pending) {
    const row = rows.filter((x) => x.name === r.lead!.name);
    const good =
      row.length === 1 &&
      row[0].email === "engines@example.com" &&
      row[0].case_type === "truck-accidents" &&
      row[0].submitted_via === "json" &&
      row[0].source_url.endsWith(r.lead!.path);
    if (!good) Object.assign(r, { ok: false, error: `lead "${r.lead!.name}" not as sent in D1: ${JSON.stringify(row)}` });
  }
}

// ---------------------------------------------------------------------------------------
// Reduced motion (WebKit: its GTK setting; Chromium's is in test/e2e/sections.spec.ts)

/** A new session; a driver that did not answer (seen now and then with WebKitWebDriver
 * on a busy machine) gets a second try. */
async function openSession(engine: Engine, viewport: (typeof VIEWPORTS)[number]) {
  try {
    return await engine.open(viewport);
  } catch (error) {
    console.log(`  retrying a ${engine.name} session at ${viewport.width}px: ${error instanceof Error ? error.message : error}`);
    return engine.open(viewport);
  }
}

async function reducedMotionWebKit(): Promise<Result> {
  const started = Date.now();
  const result: Result = { engine: "webkit", width: 390, journey: "hero video: still for reduced motion", ok: false, retried: false, ms: 0 };
  const engine = await launchWebKit({ reducedMotion: true });
  running.add(engine);
  try {
    const session = await openSession(engine, VIEWPORTS[0]);
    try {
      await session.goto(`${BASE}/`);
      await waitFor("the page prefers reduced motion", () => session.run(() => matchMedia("(prefers-reduced-motion: reduce)").matches), STEP_TIMEOUT);
      // The hero adds and starts its video once the page is interactive and the browser
      // idle (app/lib/when-idle.ts; without requestIdleCallback, 200 ms after hydration):
      // a callback queued the same way after it, then two frames, and that turn is over.
      await session.pointerMove();
      await waitFor("the page has hydrated", () => session.run(() => document.documentElement.dataset.hydrated === "true"), STEP_TIMEOUT);
      await session.run(
        () =>
          new Promise<boolean>((resolve) => {
            const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)));
            if ("requestIdleCallback" in window) requestIdleCallback(frames, { timeout: 2000 });
            else setTimeout(frames, 200);
          }),
      );
      const seen = await session.run(() => {
        const videos = document.querySelectorAll('section[aria-labelledby="hero-heading"] video').length;
        const button = document.querySelector('section[aria-labelledby="hero-heading"] button.motion-toggle')!;
        const fetched = performance.getEntriesByType("resource").filter((e) => e.name.includes("/media/hero-loop")).length;
        return { videos, fetched, label: button.getAttribute("aria-label") };
      });
      const expected = { videos: 0, fetched: 0, label: "Play background video" };
      if (Object.entries(expected).some(([key, value]) => seen[key as keyof typeof seen] !== value)) {
        throw new Error(`expected ${JSON.stringify(expected)}, saw ${JSON.stringify(seen)}`);
      }
      const errors = await session.errors();
      if (errors.length) throw new Error(`page errors: ${errors.join("; ")}`);
      result.ok = true;
    } finally {
      await session.close();
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  } finally {
    running.delete(engine);
    await engine.quit();
  }
  result.ms = Date.now() - started;
  return result;
}

// ---------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const started = Date.now();
  const only = process.env.ENGINES?.split(",").map((s) => s.trim());
  const specs = ENGINES.filter((e) => !only || only.includes(e.key));
  const missing = specs.flatMap((e) => e.needs.filter(([path]) => !existsSync(path)));
  if (missing.length) {
    console.error(
      `The engine suite needs ${missing.map(([path]) => path).join(", ")}.\n` +
        `Install: apt-get install ${[...new Set(missing.map(([, apt]) => apt))].join(" ")} ` +
        "(or point FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH at other binaries).",
    );
    return 1;
  }

  const results: Result[] = [];
  const names = new Map<string, string>();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  const report = (result: Result) => {
    results.push(result);
    const name = names.get(result.engine) ?? result.engine;
    console.log(`${result.ok ? "ok  " : "FAIL"} ${name} ${result.width}px  ${result.journey}  (${(result.ms / 1000).toFixed(1)} s)`);
  };

  /** Every journey at every width in one engine, one after another. */
  async function runEngine(spec: EngineSpec, launching: Promise<Engine>): Promise<void> {
    const engine = await launching;
    names.set(spec.key, engine.name);
    try {
      for (const viewport of VIEWPORTS) {
        const session = await openSession(engine, viewport);
        try {
          for (const journey of journeys.filter((j) => !j.widths || j.widths.includes(viewport.width))) {
            let result = await runJourney(session, spec.key, viewport.width, journey);
            for (let retry = 0; !result.ok && retry < RETRIES; retry++) {
              console.log(`  retrying ${spec.key} ${viewport.width} "${journey.name}": ${result.error}`);
              result = { ...(await runJourney(session, spec.key, viewport.width, journey)), retried: true };
            }
            report(result);
          }
        } finally {
          await session.close().catch(() => undefined);
        }
      }
    } finally {
      running.delete(engine);
      await engine.quit().catch(() => undefined);
    }
    if (spec.key === "webkit") report(await reducedMotionWebKit());
  }

  // The browsers start while the server builds; then one engine after the other (side by
  // side was no faster on two busy cores, and less steady).
  const serverReady = startServer().then(() => console.log(`server ready after ${seconds()}`));
  const launches = specs.map((spec) => {
    const launching = spec.launch().then((engine) => (running.add(engine), engine));
    launching.catch(() => undefined);
    return launching;
  });
  await serverReady;
  for (const [i, spec] of specs.entries()) {
    try {
      await runEngine(spec, launches[i]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      report({ engine: spec.key, width: 0, journey: "(the engine did not run)", ok: false, retried: false, ms: 0, error: message });
    }
  }
  checkLeads(results);

  // The table: one row per journey, one column per engine and width.
  const columns = specs.flatMap((s) => VIEWPORTS.map((v) => ({ key: s.key, width: v.width, title: `${names.get(s.key) ?? s.key} ${v.width}` })));
  const rows = [...new Set(results.map((r) => r.journey))];
  const cell = (journey: string, key: string, width: number) => {
    const r = results.find((x) => x.journey === journey && x.engine === key && x.width === width);
    return !r ? "–" : `${r.ok ? "pass" : "FAIL"}${r.retried ? " (retried)" : ""} ${(r.ms / 1000).toFixed(1)} s`;
  };
  const table = [["journey", ...columns.map((c) => c.title)], ...rows.map((j) => [j, ...columns.map((c) => cell(j, c.key, c.width))])];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  console.log("");
  for (const [i, row] of table.entries()) {
    console.log(`| ${row.map((c, k) => c.padEnd(widths[k])).join(" | ")} |`);
    if (i === 0) console.log(`| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`);
  }
  const failed = results.filter((r) => !r.ok);
  for (const r of failed) console.log(`\nFAIL ${names.get(r.engine) ?? r.engine} ${r.width}px "${r.journey}"\n    ${r.error}`);
  if (failed.length) console.log(`\nThe server's last lines (npm start):\n${serverLog.split("\n").slice(-30).join("\n")}`);
  console.log(`\nEngine suite: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
  return failed.length ? 1 : 0;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopServer();
    Promise.allSettled([...running].map((engine) => engine.quit())).then(() => process.exit(130));
  });
}
main()
  .catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    return 1;
  })
  .then((code) => {
    stopServer();
    process.exit(code);
  });
