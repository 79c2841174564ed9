/**
 * The edge cache of the pages (worker/pages.ts) and the first load (worker/first-load.ts,
 * docs/decisions/0038): what is kept and what never is, a fresh nonce and form key on
 * every response, a new build or a new day never served an older page, and the finishing
 * every page gets (the stylesheet inline, the JavaScript after the load event).
 */
import { describe, expect, it } from "vitest";
import { DEFERRED_MODULE, PRELOADS } from "~/first-load/boot";
import { finishPage, newResponseValues, stylesheet, withResponseValues } from "../../worker/first-load";
import { SCRIPT_HASHES } from "~/first-load/inline-scripts";
import { pageCacheKey } from "../../worker/pages";
import { call, ORIGIN } from "./helpers";
import { formFields, postPage } from "./lead-helpers";

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
const nonces = (html: string) => [...new Set([...html.matchAll(/ nonce="([^"]+)"/g)].map((m) => m[1]))];
const formKeyOf = (html: string) => /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
/** The page without what differs per response. */
const stable = (html: string) => html.replace(/ nonce="[^"]+"/g, "").replaceAll(formKeyOf(html) ?? "\0", "");

describe("the page cache", () => {
  it("keeps a page, and serves it again with a fresh nonce and form key", async () => {
    const path = "/kent-wa/truck-accident-lawyer";
    const first = await call(path);
    expect(first.headers.get("X-Page-Cache")).toMatch(/^(miss|hit)$/);
    const firstHtml = await first.text();
    const second = await call(path);
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    const secondHtml = await second.text();
    // Two responses, two nonces: each names its own in its header and on every element.
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(nonces(firstHtml)).toEqual([nonceOf(first)]);
    expect(nonces(secondHtml)).toEqual([nonceOf(second)]);
    expect(stable(secondHtml)).toBe(stable(firstHtml));
    // Two visitors of one cached page never post one key: each response has its own, in
    // the form and in the data the form hydrates with.
    const [firstKey, secondKey] = [formKeyOf(firstHtml), formKeyOf(secondHtml)];
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(secondKey).not.toBe(firstKey);
    expect(secondHtml.split(secondKey!).length - 1).toBe(2);
    expect(secondHtml).not.toContain(firstKey);
    // The browser gets the page's own caching (private: it carries values of its own), not the cache's.
    expect(second.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(second.headers.has("X-First-Load-Placeholders")).toBe(false);
  });

  it("never keeps a form answer: the page after a refused post is the clean page", async () => {
    const path = "/kent-wa/motorcycle-accident-lawyer";
    const refused = await postPage(path, formFields({ email: "not-an-email", name: "Posted Name" }));
    expect(refused.status).toBe(400);
    expect(refused.headers.get("X-Page-Cache")).toBe("bypass");
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
    expect(await refused.text()).toContain("Posted Name");
    for (let i = 0; i < 2; i++) {
      const page = await call(path);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).not.toContain("Posted Name");
      expect(html).not.toContain('aria-invalid="true"');
    }
  });

  it("never keeps a 404, a tagged landing page, a .data request or an API answer", async () => {
    for (const path of ["/no-such-page", "/no-such-page", "/kent-wa/car-accident-lawyer?utm_source=google", "/sitemap.data", "/api/nope"]) {
      const res = await call(path);
      expect(res.headers.get("X-Page-Cache") ?? "bypass", path).toBe("bypass");
      await res.arrayBuffer();
    }
    expect((await call("/no-such-page")).status).toBe(404);
  });

  it("keys each page by build and by day: a new build or a new day is a new page", () => {
    const url = new URL(`${ORIGIN}/kent-wa/car-accident-lawyer`);
    const key = (build: string, day: string) => pageCacheKey(url, build, day).url;
    expect(key("build-a", "2026-11-23")).not.toBe(key("build-b", "2026-11-23"));
    expect(key("build-a", "2026-11-23")).not.toBe(key("build-a", "2026-11-24"));
    expect(key("build-a", "2026-11-23")).toBe(key("build-a", "2026-11-23"));
    expect(pageCacheKey(url).url).toContain("/kent-wa/car-accident-lawyer");
  });

  it("serves each visitor's first touch into the cached page's form", async () => {
    const path = "/kent-wa/boating-accident-lawyer";
    await (await call(path)).arrayBuffer();
    const res = await call(path, { headers: { Referer: "https://www.bing.com/search?q=boat" } });
    expect(res.headers.get("X-Page-Cache")).toBe("hit");
    expect(await res.text()).toContain('<input type="hidden" name="referrer" value="https://www.bing.com/search"');
    // Personalised from its Referer: no shared cache downstream may keep it.
    expect(res.headers.get("Cache-Control")).toBe("private, no-cache");
    const other = await (await call(path)).text();
    expect(other).toContain('<input type="hidden" name="referrer"/>');
  });
});

describe("the inline stylesheet", () => {
  it("is read once, and a failed read is tried again by the next render", async () => {
    const url = new URL(`${ORIGIN}/assets/test-${crypto.randomUUID()}.css`);
    const answers = [new Response("busy", { status: 503 }), new Response("body{color:red}"), new Response("body{color:blue}")];
    const reads: string[] = [];
    const env = {
      ASSETS: {
        fetch: async (input: RequestInfo | URL) => {
          reads.push(String(input));
          return answers.shift()!;
        },
      },
    } as unknown as Pick<Env, "ASSETS">;
    expect(await stylesheet(env, url)).toBeNull();
    expect(await stylesheet(env, url)).toBe("body{color:red}");
    expect(await stylesheet(env, url)).toBe("body{color:red}");
    expect(reads).toEqual([url.href, url.href]);
  });
});

describe("the first load", () => {
  it("holds React Router's modules for the boot: an inert module script carrying its preloads, the boot allowed by its hash", async () => {
    const res = await call("/");
    const html = await res.text();
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    const inert = new RegExp(
      `<script nonce="([^"]+)" type="text/plain" ${DEFERRED_MODULE}="" ${PRELOADS}="([^"]+)">([^<]*)</script><script>([^<]+)</script>`,
    ).exec(html);
    expect(inert?.[1]).toBe(nonceOf(res));
    const preloads = JSON.parse(inert![2].replaceAll("&quot;", '"')) as string[];
    expect(preloads.some((href) => href.includes("entry.client"))).toBe(true);
    expect(inert?.[3]).toContain("window.__reactRouterRouteModules");
    // The boot follows it: a script of the site's own, allowed by its hash, not the nonce.
    const boot = inert?.[4];
    expect(boot).toContain('addEventListener("load"');
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(boot)));
    expect(SCRIPT_HASHES).toContain(`'sha256-${btoa(String.fromCharCode(...digest))}'`);
  });

  it("writes each response's values over every placeholder, and leaves a response that is not HTML alone", async () => {
    const placeholders = newResponseValues();
    const html = `<html><head><link rel="stylesheet" href="/assets/x.css"></head><body><input name="idempotencyKey" value="${placeholders.formKey}"><script nonce="${placeholders.nonce}">[${JSON.stringify(placeholders.formKey)}]</script></body></html>`;
    const env = { ASSETS: { fetch: async () => new Response("body{color:red}") } } as unknown as Pick<Env, "ASSETS">;
    const finished = finishPage(new Response(html, { headers: { "Content-Type": "text/html" } }), new Request(`${ORIGIN}/`), env, placeholders);
    const values = newResponseValues();
    const out = await (await withResponseValues(finished, values)).text();
    expect(out).not.toContain(placeholders.nonce);
    expect(out).not.toContain(placeholders.formKey);
    expect(out.split(values.formKey).length - 1).toBe(2);
    expect(out).toContain(`<style nonce="${values.nonce}">body{color:red}</style>`);
    const data = finishPage(new Response("[1]", { headers: { "Content-Type": "text/x-script" } }), new Request(`${ORIGIN}/x.data`), env, placeholders);
    expect(await (await withResponseValues(data, values)).text()).toBe("[1]");
  });
});
