/**
 * The W3C Nu HTML validator (npm vnu-jar, on Java), shared by the browser test
 * (test/e2e/html-validity.spec.ts) and `npm run audit`. Plain TypeScript, so Node runs it
 * directly (type stripping).
 *
 * Messages about CSS are left out: the pages carry the site's stylesheet inline
 * (docs/decisions/0038-first-load-and-edge.md), and the validator's CSS checker predates much of
 * the CSS that Tailwind v4 writes and every current browser reads (`@property`,
 * `@starting-style`, `container-type`, `color-mix(in oklab, ...)`), so it calls them
 * errors. The markup is what this check holds; the stylesheet is Tailwind's output.
 */
import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

/** The validator's errors on these HTML files, one per message and file. */
export async function htmlErrors(files: string[]): Promise<{ file: string; message: string; extract: string }[]> {
  const jar = resolve("node_modules/vnu-jar/build/dist/vnu.jar");
  let output: string;
  try {
    ({ stderr: output } = await promisify(execFile)("java", ["-jar", jar, "--format", "json", "--errors-only", ...files], {
      maxBuffer: 32 * 1024 * 1024,
    }));
  } catch (error) {
    // Exit status 1 means "errors found"; the report is still on stderr.
    const stderr = (error as { stderr?: string }).stderr;
    if (!stderr?.trim().startsWith("{")) throw error;
    output = stderr;
  }
  const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
  return messages
    .filter((m) => (m.type === "error" || m.subType === "fatal") && !m.message.startsWith("CSS:"))
    .map((m) => ({ file: m.url.replace(/^.*\//, ""), message: m.message, extract: (m.extract ?? "").trim() }));
}
