/**
 * The interactive page sections in a real browser: the testimonial carousel (timing,
 * dots, pause, hover, reduced motion), the FAQ accordion, the click-to-load video and
 * map facades, the hero video and the award strip.
 */
import { expect, test, type Page } from "@playwright/test";
import { afterFrames, afterIdleTurn } from "./page-turns";
import { holdModules, hydrated } from "./support";
import { scaled } from "../slowdown";

const THIRD_PARTY = /youtube-nocookie\.com|youtube\.com|openstreetmap\.org/;

test.use({ viewport: { width: 1280, height: 800 } });

test.describe("testimonial carousel", () => {
  const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');
  const slide = (page: Page, n: number) => carousel(page).getByRole("group", { name: `${n} of 6` });
  /** The slide that is showing (the others are hidden from sight and from assistive technology). */
  const expectShowing = async (page: Page, n: number) => {
    await expect(slide(page, n)).toBeVisible();
    for (let i = 1; i <= 6; i++) if (i !== n) await expect(slide(page, i)).toBeHidden();
    await expect(carousel(page).getByRole("button", { name: `Show testimonial ${n} of 6` })).toHaveAttribute("aria-current", "true");
  };

  async function open(page: Page) {
    // Time stands still until the test moves it.
    await page.clock.install({ time: new Date("2026-01-05T09:00:00") });
    await page.clock.pauseAt(new Date("2026-01-05T09:00:01"));
    await page.goto("/");
    await hydrated(page);
    await page.mouse.move(5, 5);
  }

  test("advances every 5 seconds and wraps around the six quotes", async ({ page }) => {
    await open(page);
    await expectShowing(page, 1);
    await expect(carousel(page).locator("[aria-live]")).toHaveAttribute("aria-live", "off");
    await page.clock.runFor(4_900);
    await expectShowing(page, 1);
    await page.clock.runFor(200);
    await expectShowing(page, 2);
    for (const n of [3, 4, 5, 6, 1]) {
      await page.clock.runFor(5_000);
      await expectShowing(page, n);
    }
  });

  test("a dot jumps to its quote", async ({ page }) => {
    await open(page);
    await carousel(page).getByRole("button", { name: "Show testimonial 4 of 6" }).click();
    await expectShowing(page, 4);
    await carousel(page).getByRole("button", { name: "Show testimonial 2 of 6" }).click();
    await expectShowing(page, 2);
  });

  test("the pause button stops it (WCAG 2.2.2) and the play button starts it again", async ({ page }) => {
    await open(page);
    await carousel(page).getByRole("button", { name: "Stop automatic slide show" }).click();
    // Away from the carousel: neither hover nor focus is what keeps it still.
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(15_000);
    await expectShowing(page, 1);
    await expect(carousel(page).locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    // Start resumes at once, though the pointer and focus are still on the button.
    await carousel(page).getByRole("button", { name: "Start automatic slide show" }).click();
    await expect(carousel(page).getByRole("button", { name: "Stop automatic slide show" })).toBeFocused();
    await page.clock.runFor(5_000);
    await expectShowing(page, 2);
    await expect(carousel(page).locator("[aria-live]")).toHaveAttribute("aria-live", "off");
  });

  test("pauses while the pointer is over it and while focus is in it", async ({ page }) => {
    await open(page);
    await slide(page, 1).hover();
    await page.clock.runFor(12_000);
    await expectShowing(page, 1);
    await page.mouse.move(5, 5);
    await page.clock.runFor(5_000);
    await expectShowing(page, 2);

    await carousel(page).getByRole("button", { name: "Show testimonial 3 of 6" }).focus();
    await page.clock.runFor(12_000);
    await expect(slide(page, 2)).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5_000);
    await expectShowing(page, 3);
  });

  test("rotates before the page hydrates too (CSS), and the component takes over from there", async ({ page }) => {
    // Before hydration the markup still says slide 1 is current, so find the slides by their labels.
    const raw = (n: number) => carousel(page).locator(`[aria-roledescription="slide"][aria-label="${n} of 6"]`);
    const release = await holdModules(page);
    await page.goto("/");
    await expect(raw(2)).toBeVisible({ timeout: scaled(8_000) });
    await expect(raw(1)).toBeHidden();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    // The slide the animation shows is the one assistive technology finds.
    await expect(carousel(page).getByRole("group", { name: "2 of 6" })).toBeVisible();
    await expect(carousel(page).getByRole("group", { name: "1 of 6" })).toHaveCount(0);
    release();
    await hydrated(page);
    await expectShowing(page, 2);
    await expect(slide(page, 3)).toBeVisible({ timeout: scaled(8_000) });
  });

  test("does not rotate for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page);
    await page.clock.runFor(30_000);
    await expectShowing(page, 1);
    await expect(carousel(page).getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await expect(carousel(page).locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
  });
});

test.describe("FAQ accordion", () => {
  test("opens one item at a time, and the open one collapses again", async ({ page }) => {
    await page.goto("/");
    const faq = page.locator("#faq");
    const items = faq.locator("details");
    await expect(items).toHaveCount(10);
    const openCount = () => faq.locator("details[open]").count();
    expect(await openCount()).toBe(0);

    await items.nth(0).locator("summary").click();
    await expect(items.nth(0)).toHaveAttribute("open", "");
    await expect(items.nth(0).getByText("three years")).toBeVisible();

    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(1).getByText("comparative fault")).toBeVisible();
    await expect(items.nth(0)).not.toHaveAttribute("open");
    expect(await openCount()).toBe(1);

    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).not.toHaveAttribute("open");
    expect(await openCount()).toBe(0);
  });

  test("works with the keyboard", async ({ page }) => {
    await page.goto("/");
    const items = page.locator("#faq details");
    await items.nth(2).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(items.nth(2)).not.toHaveAttribute("open");
  });
});

