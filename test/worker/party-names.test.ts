/**
 * The conflict check's names (decision 0049) on a fixed set: what counts as the same name, what as
 * "possible" (first initial and last name), and the false friends that must not match at all; and the keys
 * conflict_names files a name under, which find exactly the names compareNames matches (decision 0090).
 */
import { describe, expect, it } from "vitest";
import { compareNames, type LookupKeys, lookupKeys, type NameKeys, nameKeys, type PartyName, partyName } from "~/conflicts/party-names";

const compare = (a: string, b: string) => compareNames(partyName(a)!, partyName(b)!);

describe("the same name after normalization: a conflict", () => {
  const same: [string, string][] = [
    ["John Smith", "john smith"],
    ["John Smith", "  JOHN   SMITH "],
    ["John Smith", "Smith, John"],
    ["John Smith", "Smith John"],
    ["José Álvarez", "Jose Alvarez"],
    ["Zoë Müller-Ñúñez", "Zoe Muller Nunez"],
    ["Patrick O'Brien", "Patrick OBrien"],
    ["Patrick O’Brien", "O'Brien, Patrick"],
    ["John Smith Jr.", "John Smith"],
    ["Dr. Ann Lee", "Ann Lee"],
    ["Acme Trucking, Inc.", "ACME TRUCKING INC"],
    ["Acme Trucking, Inc.", "Acme Trucking LLC"],
    ["Acme Trucking L.L.C.", "Acme Trucking"],
    ["The Acme Trucking Co.", "Acme Trucking Corp."],
    ["Acme Trucking Corporation", "Acme Trucking Company"],
    ["Acme Trucking Ltd", "acme trucking limited"],
    ["Smith & Co.", "Smith"],
    ["A & B Towing", "A and B Towing"],
    ["Puget Sound Energy, Incorporated", "Puget Sound Energy"],
    ["Kent School District No. 415", "Kent School District No 415"],
  ];
  for (const [a, b] of same) it(`${a} = ${b}`, () => expect(compare(a, b)).toBe("conflict"));
});

describe("first initial and last name: possible", () => {
  const possible: [string, string][] = [
    ["J. Smith", "John Smith"],
    ["J Smith", "Jane Smith"],
    ["Smith, J.", "John Smith"],
    ["John Q. Smith", "John Smith"],
    ["Maria Garcia Lopez", "M. Lopez"],
  ];
  for (const [a, b] of possible) it(`${a} ~ ${b}`, () => expect(compare(a, b)).toBe("possible"));
});

describe("false friends: no match", () => {
  const apart: [string, string, string][] = [
    ["Ann Lee", "Anne Leeds", "neither name is the other's: no prefix or spelling match"],
    ["Smith Trucking Inc", "Smithson Trucking", "a longer word is another business"],
    ["Jon Doe", "John Doe", "two whole first names that differ are two people: exact, never fuzzy"],
    ["John Smith", "Jane Smith", "the same last name with two whole first names"],
    ["John Smith", "Sam John", "a first name that is someone's last name"],
    ["Acme Trucking Inc", "A. Trucking", "a business is only ever matched exactly"],
    ["Lee Ann", "Ann Leeds", "turned round, still another last name"],
    ["J. Smith", "K. Smith", "two different initials"],
    ["Mary Smith", "Mary Smithers", "a last name inside another"],
  ];
  for (const [a, b, why] of apart) it(`${a} ≠ ${b}: ${why}`, () => expect(compare(a, b)).toBeNull());
});

describe("what is never a name", () => {
  for (const text of ["", "   ", "Unknown", "don't know", "N/A", "not sure", "No sé", "Inc.", "J.", "the other driver", "---"]) {
    it(`"${text}" is not compared`, () => expect(partyName(text)).toBeNull());
  }
  it("keeps a one-word business and marks businesses", () => {
    expect(partyName("Amazon")?.key).toBe("amazon");
    expect(partyName("Acme LLC")?.company).toBe(true);
    expect(partyName("Acme Trucking, Inc.")?.words).toEqual(["acme", "trucking"]);
    expect(partyName("Smith, John")?.words).toEqual(["john", "smith"]);
  });
});

