/**
 * One desk path rule (app/desk/paths.ts): the Worker's door and the app's route table
 * classify the same odd spellings alike, and neither app/ nor worker/ writes the rule again.
 */
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { DESK_PATH, deskSpelling, isDeskPath } from "~/desk/paths";

/** The server build's routes as React Router matches them (the table of app/routes.ts). */
async function routeTree(): Promise<RouteObject[]> {
  const { routes } = await import("virtual:react-router/server-build");
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route?.parentId === parentId)
      .map(
        (route) =>
          ({ id: route!.id, path: route!.path, index: route!.index, caseSensitive: route!.caseSensitive, children: children(route!.id) }) as RouteObject,
      );
  return children(undefined);
}

/** Whether React Router would render the desk's layout or a desk file for this address (a `.data` request is its page's). */
async function appTakesForDesk(pathname: string): Promise<boolean> {
  const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) || "/" : pathname;
  const matches = matchRoutes(await routeTree(), page) ?? [];
  return matches.some((match) => match.route.id!.startsWith("routes/desk/"));
}

const DESK = ["/desk", "/desk/", "/desk.data", "/desk/leads/1", "/desk/numbers.data", "/desk/export/requests.csv"];
const ODD = ["/DESK", "/Desk/leads/1", "/%64esk", "/%64%65%73%6B.data", "/DeSk/Data-Requests"];
// React Router's matching keeps empty segments and an escaped slash: the door sends these on
// (a 301 to deskSpelling) before the app sees them, so the app is asked about that spelling.
const SPLIT = ["//desk", "//desk//numbers", "/desk%2Fnumbers"];
const NOT_DESK = ["/", "/desktop", "/desk-chair", "/es/desk", "/deskx.data", "/%64eskx", "/about/desk", "/api/desk"];

describe("the Worker's door and the app's layout", () => {
  it.each([...DESK, ...ODD])("%s: the desk's, for both", async (path) => {
    expect(isDeskPath(path)).toBe(true);
    expect(await appTakesForDesk(path)).toBe(true);
  });

  it.each(SPLIT)("%s: the desk's at the door and, as the door sends it on, in the app", async (path) => {
    expect(isDeskPath(path)).toBe(true);
    expect(await appTakesForDesk(deskSpelling(path))).toBe(true);
  });

  it.each(NOT_DESK)("%s: not the desk's, for either", async (path) => {
    expect(isDeskPath(path)).toBe(false);
    expect(await appTakesForDesk(path)).toBe(false);
    expect(await appTakesForDesk(deskSpelling(path))).toBe(false);
  });

  it.each([...ODD, ...SPLIT])("%s: the door's own spelling of it is plain", (path) => {
    expect(DESK_PATH.test(path)).toBe(false);
    expect(DESK_PATH.test(deskSpelling(path))).toBe(true);
  });
});

describe("the desk's path rule", () => {
  const sources = import.meta.glob<string>(["/app/**/*.{ts,tsx}", "/worker/**/*.ts"], { query: "?raw", import: "default", eager: true });
  // A test of the path against "/desk" by hand: a regular expression, an equality, a prefix.
  const RULE = /\^\\\/desk|[=!]==?\s*["'`]\/desk|startsWith\(\s*["'`]\/desk|(?:const|let|function)\s+(?:isDeskPath|DESK_PATH)\b/;

  it("is written once, in app/desk/paths.ts", () => {
    const writers = Object.entries(sources)
      .filter(([, text]) => text.split("\n").some((line) => RULE.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line)))
      .map(([file]) => file);
    expect(writers).toEqual(["/app/desk/paths.ts"]);
  });
});
