/**
 * Valid HTML: the W3C Nu validator (npm vnu-jar, on Java) reports no errors on the
 * server-rendered HTML of every page template, nor on a page whose form was posted
 * without JavaScript and came back with messages. One Java run checks all the files.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { pageTemplates } from "../page-templates";

const VNU_JAR = resolve("node_modules/vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs the validator on the files; its errors, one line per message (with the files it
 * occurs in and one extract). */
async function validateHtml(files: string[]): Promise<string[]> {
  let output: string;
  try {
    const { stderr } = await promisify(execFile)("java", ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...files], {
      maxBuffer: 32 * 1024 * 1024,
    });
    output = stderr;
  } catch (error) {
    // Exit status 1 means "errors found"; the report is still on stderr.
    const stderr = (error as { stderr?: string }).stderr;
    if (!stderr?.trim().startsWith("{")) throw error;
    output = stderr;
  }
  const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
  const byMessage = new Map<string, { files: Set<string>; extract: string }>();
  for (const m of messages.filter((m) => m.type === "error" || m.subType === "fatal")) {
    const entry = byMessage.get(m.message) ?? { files: new Set(), extract: (m.extract ?? "").trim() };
    entry.files.add(m.url.replace(/^.*\//, ""));
    byMessage.set(m.message, entry);
  }
  return [...byMessage].map(([message, { files, extract }]) => `${message}\n    in ${[...files].join(", ")}\n    ${extract}`);
}

test("every page template is valid HTML (W3C Nu validator)", async ({ request, baseURL }) => {
  test.setTimeout(90_000);
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
    for (const [path, name] of [["/?index", "form-posted-with-errors"], ["/es", "es-form-posted-with-errors"]]) {
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