/** What the conflict check's lookup (app/conflicts/store.server.ts) finds: a stored name whose keys meet the lookup's. */
function meets(lookup: LookupKeys, stored: NameKeys): boolean {
  const firsts = [stored.firstA, stored.firstB].filter((k) => k !== null);
  const initials = [stored.initialA, stored.initialB].filter((k) => k !== null);
  return (
    lookup.nameKey === stored.nameKey ||
    lookup.firsts.some((k) => firsts.includes(k)) ||
    lookup.initials.some((k) => initials.includes(k)) ||
    lookup.prefixes.some((prefix) => firsts.some((k) => k.startsWith(prefix)))
  );
}

describe("the keys a name is filed and looked up by", () => {
  it("files each orientation, and an initial only where the first name is one", () => {
    expect(nameKeys(partyName("John Q. Smith")!)).toEqual({
      nameKey: "john q smith",
      firstA: "smith|john",
      firstB: "john|smith",
      initialA: null,
      initialB: null,
    });
    expect(nameKeys(partyName("J. Smith")!)).toEqual({ nameKey: "j smith", firstA: "smith|j", firstB: null, initialA: "smith|j", initialB: null });
    expect(nameKeys(partyName("Acme Trucking, Inc.")!)).toEqual({ nameKey: "acme trucking", firstA: null, firstB: null, initialA: null, initialB: null });
    expect(lookupKeys(partyName("J. Smith")!)).toEqual({ nameKey: "j smith", firsts: ["smith|j"], initials: ["smith|j"], prefixes: ["smith|j"] });
  });

  // A key that found too little would miss a conflict; one that found too much only costs a read. Both are held here:
  // the lookup meets a stored name exactly when compareNames matches the two.
  const FIRST = ["John", "J.", "Jon", "Jane", "Ann", "A", "María", "Maria", "M", "Lee", "Le", "Smith"];
  const LAST = ["Smith", "Smithson", "Lee", "Le", "García", "Garcia", "J", "Ann", "O'Brien", "Nguyen"];
  const SHAPES = [
    (f: string, l: string) => `${f} ${l}`,
    (f: string, l: string) => `${l}, ${f}`,
    (f: string, l: string, m: string) => `${f} ${m} ${l}`,
    (f: string, l: string) => `${l} ${f}`,
    (f: string, l: string) => `${f} ${l} Jr.`,
    (f: string, l: string) => `${l} ${f} LLC`,
    (f: string) => f,
  ];
  /** A small, seeded generator: the same 2,000 names every run. */
  function* names(count: number): Generator<PartyName> {
    let seed = 57;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
    for (let made = 0; made < count;) {
      const shape = SHAPES[next(SHAPES.length)]!;
      const parsed = partyName(shape(FIRST[next(FIRST.length)]!, LAST[next(LAST.length)]!, FIRST[next(FIRST.length)]!));
      if (parsed) {
        made++;
        yield parsed;
      }
    }
  }

  it("meet exactly when compareNames matches, over 2,000 names against each other's first 200", () => {
    const all = [...names(2000)];
    let matched = 0;
    for (const a of all.slice(0, 200)) {
      const lookup = lookupKeys(a);
      for (const b of all) {
        const match = compareNames(a, b);
        expect(meets(lookup, nameKeys(b)), `${a.words.join(" ")} / ${b.words.join(" ")}`).toBe(match !== null);
        if (match) matched++;
        if (match === "conflict") expect(a.key).toBe(b.key);
      }
    }
    // Enough of both kinds for the check to mean something.
    expect(matched).toBeGreaterThan(5000);
    expect(matched).toBeLessThan(200 * 2000 - 5000);
  });

  it("meet for every pair the fixed cases above match, and for none of the false friends", () => {
    const pairs = [
      ["John Smith", "Smith, John"],
      ["J. Smith", "John Smith"],
      ["Smith, J.", "John Smith"],
      ["Maria Garcia Lopez", "M. Lopez"],
      ["Acme Trucking, Inc.", "Acme Trucking LLC"],
    ];
    for (const [a, b] of pairs)
      for (const [x, y] of [
        [a!, b!],
        [b!, a!],
      ])
        expect(meets(lookupKeys(partyName(x)!), nameKeys(partyName(y)!)), `${x} / ${y}`).toBe(true);
    for (const [a, b] of [
      ["Ann Lee", "Anne Leeds"],
      ["Jon Doe", "John Doe"],
      ["J. Smith", "K. Smith"],
      ["Acme Trucking Inc", "A. Trucking"],
    ])
      for (const [x, y] of [
        [a!, b!],
        [b!, a!],
      ])
        expect(meets(lookupKeys(partyName(x)!), nameKeys(partyName(y)!)), `${x} / ${y}`).toBe(false);
  });
});
