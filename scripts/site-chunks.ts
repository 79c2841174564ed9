/**
 * Which browser code is the site's: what the build puts in the `site` chunk every public
 * page loads (vite.config.ts), and what scripts/first-load-check.ts holds a public page's
 * first load to. Ids are project-relative paths (`app/…`, `node_modules/…`).
 */

/** Route modules that are not public pages: the desk, and the pages a visitor reaches by a
 * link of their own (signing the fee agreement, the questions after a request). */
export const notPublicRoutes = [/^app\/routes\/desk\//, /^app\/routes\/sign\.tsx$/, /^app\/routes\/consultation-questions\.tsx$/];

/** The words of many pages, of which a page's loader sends its own (decision 0073): in the browser they would
 * carry every page of a kind in both languages. */
export const manyPagesWords = [
  /^app\/content\/(home|faqs|awards|testimonials|case-results|reviews|practice-pages|city-pages|attorney-profiles|legal)\.ts$/,
  /^\0virtual:articles$/,
];

/** Never on a public page's first load: the desk's code (its shell, its UI kit and every domain but the
 * request's own, attribution and the page's boot), those pages' own, the libraries the server checks with
 * (a phone number's parts, the schemas), and the words of many pages. */
export const offPublicPages = [
  /^app\/(desk|owners|conflicts|questions|texting|consultations|calls|agreements|declines|spend|intake|data-requests)\//,
  /^app\/components\/desk\//,
  /^app\/(?!components\/)[\w-]+\/[\w-]+-(panel|page)(\.server)?\.tsx?$/,
  ...notPublicRoutes,
  /^node_modules\/libphonenumber-js\//,
  /^node_modules\/zod\//,
  ...manyPagesWords,
];

/** What every page loads before its route: the browser entry and the root route. */
const everyPage = [/^app\/entry\.client\.tsx$/, /^app\/root\.tsx$/];

/** The id without the build's query (`?__react-router-build-client-route`), relative to `root`. */
export function projectPath(id: string, root: string): string {
  if (id.startsWith("\0")) return id;
  const path = id.split("?")[0]!;
  return path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path;
}

/** A public page's route module, or what every page loads (a project-relative path). */
export function startsAPublicPage(path: string): boolean {
  if (everyPage.some((pattern) => pattern.test(path))) return true;
  return path.startsWith("app/routes/") && !notPublicRoutes.some((pattern) => pattern.test(path));
}

interface Importers {
  importers: readonly string[];
}

/**
 * Whether a public page imports the module statically (through any chain of imports):
 * what a public page's first load may need. A module only the desk, the signing or the
 * questions page import, or that a public page loads only later by `import()`, is not.
 */
export function onAPublicPage(id: string, root: string, moduleInfo: (id: string) => Importers | null): boolean {
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length) {
    const current = queue.shift()!;
    if (startsAPublicPage(projectPath(current, root))) return true;
    for (const importer of moduleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}
