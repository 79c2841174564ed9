/**
 * The journeys the engine suite drives in Firefox and WebKit, as data: a visitor's steps
 * and what they must see. run.ts plays each journey in every engine at every width it
 * names, on a fresh load, and fails it on any page error (console.error, an uncaught
 * error or rejection, a CSP violation, a resource that failed to load).
 * The Chromium suite (test/e2e/) goes deeper; these are the same paths, kept small.
 */
import { fixedWords } from "../lead-fixtures.ts";

/** An element: a CSS selector, or a selector and the element's exact text (trimmed,
 * whitespace collapsed). The first match that is displayed wins, else the first match. */
export type Target = string | { css: string; text: string };

export type Step =
  /** Load a page of the site (a fresh document: the journey starts here). */
  | { goto: string }
  /** The visitor's first interaction (pointer moves); waits for html[data-hydrated]. */
  | { hydrate: true }
  /** A real click on the element (scrolled into view first). */
  | { click: Target }
  /** Focuses the element and types, key by key. `{lead}` becomes the journey's lead name. */
  | { type: Target; text: string }
  /** Waits until the element is displayed (default), hidden (absent or not displayed),
   * or contains a text, or is the focused element. */
  | { expect: Target; is?: "visible" | "hidden" | "focused"; contains?: string }
  /** Waits until this many elements match the selector. */
  | { count: string; is: number }
  /** Waits until the page's address has this path. */
  | { path: string }
  /** Waits until a JavaScript expression, evaluated in the page, is true. A timeout reports
   * the last value of `show`, if given (what the page was doing instead). */
  | { until: string; what: string; show?: string }
  /** Runs a JavaScript expression in the page (what a visitor's device would do). */
  | { exec: string; what: string }
  /** The journey's lead (`{lead}`) must be in the local D1 database (checked once at the end). */
  | { leadInD1: true };

export interface Journey {
  name: string;
  /** Widths this journey runs at (default: all). */
  widths?: readonly number[];
  steps: readonly Step[];
}

/** The widths every journey runs at, with the height of the window. */
export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const heroVideo = "document.querySelector('section[aria-labelledby=\"hero-heading\"] video')";
const heroToggle = 'section[aria-labelledby="hero-heading"] button.motion-toggle';
/** The hero video's state, for a report of a wait that timed out. */
const heroVideoState = `(v => v && { paused: v.paused, ended: v.ended, time: v.currentTime, duration: v.duration, readyState: v.readyState, networkState: v.networkState, seeking: v.seeking, error: v.error?.code, src: v.currentSrc })(${heroVideo})`;
const form = "#consultation";

