/**
 * Helpers shared by the browser tests: waiting for hydration, the form, and reading what
 * the e2e server stored (its local D1, with wrangler: no test-only endpoint) and emailed
 * (the local email capture of wrangler dev).
 */
import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test as base } from "@playwright/test";
import { E2E_STATE_DIR } from "../../playwright.config";
import type { LeadRecord } from "../lead-fixtures";
import { searchText } from "../../app/search/search-query";
import { localD1Rows } from "../local-d1";
import { scaled } from "../slowdown";

/**
 * Waits until the page is interactive: its modules load after the load event (or at a
 * touch, a key or a focus: app/first-load/boot.ts), then React hydrates. It waits on the
 * page's own mark, moving the pointer between looks as a visitor would; the bound is far
 * above what a first load takes on a loaded machine.
 */
export async function hydrated(page: Page) {
  const mark = page.locator("html[data-hydrated]");
  const deadline = Date.now() + scaled(45_000);
  for (let i = 0; ; i++) {
    if (
      await mark.waitFor({ state: "attached", timeout: 250 }).then(
        () => true,
        () => false,
      )
    )
      return;
    if (Date.now() > deadline) throw new Error("the page did not hydrate");
    // A move to where the pointer already is sends no event: alternate two points.
    await page.mouse.move(2 + (i % 2) * 2, 2 + (i % 2) * 2);
  }
}

/**
 * Holds the page's JavaScript (its modules under /assets/) until `release` is called, so
 * that a test can look at the page as a visitor sees it before it is interactive.
 */
export async function holdModules(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => {});
  });
  return release;
}

/**
 * Playwright's `test`, with each test its own client address (the CF-Connecting-IP the
 * Worker reads): the lead rate limit (5 a minute per address) counts each test apart, as
 * it would count visitors, whatever order and pace the tests run in.
 */
let testsRun = 0;
export const test = base.extend({
  // A retry runs in a new worker process: its index keeps the addresses apart.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ "CF-Connecting-IP": `10.77.${testInfo.workerIndex % 256}.${++testsRun % 256}` });
  },
});

/**
 * `test`, failing each test on a CSP violation, an uncaught error or a console error of its
 * page; `expectedConsole` lets a test pass over the errors it causes on purpose.
 */
