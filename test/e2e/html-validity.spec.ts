/**
 * Valid HTML: the W3C Nu validator (npm vnu-jar, on Java) reports no errors on the
 * server-rendered HTML of every page template, nor on a page whose form was posted
 * without JavaScript and came back with messages. One Java run checks all the files.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { htmlErrors } from "../html-validator";
import { pageTemplates } from "../page-templates";
import { scaled } from "../slowdown";

/** The validator's errors, one line per message (with the files it occurs in and one extract). */
async function validateHtml(files: string[]): Promise<string[]> {
  const byMessage = new Map<string, { files: Set<string>; extract: string }>();
  for (const { file, message, extract } of await htmlErrors(files)) {
    const entry = byMessage.get(message) ?? { files: new Set(), extract };
    entry.files.add(file);
    byMessage.set(message, entry);
  }
  return [...byMessage].map(([message, { files, extract }]) => `${message}\n    in ${[...files].join(", ")}\n    ${extract}`);
}

test("every page template is valid HTML (W3C Nu validator)", async ({ request, baseURL }) => {
  test.setTimeout(scaled(90_000));
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    const files: string[] = [];
    for (const [i, template] of pageTemplates.entries()) {
      const res = await request.get(template.path);
      expect(res.status(), template.path).toBe(template.status);
      const file = join(dir, `${String(i).padStart(2, "0")}${template.path.replace(/[^a-z0-9]+/gi, "-")}.html`);
      writeFileSync(file, await res.text());
      files.push(file);
    }

    // A form posted without JavaScript to its page, which comes back with its messages
    // (in both languages).
    for (const [path, name] of [
      ["/?index", "form-posted-with-errors"],
      ["/es", "es-form-posted-with-errors"],
    ]) {
      const posted = await request.post(path, {
        headers: { Origin: baseURL! },
        form: { name: "", email: "not-an-email", sourceUrl: path.replace("?index", ""), sourcePage: "/" },
        maxRedirects: 0,
      });
      expect(posted.status()).toBe(400);
      expect(posted.headers()["content-type"]).toContain("text/html");
      const file = join(dir, `${name}.html`);
      writeFileSync(file, await posted.text());
      files.push(file);
    }

    expect(await validateHtml(files)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
