/**
 * Accessibility: axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) on every page template
 * at a phone and a desktop width, with the menus open and after an invalid form
 * submission; the keyboard path (skip link, visible focus); reduced motion. Every test
 * here also fails on a Content-Security-Policy violation or another console error.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Page } from "@playwright/test";
import { pageTemplates } from "../page-templates";
import { afterIdleTurn } from "./page-turns";
import { hydrated } from "./support";

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
] as const;

/** Console errors and CSP violations of the test's page; checked after each test. */
const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        // The not-found page's own 404 status is reported as a failed resource.
        if (testInfo.title.includes("not found") && /status of 404/.test(text)) return;
        problems.push(text);
      });
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      expect(
        problems.filter((p) => /Content Security Policy|Refused to/i.test(p)),
        "CSP violations",
      ).toEqual([]);
      expect(problems, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

// Each test is its own page: the file's many page checks share out over both workers.
test.describe.configure({ mode: "parallel" });

/** Runs axe on the page as it is now (or on the part `include` selects) and fails with a readable list of violations. */
async function expectNoAxeViolations(page: Page, context: string, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const report = violations.map(
    (v) =>
      `${v.id} [${v.impact}] ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")}\n      ${(n.failureSummary ?? "").split("\n").slice(1).join(" ").trim()}`)
        .join("\n"),
  );
  expect(report, `axe violations: ${context}`).toEqual([]);
}

const consultationForm = (page: Page) => page.locator("#consultation form");

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const template of pageTemplates) {
      test(`${template.name} (${template.path})`, async ({ page }) => {
        // The page's own timers wait for this test's clock: the testimonial carousel does
        // not turn a slide mid-check (a slide half faded in reads as low contrast).
        await page.clock.install();
        const response = await page.goto(template.path);
        expect(response?.status()).toBe(template.status);
        await hydrated(page);
        await expectNoAxeViolations(page, `${template.path} at ${viewport.width}px`);

        // After an invalid submission: every message at its field, focus on the first. Only
        // the form changed, so axe reads the form again, not the page it has just passed.
        const form = consultationForm(page);
        if ((await form.count()) === 0) return;
        await form.locator('button[type="submit"]').click();
        await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
        await expectNoAxeViolations(page, `${template.path} at ${viewport.width}px after an invalid submission`, "#consultation");
      });
    }
  });
}

test.describe("with the menus open", () => {
  test("the phone drawer, with a group expanded", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Site menu" });
    await expect(drawer).toBeVisible();
    await drawer.locator("summary").first().click();
    await expectNoAxeViolations(page, "drawer open");
  });

  test("a desktop dropdown", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/kent-wa/personal-injury-lawyer");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary").first().click();
    await expect(nav.locator("details[open] a").first()).toBeVisible();
    await expectNoAxeViolations(page, "dropdown open");
  });
});

test.describe("keyboard", () => {
  for (const viewport of VIEWPORTS) {
    test(`skip link first, then every stop shows its focus (${viewport.width}px)`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto("/");
      await hydrated(page);

      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.locator("main#main")).toBeFocused();

      // Walk the page with Tab: each focused element is visible and has a focus indicator.
      const seen = new Set<string>();
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press("Tab");
        const stop = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
          const ring = style.boxShadow !== "none";
          const label = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
          return { label, visible: box.width > 0 && box.height > 0, indicator: outline || ring };
        });
        if (!stop) break;
        seen.add(stop.label);
        expect(stop.visible, `${stop.label} is visible when focused`).toBe(true);
        expect(stop.indicator, `${stop.label} shows a focus indicator`).toBe(true);
      }
      expect(seen.size).toBeGreaterThan(10);
    });
  }
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  for (const path of ["/", "/kent-wa/car-accident-lawyer"]) {
    test(`nothing moves on ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await hydrated(page);
      // What the page would start when idle (the hero video) has had its turn.
      await afterIdleTurn(page);
      const moving = await page.evaluate(() => ({
        videos: [...document.querySelectorAll("video")].filter((v) => !v.paused).map((v) => v.currentSrc),
        animations: document
          .getAnimations()
          .filter((a) => a.playState === "running" && (a.effect?.getTiming().iterations ?? 1) === Infinity)
          .map((a) => (a as CSSAnimation).animationName ?? "animation"),
      }));
      expect(moving).toEqual({ videos: [], animations: [] });
    });
  }
});
