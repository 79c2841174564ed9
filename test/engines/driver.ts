/**
 * What run.ts needs from a browser engine, and the in-page helpers both drivers share.
 * firefox.ts and webkit.ts implement it; the journeys (journeys.ts) know nothing of
 * either.
 */
import type { Target } from "./journeys.ts";

export interface Viewport {
  width: number;
  height: number;
}

/** One browser window at one size; journeys run in it one after another. */
export interface Session {
  /** Loads a page and waits for its load event. Page errors are counted from here. */
  goto(url: string): Promise<void>;
  /** Runs a function in the page (it must be self-contained) and returns its result.
   * Like `evaluate`, this is the driver's own evaluation: the page's CSP does not apply. */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<R>;
  /** The value of a JavaScript expression in the page. */
  evaluate(expression: string): Promise<unknown>;
  /** A real pointer click on the element. */
  click(target: Target): Promise<void>;
  /** Focuses the element and types the text key by key. */
  type(target: Target, text: string): Promise<void>;
  /** Two pointer moves near the top-left corner (the visitor's first interaction). */
  pointerMove(): Promise<void>;
  /** Page errors since the last goto. */
  errors(): Promise<string[]>;
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  /** "Firefox 153.7.0esr", "WebKitGTK 2.50.1"… */
  name: string;
  open(viewport: Viewport): Promise<Session>;
  quit(): Promise<void>;
}

export interface TargetState {
  found: boolean;
  visible: boolean;
  focused: boolean;
  text: string;
  /** Where it is, and whether a running animation or transition moves it or a parent
   * (to wait for an element that moves, as a drawer sliding in, to settle). */
  box: string;
  moving: boolean;
}

/**
 * In the page: the element a target names (a displayed match first, else the first
 * match), and what is asked of it: "find" returns it (or null), "state" what the run
 * loop polls for an `expect` step, "scroll" scrolls it to the middle of the viewport
 * (WebKit's driver refuses to click an element just outside it) and says if it exists.
 */
export function inPageTarget(css: string, text: string | null, action: "find" | "state" | "scroll"): Element | TargetState | boolean | null {
  const norm = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();
  // checkVisibility: not display:none, nor in a closed <details> (whose content keeps its
  // boxes under content-visibility: hidden), nor visibility: hidden.
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });
  };
  const all = Array.from(document.querySelectorAll(css)).filter((el) => text === null || norm(el.textContent) === text);
  const el = all.find(shown) ?? all[0] ?? null;
  if (action === "find") return el;
  if (action === "scroll") {
    el?.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
    return el !== null;
  }
  if (!el) return { found: false, visible: false, focused: false, text: "", box: "", moving: false };
  const { x, y, width, height } = el.getBoundingClientRect();
  const box = [x, y, width, height].map(Math.round).join(",");
  const moving = document.getAnimations().some((animation) => {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    return animation.playState === "running" && target instanceof Element && target.contains(el);
  });
  return { found: true, visible: shown(el), focused: document.activeElement === el, text: norm(el.textContent), box, moving };
}

/**
 * In the page: collects page errors in `window.__engineErrors`: console.error calls,
 * uncaught errors and rejections, CSP violations, resources that failed to load.
 * Firefox installs it before the page's own scripts run; WebKit's classic WebDriver can
 * only run it once the page has loaded (the page's first scripts are checked by what
 * they do: the video starts, the page hydrates).
 */
export function collectPageErrors(): void {
  const w = window as unknown as { __engineErrors?: string[] };
  if (w.__engineErrors) return;
  const list: string[] = (w.__engineErrors = []);
  const text = (value: unknown) => (value instanceof Error ? value.message : String(value));
  window.addEventListener(
    "error",
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string; currentSrc?: string; error?: MediaError | null }) | null;
      if (target && "tagName" in target) {
        const media = target.error ? ` (media error ${target.error.code}: ${target.error.message})` : "";
        list.push(`failed to load: <${target.tagName.toLowerCase()}> ${target.currentSrc || target.src || target.href || ""}${media}`);
      } else {
        list.push(`uncaught: ${text((event as ErrorEvent).error ?? (event as ErrorEvent).message)}`);
      }
    },
    true,
  );
  document.addEventListener("securitypolicyviolation", (event) => list.push(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
  window.addEventListener("unhandledrejection", (event) => list.push(`unhandled rejection: ${text(event.reason)}`));
  const original = console.error;
  console.error = function (...args: unknown[]) {
    list.push(`console.error: ${args.map(text).join(" ")}`);
    return original.apply(this, args);
  };
}

/** In the page: the errors collectPageErrors has seen. */
export function pageErrors(): string[] {
  return (window as unknown as { __engineErrors?: string[] }).__engineErrors ?? ["(no error collector in this page)"];
}

/** A target as (selector, text or null), the form the in-page helpers take. */
export function targetArgs(target: Target): [string, string | null] {
  return typeof target === "string" ? [target, null] : [target.css, target.text];
}

export function describeTarget(target: Target): string {
  return typeof target === "string" ? target : `${target.css} "${target.text}"`;
}

/** Polls `check` until it returns true or the time is up; a timeout reports the last value
 * it returned other than false (what the page showed instead). */
export async function waitFor(what: string, check: () => Promise<unknown>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (let delay = 50; ; delay = Math.min(delay * 2, 250)) {
    try {
      last = await check();
      if (last === true) return;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for: ${what}${last === false ? "" : ` (last: ${JSON.stringify(last)})`}`);
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