export const guardedTest = test.extend<{ expectedConsole: (text: string, url: string) => boolean; consoleProblems: string[] }>({
  expectedConsole: async ({}, use) => use(() => false),
  consoleProblems: [
    async ({ page, expectedConsole }, use) => {
      const problems: string[] = [];
      // A violation is reported on the document; say it on the console so it is counted.
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`)),
      );
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const { url } = message.location();
        if (!expectedConsole(message.text(), url)) problems.push(`${message.text()} (${url})`);
      });
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      expect(
        problems.filter((p) => /Content Security Policy|Refused to|^CSP:/i.test(p)),
        "CSP violations",
      ).toEqual([]);
      expect(problems, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** Rows of the e2e server's local D1 for a query. */
export const e2eRows = <Row>(sql: string) => localD1Rows<Row>(E2E_STATE_DIR, sql);

/** Files requests a spec wrote straight into D1 in the inbox search's index, as the arrival does for every request. */
export function indexForSearch(where: string) {
  const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
  for (const lead of e2eRows<{ id: number; name: string; email: string; phone: string }>(`SELECT id, name, email, phone FROM leads WHERE ${where}`)) {
    const text = searchText(lead);
    e2eRows(`INSERT INTO lead_search (rowid, name, email, digits) VALUES (${lead.id}, ${quoted(text.name)}, ${quoted(text.email)}, ${quoted(text.digits)})`);
  }
}

/** Rows of the e2e server's local D1 that match `where` (SQL). */
export function leadsWhere(where: string): LeadRecord[] {
  return e2eRows<LeadRecord>(`SELECT * FROM leads WHERE ${where} ORDER BY id`);
}

export const leadsNamed = (name: string) => leadsWhere(`name = '${name.replace(/'/g, "''")}'`);

/** The channel and status of each delivery of the lead of this name, e.g. ["staff-email sent", ...]. */
export const deliveriesNamed = (name: string) =>
  e2eRows<{ channel: string; status: string }>(
    `SELECT d.channel, d.status FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE l.name = '${name.replace(/'/g, "''")}' ORDER BY d.id`,
  ).map((d) => `${d.channel} ${d.status}`);

interface CapturedEmail {
  messageId: string;
  subject: string;
  from: string;
  to: string[];
  replyTo?: string;
  text?: string;
  html?: string;
}

const EMAIL_API = "/cdn-cgi/explorer/api/local/email/sending";

/** Every email the local send_email binding captured (subjects and addresses). */
export async function capturedEmails(request: APIRequestContext): Promise<CapturedEmail[]> {
  const list = await (await request.get(`${EMAIL_API}?per_page=100`)).json();
  return list.result as CapturedEmail[];
}

/** The email captured with this subject, with its bodies. */
export async function capturedEmail(page: Page, subject: string): Promise<CapturedEmail | undefined> {
  const item = (await capturedEmails(page.request)).find((m) => m.subject === subject);
  if (!item) return undefined;
  const detail = await (await page.request.get(`${EMAIL_API}?email_id=${encodeURIComponent(item.messageId)}`)).json();
  return detail.result as CapturedEmail;
}

/** A phone number of the request's own, from its (unique) name: the desk links requests sharing a number as one person. */
export function phoneFor(name: string): { typed: string; tel: string } {
  let hash = 0;
  for (const c of name) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const d = String(hash % 1e6).padStart(6, "0");
  return { typed: `(253) 5${d.slice(0, 2)}-${d.slice(2)}`, tel: `tel:+12535${d}` };
}

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export async function fillForm(page: Page, values: { name: string; email: string; phone?: string; caseType?: string; description: string }) {
  const form = page.locator("#consultation");
  await form.getByLabel("Full Name").fill(values.name);
  await form.getByLabel("Email Address").fill(values.email);
  if (values.phone !== undefined) await form.getByLabel("Phone Number").fill(values.phone);
  if (values.caseType) await form.getByLabel("Type of Case").selectOption(values.caseType);
  await form.getByLabel("Tell us about your case").fill(values.description);
  await form.getByRole("checkbox", { name: /I agree|Acepto/ }).check();
}

/** The local Access stand-in's sign-in page, and whether a console line came from it (it has no favicon). */
export const accessStandIn = () => (JSON.parse(readFileSync(`${E2E_STATE_DIR}/stand-ins.json`, "utf8")) as { access: string }).access;
export const fromStandIn = (url: string) => url.startsWith(new URL(accessStandIn()).origin);

export async function signIn(page: Page, email = "intake@kestrelinjurylaw.example") {
  await page.goto(accessStandIn());
  await page.getByLabel("Staff email address").fill(email);
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/desk$/);
}

let clients = 0;
/** A request as the form's script sends it, from a client address of its own (the lead limit is per client).
 * `fields` change or add form fields; a null field is left out (a request without a phone). */
export async function sendRequest(page: Page, name: string, fields: Record<string, string | boolean | null> = {}) {
  const data = {
    name,
    email: `${name.replace(/\W+/g, ".").toLowerCase()}@example.com`,
    phone: phoneFor(name).typed,
    caseType: "car-accidents",
    description: "Hit at a stop light on West Valley Highway.",
    privacyConsent: true,
    sourceUrl: "/",
    ...fields,
  };
  const answer = await page.request.post("/api/send-contact-email", {
    headers: { "CF-Connecting-IP": `198.51.${100 + (process.pid % 100)}.${(clients++ % 250) + 1}` },
    data: Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null)),
  });
  expect(answer.status()).toBe(200);
}

const emailOf = (name: string) =>
  `${name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, ".")
    .replace(/^\.|\.$/g, "")
    .toLowerCase()}@example.com`;

/** A request sent by the form's script, then the fee agreement sent from its desk page (signed in as intake). */
export async function sendAgreementFromDesk(page: Page, name: string, language: "en" | "es", testInfo?: { outputPath(name: string): string }) {
  await sendRequest(page, name, { email: emailOf(name), description: "Hit at a stop light.", sourceUrl: language === "es" ? "/es" : "/", language });
  await signIn(page);
  const [lead] = e2eRows<{ id: number }>(`SELECT id FROM leads WHERE name = '${name}'`);
  await page.goto(`/desk/leads/${lead!.id}`);
  const panel = page.getByRole("region", { name: "Fee agreement" });
  await expect(panel.getByLabel("Signer's full legal name")).toHaveValue(name);
  await panel.getByLabel("Expected fee (none typed yet)").fill("30,000");
  if (testInfo) await panel.screenshot({ path: testInfo.outputPath("panel-before.png") });
  await panel.getByRole("button", { name: "Send for signature" }).click();
  await expect(panel.getByRole("status")).toHaveText("Sent for signature");
  await expect(panel.getByText(/^Sent: /)).toBeVisible();
  return { leadId: lead!.id, panel };
}

/** The signing link's path, from the agreement email the person of this name was sent. */
export async function signingLinkOf(page: Page, name: string): Promise<string> {
  let link = "";
  await expect(async () => {
    const item = (await capturedEmails(page.request)).find(
      (m) => m.to.includes(emailOf(name)) && /fee agreement|contrato de honorarios/i.test(m.subject) && !/signed|firmado/i.test(m.subject),
    );
    expect(item).toBeDefined();
    const detail = await (await page.request.get(`/cdn-cgi/explorer/api/local/email/sending?email_id=${encodeURIComponent(item!.messageId)}`)).json();
    link = /https?:\/\/\S+\/(?:sign|es\/firmar)\/[A-Za-z0-9_-]{43}/.exec(String(detail.result.text))![0];
  }).toPass({ timeout: scaled(15_000) });
  return new URL(link).pathname;
}