test.describe("click-to-load embeds", () => {
  test("the videos and the map load nothing third-party until asked", async ({ page }) => {
    const thirdParty: string[] = [];
    page.on("request", (req) => {
      if (THIRD_PARTY.test(req.url())) thirdParty.push(req.url());
    });
    await page.route(THIRD_PARTY, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>embed</title>" }));
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The page has answered the scroll: the images now on screen (lazy ones among them) are in.
    await afterFrames(page);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.images]
            .filter((img) => {
              const box = img.getBoundingClientRect();
              return box.bottom > 0 && box.top < innerHeight && box.width > 0;
            })
            .every((img) => img.complete),
        ),
      )
      .toBe(true);
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(thirdParty).toEqual([]);

    const play = page.getByRole("button", { name: /^Play video: What to Do After a Car Crash/ });
    await play.click();
    const video = page.locator('iframe[title="Video: What to Do After a Car Crash in Washington"]');
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute("src", /youtube-nocookie\.com\/embed\/.+autoplay=1/);
    await expect(video).toBeFocused();
    await expect(page.locator("iframe")).toHaveCount(1);
    expect(thirdParty.every((url) => url.includes("youtube-nocookie.com"))).toBe(true);

    await page.getByRole("button", { name: "Show map of our Kent office" }).click();
    const map = page.locator("iframe[title^='Map: ']");
    await expect(map).toHaveCount(1);
    await expect(map).toHaveAttribute("src", /openstreetmap\.org\/export\/embed\.html/);
    expect((await map.boundingBox())?.height).toBe(450);
  });
});

