/**
 * WebKit: WebKitGTK's WebKitWebDriver (Debian's webkit2gtk-driver, or WEBKIT_DRIVER_PATH)
 * driving its MiniBrowser (MINIBROWSER_PATH) under a virtual X server (xvfb-run), over
 * classic WebDriver with the `webdriver` client. The driver serves one session at a
 * time; each session is a new MiniBrowser window.
 * - MiniBrowser's toolbar keeps a window at least 447 px wide: a GTK stylesheet in a
 *   private XDG_CONFIG_HOME shrinks it, and the window is sized so that the viewport
 *   (innerWidth × innerHeight) is exactly the one asked for.
 * - The driver reports no console: page errors are collected in the page, from its load
 *   event on (collectPageErrors).
 * - The driver refuses to click an element just outside the viewport: it is scrolled to
 *   the middle first.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import WebDriver from "webdriver";
import { collectPageErrors, describeTarget, type Engine, inPageTarget, pageErrors, type Session, targetArgs, waitFor } from "./driver.ts";
import type { Target } from "./journeys.ts";
import { scaled } from "../slowdown.ts";

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** The key of an element reference in a WebDriver answer. */
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

type Client = Awaited<ReturnType<typeof WebDriver.newSession>>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `fn` as a WebDriver script: a function body that calls it with the script's arguments. */
const script = (fn: (...args: never[]) => unknown) => `return (${fn.toString()}).apply(null, arguments);`;

export async function launchWebKit(options: { reducedMotion?: boolean } = {}): Promise<Engine> {
  const config = mkdtempSync(join(tmpdir(), "engines-webkit-"));
  mkdirSync(join(config, "gtk-3.0"));
  writeFileSync(join(config, "gtk-3.0", "gtk.css"), "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n");
  // WebKitGTK answers prefers-reduced-motion from GTK's animation setting.
  writeFileSync(join(config, "gtk-3.0", "settings.ini"), `[Settings]\ngtk-enable-animations=${options.reducedMotion ? 0 : 1}\n`);

  const port = await freePort();
  let output = "";
  const driver: ChildProcess = spawn("xvfb-run", ["-a", "-s", "-screen 0 1920x1080x24", WEBKIT_DRIVER_PATH, `--port=${port}`], {
    env: { ...process.env, XDG_CONFIG_HOME: config },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  driver.stdout?.on("data", (chunk) => (output += chunk));
  driver.stderr?.on("data", (chunk) => (output += chunk));
  let exited = false;
  driver.on("exit", () => (exited = true));
  const stop = () => {
    try {
      if (!exited && driver.pid) process.kill(-driver.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
    rmSync(config, { recursive: true, force: true });
  };

  try {
    await waitFor(
      `WebKitWebDriver on port ${port}`,
      async () => {
        if (exited) throw new Error(`WebKitWebDriver exited: ${output.trim().slice(-500)}`);
        const res = await fetch(`http://127.0.0.1:${port}/status`);
        return res.ok && ((await res.json()) as { value?: { ready?: boolean } }).value?.ready === true;
      },
      scaled(30_000),
    );
  } catch (error) {
    stop();
    throw error;
  }

  let version = "";
  return {
    get name() {
      return `WebKitGTK ${version}`.trim();
    },
    async open(viewport) {
      const client: Client = await WebDriver.newSession({
        hostname: "127.0.0.1",
        port,
        path: "/",
        logLevel: "silent",
        connectionRetryCount: 0,
        capabilities: {
          // Classic WebDriver: with BiDi requested the driver finds no matching capabilities.
          "wdio:enforceWebDriverClassic": true,
          "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
        } as WebdriverIO.Capabilities,
      });
      version ||= String((client.capabilities as { browserVersion?: string }).browserVersion ?? "");
      const run = <A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<R> =>
        client.executeScript(script(fn as never), args as object[]) as Promise<R>;

      // Size the window so that the viewport is the one asked for.
      let size = { ...viewport };
      for (let attempt = 0; attempt < 3; attempt++) {
        await client.setWindowRect(0, 0, size.width, size.height);
        const inner = await run(() => [window.innerWidth, window.innerHeight]);
        if (inner[0] === viewport.width && inner[1] === viewport.height) break;
        size = { width: size.width + viewport.width - inner[0], height: size.height + viewport.height - inner[1] };
      }

      async function element(target: Target): Promise<string> {
        await run(inPageTarget, ...targetArgs(target), "scroll" as const);
        const ref = (await run(inPageTarget, ...targetArgs(target), "find" as const)) as unknown as Record<string, string> | null;
        if (!ref?.[ELEMENT]) throw new Error(`no element ${describeTarget(target)}`);
        return ref[ELEMENT];
      }

      const session: Session = {
        async goto(url) {
          await client.navigateTo(url);
          await run(collectPageErrors);
        },
        run,
        evaluate: (expression) => client.executeScript(`return (${expression});`, []),
        async click(target) {
          await client.elementClick(await element(target));
        },
        async type(target, text) {
          await client.elementSendKeys(await element(target), text);
        },
        async pointerMove() {
          await client.performActions([
            {
              type: "pointer",
              id: "mouse",
              parameters: { pointerType: "mouse" },
              actions: [
                { type: "pointerMove", duration: 0, origin: "viewport", x: 2, y: 2 },
                { type: "pointerMove", duration: 0, origin: "viewport", x: 4, y: 4 },
              ],
            },
          ]);
          await client.releaseActions();
        },
        errors: () => run(pageErrors),
        async screenshot(file) {
          writeFileSync(file, Buffer.from(await client.takeScreenshot(), "base64"));
        },
        async close() {
          await client.deleteSession();
        },
      };
      return session;
    },
    async quit() {
      stop();
    },
  };
}
