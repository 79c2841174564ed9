/**
 * The desk's form kit, rendered on the server as a page is: DeskForm writes its hidden fields once (the
 * via mark only for a fetcher, once hydrated), and a panel reads the page's answer to its own intents only.
 */
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useFetcher } from "react-router";
import { describe, expect, it } from "vitest";
import { DeskForm, usePanelResult } from "~/components/desk/desk-form";

type Answer = { intent: string; message: string };

/** The page at / with `body`, its action answering each post with its intent; `post` posts the fields first. */
async function page(body: () => ReactNode, post?: Record<string, string>) {
  const handler = createStaticHandler([
    {
      path: "/",
      action: async ({ request }) => {
        const intent = String((await request.formData()).get("intent"));
        return { intent, message: `answered ${intent}` } satisfies Answer;
      },
      Component: () => body(),
    },
  ]);
  const request = new Request("http://desk.test/", post ? { method: "POST", body: new URLSearchParams(post) } : {});
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`answered ${context.status}`);
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }));
}

function LetterPanel() {
  const fetcher = useFetcher<Answer>({ key: "letter-1" });
  return usePanelResult("letter", fetcher)?.message ?? "no answer";
}

function BookingPanel() {
  const fetcher = useFetcher<Answer>({ key: "consultation-1" });
  return usePanelResult(["consultation", "cancel-consultation"], fetcher)?.message ?? "no answer";
}

describe("usePanelResult", () => {
  it("gives the page's answer to the panel's intent posted without JavaScript, and nothing of another panel's", async () => {
    expect(await page(() => createElement(LetterPanel), { intent: "letter" })).toBe("answered letter");
    expect(await page(() => createElement(LetterPanel), { intent: "note" })).toBe("no answer");
    expect(await page(() => createElement(LetterPanel))).toBe("no answer");
    expect(await page(() => createElement(BookingPanel), { intent: "cancel-consultation" })).toBe("answered cancel-consultation");
  });
});

describe("DeskForm", () => {
  it("writes intent, formKey and the other fields in order, skipping an undefined one; no via mark before hydration", async () => {
    function Form() {
      const fetcher = useFetcher<Answer>({ key: "status-1" });
      return createElement(
        DeskForm,
        { fetcher, intent: "status", formKey: "key-1", fields: { from: "new", consultationId: undefined, sequence: 2 }, className: "grid" },
        "Save",
      );
    }
    const html = await page(() => createElement(Form));
    expect(html).toMatch(/^<form class="grid"[^>]* method="post">/);
    const inputs = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map(([, name, value]) => `${name}=${value}`);
    expect(inputs).toEqual(["intent=status", "formKey=key-1", "from=new", "sequence=2"]);
    expect(html).not.toContain('name="via"');
    expect(html).toMatch(/\/>Save<\/form>$/);
  });

  it("as a plain HTML form posts where it is told, with only what it was given", async () => {
    const html = await page(() =>
      createElement(DeskForm, { document: true, action: "/desk/data-requests/export.json", formKey: "key-2", fields: { person: "a@example.com" } }),
    );
    expect(html).toBe(
      '<form action="/desk/data-requests/export.json" method="post"><input type="hidden" name="formKey" value="key-2"/><input type="hidden" name="person" value="a@example.com"/></form>',
    );
  });
});
