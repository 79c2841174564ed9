/**
 * Copy a lawyer would sign (issue 36, item 6): statements a review found loose, held on
 * every page's server-rendered text in both languages. Each pattern is the loose wording;
 * the page must not carry it.
 */
import { describe, expect, it } from "vitest";
import { caseTypeLabels } from "~/content/case-types";
import { formWords } from "~/content/consultation-form";
import { firm } from "~/content/firm";
import { sitePages } from "~/lib/addresses";
import { call, decode } from "./helpers";

const textOf = (html: string) =>
  decode(
    html
      .slice(html.indexOf("<body"))
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " "),
  )!;

const loose: [RegExp, string][] = [
  [
    /(government|state|public)[^.]*shorter|shorter notice deadlines?|plazos? más cortos? para dar aviso|(gobierno|estado|público)[^.]*plazos más cortos/i,
    "a government claim needs a formal claim and a wait, not a shorter deadline",
  ],
  [/first consultation|primera consulta/i, "the consultation is free, not only the first"],
  [/compensation is reduced|su compensación se reduce/i, "fault reduces the damages, not an already reduced compensation"],
  [/make (the owner|them) pay|hacemos que el dueño/i, "no copy promises an outcome"],
  [/holds the owner responsible\.|Bites and animal attacks, where/i, "the owner's automatic liability is for dog bites"],
  [/choques? por detrás|huesos rotos y fracturas|discos abultados|\bex fiscal/i, "Spanish wording"],
];

describe("no loose legal statement on any page", () => {
  const canonical = sitePages.filter((p) => p.path === p.canonical && p.kind !== "article");
  it.each(canonical.map((p) => [p.path] as const))("%s", async (path) => {
    const text = textOf(await (await call(path)).text());
    for (const [pattern, why] of loose) expect(text, `${path}: ${why}`).not.toMatch(pattern);
  });

  it("wrongful death names spouses and registered domestic partners, children and stepchildren, wrongful acts as well as negligence", async () => {
    const en = textOf(await (await call("/kent-wa/wrongful-death-accident-lawyer")).text());
    expect(en).toContain("spouse or registered domestic partner and the children, stepchildren included");
    expect(en).toContain("negligence or wrongful act");
    const es = textOf(await (await call("/es/kent-wa/abogado-de-muerte-por-negligencia")).text());
    expect(es).toContain("cónyuge o la pareja de hecho registrada y de los hijos, incluidos los hijastros");
    expect(es).toContain("negligencia o el acto ilícito");
  });

  it('the Spanish form\'s messages: a comma after "Por favor", the subjunctive, "bote o lancha"', () => {
    // Messages that name the firm's number are functions of it (decision 0094): read them with one.
    const strings = JSON.stringify(formWords.es, (_, value) => (typeof value === "function" ? value(firm.phone.display) : value));
    expect([...strings.matchAll(/Por favor [^,"]/g)].map((m) => m[0])).toEqual([]);
    expect(strings).not.toContain("solicitud viene de una persona");
    expect(strings).toContain("solicitud venga de una persona");
    expect(caseTypeLabels.es["boat-accidents"]).toContain("bote o lancha");
  });
});