test.describe("hero video", () => {
  const hero = (page: Page) => page.locator('section[aria-labelledby="hero-heading"]');
  const video = (page: Page) => hero(page).locator("video");
  const playingVideo = (v: HTMLVideoElement) => v.muted && !v.paused && v.currentTime > 0;
  /** Requests for the video's files (not the poster). */
  function videoRequests(page: Page): string[] {
    const urls: string[] = [];
    page.on("request", (request) => {
      if (/\/media\/hero-loop[.-]/.test(request.url())) urls.push(request.url());
    });
    return urls;
  }
  /** Console errors and uncaught errors of the page (hydration mismatches among them). */
  function pageProblems(page: Page): string[] {
    const problems: string[] = [];
    page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
    page.on("pageerror", (e) => problems.push(e.message));
    return problems;
  }

  for (const viewport of [
    { width: 1280, height: 800, file: "hero-loop.webm", poster: "hero-poster.webp" },
    { width: 390, height: 844, file: "hero-loop-phone.webm", poster: "hero-poster-640.webp" },
  ]) {
    test(`the poster is the first paint; the muted video starts once the page is interactive, and loops (${viewport.width} px: ${viewport.file})`, async ({
      page,
    }) => {
      const problems = pageProblems(page);
      const requests = videoRequests(page);
      const posters: string[] = [];
      page.on("request", (request) => /\/media\/hero-poster/.test(request.url()) && posters.push(new URL(request.url()).pathname));
      await page.setViewportSize(viewport);
      const release = await holdModules(page);
      await page.goto("/");
      // The poster is the video's first frame: on a phone, that of the phone copy. Only that
      // file is fetched (the preload of the other size does not apply to this screen).
      const poster = page.locator('section[aria-labelledby="hero-heading"] img[fetchpriority="high"]');
      await expect.poll(() => poster.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(`/media/${viewport.poster}`);
      expect(posters).toEqual([`/media/${viewport.poster}`]);
      // Until the page is interactive there is no video to load or play, and the button says
      // so: by its load event the page has asked for all it asks for by itself.
      await page.waitForLoadState("load");
      await afterFrames(page);
      expect(requests).toEqual([]);
      await expect(video(page)).toHaveCount(0);
      await expect(hero(page).getByRole("button", { name: "Play background video" })).toBeVisible();
      release();
      await hydrated(page);
      await expect.poll(() => video(page).evaluate(playingVideo), { timeout: scaled(15_000) }).toBe(true);
      expect(await video(page).evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(new RegExp(`/media/${viewport.file}$`));
      await expect(hero(page).getByRole("button", { name: "Pause background video" })).toBeVisible();
      // At its end it starts again (and the button still says "pause").
      await video(page).evaluate((v: HTMLVideoElement) => (v.currentTime = v.duration - 0.2));
      await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime < 1), { timeout: scaled(10_000) }).toBe(true);
      await expect(hero(page).getByRole("button", { name: "Pause background video" })).toBeVisible();
      await page.getByRole("button", { name: "Pause background video" }).click();
      await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
      await page.getByRole("button", { name: "Play background video" }).click();
      await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
      await expect(page.getByRole("button", { name: "Pause background video" })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test("a stall on its last frame (WebKitGTK's) starts it again; a stall elsewhere does not", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect.poll(() => video(page).evaluate(playingVideo), { timeout: scaled(15_000) }).toBe(true);
    // At rate 0 it plays without moving, so it neither ends by itself nor leaves the time set.
    const stallAt = (fromEnd: number) =>
      video(page).evaluate(async (v: HTMLVideoElement, fromEnd: number) => {
        let ended = false;
        v.addEventListener("ended", () => (ended = true));
        v.playbackRate = 0;
        v.currentTime = v.duration - fromEnd;
        await new Promise((resolve) => v.addEventListener("seeked", resolve, { once: true }));
        const before = v.currentTime;
        v.dispatchEvent(new Event("stalled"));
        // A restart seeks: wait for it, then for the frames after (an `ended` would come by then).
        if (v.seeking) await new Promise((resolve) => v.addEventListener("seeked", resolve, { once: true }));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return { before, after: v.currentTime, duration: v.duration, paused: v.paused, ended };
      }, fromEnd);
    const midway = await stallAt(3);
    expect(midway.after).toBe(midway.before);
    const atEnd = await stallAt(0.05);
    expect(atEnd.before).toBeGreaterThan(atEnd.duration - 0.1);
    expect(atEnd).toMatchObject({ after: 0, paused: false, ended: false });
  });

  test("does not play, or download, for visitors who prefer reduced motion", async ({ page }) => {
    const problems = pageProblems(page);
    const requests = videoRequests(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    const release = await holdModules(page);
    await page.goto("/");
    // Before hydration no button claims to pause what is not playing; the video's says "play".
    await expect(page.getByRole("button", { name: /^Pause |^Stop automatic/ })).toHaveCount(0);
    await expect(hero(page).getByRole("button", { name: "Play background video" })).toBeVisible();
    release();
    await hydrated(page);
    // The hero's start waits for the browser's idle time: that turn has come and gone.
    await afterIdleTurn(page);
    // Nothing is added, downloaded or played: the poster stays.
    await expect(video(page)).toHaveCount(0);
    expect(requests).toEqual([]);
    await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
    // Asked for, it plays.
    await page.getByRole("button", { name: "Play background video" }).click();
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await expect(page.getByRole("button", { name: "Pause background video" })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("a change of the preference to reduced motion pauses it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect.poll(() => video(page).evaluate(playingVideo), { timeout: scaled(15_000) }).toBe(true);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(hero(page).getByRole("button", { name: "Play background video" })).toBeVisible();
  });

  test("starts after a client-side navigation to the home page too", async ({ page }) => {
    const problems = pageProblems(page);
    await page.goto("/kent-wa/car-accident-lawyer");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => video(page).evaluate(playingVideo), { timeout: scaled(15_000) }).toBe(true);
    await expect(hero(page).getByRole("button", { name: "Pause background video" })).toBeVisible();
    expect(problems).toEqual([]);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`is the viewport height minus 120px (${viewport.width}x${viewport.height})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const box = await page.locator('section[aria-labelledby="hero-heading"]').boundingBox();
      expect(box?.height).toBe(viewport.height - 120);
    });
  }
});

test.describe("award strip", () => {
  const strip = (page: Page) => page.locator('section[aria-label="Awards and recognition"]');
  const playState = (page: Page) =>
    strip(page)
      .locator(".marquee-track")
      .evaluate((el) => getComputedStyle(el).animationPlayState);

  test("scrolls, and stops on hover and with its pause button", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    expect(await playState(page)).toBe("running");
    // The logos move (never "stable"), so hover the strip's frame.
    await strip(page).locator(".marquee").hover();
    expect(await playState(page)).toBe("paused");
    await page.mouse.move(5, 5);
    expect(await playState(page)).toBe("running");
    await strip(page).getByRole("button", { name: "Pause award logos" }).click();
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await playState(page)).toBe("paused");
    await expect(strip(page).getByRole("button", { name: "Play award logos" })).toBeVisible();
  });

  test("shows ten named logos once; the copy is hidden from assistive technology", async ({ page }) => {
    await page.goto("/");
    await expect(strip(page).getByRole("img")).toHaveCount(10);
    await expect(strip(page).locator('[aria-hidden="true"] img[alt=""]')).toHaveCount(10);
  });

  test("the logos come from one file, each showing its own badge", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/images/awards/")) requests.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    const logos = strip(page).getByRole("img");
    await expect(logos).toHaveCount(10);
    await expect.poll(() => logos.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete))).toBe(true);
    expect(requests).toEqual(["/images/awards/badges.svg"]);
    // Each logo's address drawn alone in one place, then the file without a fragment:
    // eleven different pictures, so each logo is its own badge and none is empty.
    // (Not currentSrc: Chromium reports the first logo's address for all ten.)
    const sources = await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src")!));
    const pictures = new Set<string>();
    for (const src of [...sources, sources[0].split("#")[0]]) {
      await page.evaluate(async (address) => {
        document.querySelector("#probe")?.remove();
        const img = Object.assign(new Image(160, 100), { src: address, id: "probe" });
        Object.assign(img.style, { position: "fixed", top: "0", left: "0", zIndex: "100", width: "160px", height: "100px", background: "white" });
        document.body.appendChild(img);
        await img.decode();
      }, src);
      pictures.add((await page.locator("#probe").screenshot()).toString("base64"));
    }
    expect(pictures.size).toBe(11);
  });

  test("stands still for reduced motion, without the copy", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const name = await strip(page)
      .locator(".marquee-track")
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(name).toBe("none");
    await expect(strip(page).locator('ul[aria-hidden="true"]')).toBeHidden();
    await expect(strip(page).getByRole("img")).toHaveCount(10);
  });
});
