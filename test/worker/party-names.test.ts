/**
 * The conflict check's names (decision 0049) on a fixed set: what counts as the same name, what as
 * "possible" (first initial and last name), and the false friends that must not match at all.
 */
import { describe, expect, it } from "vitest";
import { compareNames, partyName } from "~/conflicts/party-names";

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
