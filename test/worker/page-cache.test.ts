/**
 * The edge cache of the pages (worker/pages.ts, docs/decisions/0015): what is kept and
 * what never is, a fresh nonce on every response, a new build or a new day never served
 * an older page, and the finishing every page gets (the JavaScript after the load event).
 */
import { describe, expect, it } from "vitest";
import { REST_RENDERED } from "~/lib/inline-scripts";
import { pageCacheKey, stylesheet } from "../../worker/pages";
import { call, ORIGIN } from "./helpers";
import { formFields, postPage } from "./lead-helpers";

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
const nonces = (html: string) => [...new Set([...html.matchAll(/ nonce="([^"]+)"/g)].map((m) => m[1]))];
/** The page without what differs per response. */
const stable = (html: string) => html.replace(/ nonce="[^"]+"/g, "").replace(/"idempotencyKey" value="[^"]+"/g, "");

describe("the page cache", () => {
  it("keeps a page, and serves it again with a fresh nonce", async () => {
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
    // The browser gets the page's own caching, not the cache's.
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=60");
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

describe("every page's JavaScript", () => {
  it("waits for the load event and the rest of the page: no module preloads, no module script, one boot with the nonce", async () => {
    const res = await call("/");
    const html = await res.text();
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    const boot = /<script nonce="([^"]+)">(\(function\(n,d\)\{[\s\S]*?)<\/script>/.exec(html);
    expect(boot?.[1]).toBe(nonceOf(res));
    // After the load event and the rest of the page (RENDER_REST_SCRIPT sets REST_RENDERED).
    expect(boot?.[2]).toContain(`observe(h,{attributeFilter:["${REST_RENDERED}"]})`);
    expect(boot?.[2]).not.toContain('addEventListener("load"');
    expect(boot?.[2]).toContain('s.type="module"');
    expect(boot?.[2]).toContain("})(document.currentScript.nonce,document)");
  });
});