export const journeys: readonly Journey[] = [
  {
    name: "home: loads, hydrates",
    steps: [{ goto: "/" }, { expect: { css: "h1", text: "At Bat for Justice. Focused on You." } }, { hydrate: true }],
  },
  {
    name: "practice page: loads, hydrates",
    steps: [{ goto: "/kent-wa/car-accident-lawyer" }, { expect: { css: "h1", text: "Kent Car Accident Lawyer" } }, { hydrate: true }],
  },
  {
    name: "resources: a topic narrows the list, an article opens in the app",
    steps: [
      { goto: "/resources" },
      { hydrate: true },
      { click: { css: "main nav a", text: "Dog Bites" } },
      { count: "main h2[id^='topic-']", is: 1 },
      { click: { css: "main h3 a", text: "Dog Bites in Washington: The Owner's Strict Liability" } },
      { path: "/resources/dog-bites-and-strict-liability" },
      { expect: { css: "h1", text: "Dog Bites in Washington: The Owner's Strict Liability" } },
      { expect: { css: "main h2", text: "What to do after a bite" } },
    ],
  },
  {
    name: "article: whole before hydration, and after",
    steps: [
      { goto: "/es/recursos/mordeduras-de-perro-y-responsabilidad-del-dueno" },
      { expect: { css: "main h2", text: "Qué hacer después de una mordedura" } },
      { hydrate: true },
      { expect: { css: "main h2", text: "Qué hacer después de una mordedura" } },
    ],
  },
  {
    name: "menu: drawer → a group → a link closes it and navigates",
    widths: [390],
    steps: [
      { goto: "/" },
      { hydrate: true },
      { click: 'button[aria-label="Open menu"]' },
      { expect: "#site-drawer" },
      { click: { css: "#site-drawer summary", text: "Areas We Serve" } },
      { click: { css: "#site-drawer a", text: "Kent" } },
      { path: "/kent-wa/personal-injury-lawyer" },
      { expect: { css: "h1", text: "Kent Personal Injury Lawyer" } },
      { expect: "#site-drawer", is: "hidden" },
    ],
  },
  {
    name: "menu: header dropdown → a link closes it and navigates",
    widths: [1280],
    steps: [
      { goto: "/" },
      { hydrate: true },
      { expect: 'button[aria-label="Open menu"]', is: "hidden" },
      { click: { css: 'nav[aria-label="Main"] summary', text: "Practice Areas" } },
      { click: { css: 'nav[aria-label="Main"] a', text: "Car Accidents" } },
      { path: "/kent-wa/car-accident-lawyer" },
      { expect: { css: "h1", text: "Kent Car Accident Lawyer" } },
      { expect: { css: 'nav[aria-label="Main"] a', text: "Car Accidents" }, is: "hidden" },
    ],
  },
  {
    name: "FAQ: one item open at a time",
    steps: [
      { goto: "/" },
      { click: '#faq details[data-value="item-0"] summary' },
      { count: "#faq details[open]", is: 1 },
      { expect: '#faq details[data-value="item-0"][open]' },
      { click: '#faq details[data-value="item-1"] summary' },
      { expect: '#faq details[data-value="item-1"][open]' },
      { count: "#faq details[open]", is: 1 },
      { click: '#faq details[data-value="item-1"] summary' },
      { count: "#faq details[open]", is: 0 },
    ],
  },
  {
    name: "form: an empty submit shows the messages",
    steps: [
      { goto: "/" },
      { hydrate: true },
      { click: `${form} button[type="submit"]` },
      ...[fixedWords.name, fixedWords.email, fixedWords.caseType, fixedWords.description, fixedWords.privacyConsent].map((message): Step => ({
        expect: { css: `${form} p`, text: message },
      })),
      { expect: `${form} input[name="name"]`, is: "focused" },
    ],
  },
  {
    name: "form: a valid submit shows the toast; the lead is in D1",
    steps: [
      { goto: "/kent-wa/truck-accident-lawyer" },
      { hydrate: true },
      { type: `${form} input[name="name"]`, text: "{lead}" },
      { type: `${form} input[name="email"]`, text: "engines@example.com" },
      { type: `${form} input[name="phone"]`, text: "253-555-0111" },
      { type: `${form} textarea[name="description"]`, text: "A truck merged into my lane on SR 167." },
      { click: `${form} input[name="privacyConsent"]` },
      { click: `${form} button[type="submit"]` },
      { expect: "[data-sonner-toast]", contains: fixedWords.successTitle },
      { expect: "[data-sonner-toast]", contains: fixedWords.successText },
      { leadInD1: true },
    ],
  },
  {
    name: "hero video: plays by itself; the button pauses it",
    steps: [
      { goto: "/" },
      {
        // The page adds the video once it is interactive (there is none before).
        until: `(v => !!v && v.muted && !v.paused && v.currentTime > 0.3)(${heroVideo})`,
        what: "the muted hero video is playing",
        show: heroVideoState,
      },
      { expect: heroToggle },
      { until: `document.querySelector('${heroToggle}').getAttribute('aria-label') === 'Pause background video'`, what: "the button says 'Pause'" },
      { exec: `${heroVideo}.currentTime = ${heroVideo}.duration - 0.2`, what: "skip to the last 0.2 s of the video" },
      {
        until: `(v => !v.paused && v.currentTime > 0.1 && v.currentTime < 2)(${heroVideo})`,
        what: "the video starts again after its end (loops)",
        show: heroVideoState,
      },
      { hydrate: true },
      { click: heroToggle },
      { until: `${heroVideo}.paused`, what: "the video is paused", show: heroVideoState },
      { until: `document.querySelector('${heroToggle}').getAttribute('aria-label') === 'Play background video'`, what: "the button says 'Play'" },
    ],
  },
];
