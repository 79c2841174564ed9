// Which names of the firm's requests and list meet (decision 0049). Pure: the repository reads the names,
// this finds the matches, each under a key that stays the same while the two names do.
import { compareNames, type NameMatch, type PartyName, partyName, surnames } from "./party-names";

/** A request's person, a request's other party, or a name on the firm's uploaded list. */
export type PartyRole = "person" | "other" | "client" | "adverse";

export interface NamedParty {
  leadId: number | null;
  role: PartyRole;
  name: string;
}

export interface ConflictMatch {
  /** The request it shows on. */
  leadId: number;
  matchKey: string;
  strength: NameMatch;
  ourRole: "person" | "other";
  ourName: string;
  theirRole: PartyRole;
  theirName: string;
  otherLeadId: number | null;
}

/**
 * The pairs that can be a conflict, from the request's side: its other party is someone who wrote to
 * the firm, another request's other party, or a client; its person is another request's other party,
 * or an adverse party. The same person twice is a duplicate, not a conflict; an other party the firm
 * was adverse to before is on the same side.
 */
const checkedAgainst: Record<"person" | "other", PartyRole[]> = { other: ["person", "other", "client"], person: ["other", "adverse"] };

interface Parsed extends NamedParty {
  parsed: PartyName;
}

/** FNV-1a: a short, stable stand-in for two names in a key (no name is kept in it). */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, "0");
}

const sideOf = (p: Parsed) => `${p.leadId ?? "list"}.${p.role}`;

export function matchKeyOf(a: Parsed, b: Parsed): string {
  const [first, second] = [a, b].sort((x, y) => sideOf(x).localeCompare(sideOf(y)));
  return `${sideOf(first!)}~${sideOf(second!)}#${hash(`${first!.parsed.key}|${second!.parsed.key}`)}`;
}

class NameIndex {
  private byKey = new Map<string, Parsed[]>();
  private bySurname = new Map<string, Parsed[]>();
  add(p: Parsed) {
    // In place: a copy per add made a long list sharing one surname quadratic (decision 0065).
    const into = (map: Map<string, Parsed[]>, key: string) => {
      const list = map.get(key);
      if (list) list.push(p);
      else map.set(key, [p]);
    };
    into(this.byKey, p.parsed.key);
    for (const surname of surnames(p.parsed)) into(this.bySurname, surname);
  }
  near(p: PartyName): Parsed[] {
    return [...new Set([...(this.byKey.get(p.key) ?? []), ...surnames(p).flatMap((s) => this.bySurname.get(s) ?? [])])];
  }
}

const parse = (parties: NamedParty[]) =>
  parties.flatMap((p) => {
    const parsed = partyName(p.name);
    return parsed ? [{ ...p, name: p.name.trim(), parsed }] : [];
  });

/**
 * Every match on the firm's requests, or only those on `onlyLead` and the requests it meets
 * (both sides of each pair). Two requests of the same person naming the same other party are skipped.
 */
export function findConflicts(parties: NamedParty[], onlyLead?: number): ConflictMatch[] {
  const all = parse(parties);
  const index = new NameIndex();
  for (const p of all) index.add(p);
  const personKey = new Map(all.filter((p) => p.role === "person").map((p) => [p.leadId, p.parsed.key]));
  const found = new Map<string, ConflictMatch>();
  const record = (ours: Parsed, theirs: Parsed, strength: NameMatch, matchKey: string) =>
    found.set(`${ours.leadId}:${matchKey}`, {
      leadId: ours.leadId!,
      matchKey,
      strength,
      ourRole: ours.role as "person" | "other",
      ourName: ours.name,
      theirRole: theirs.role,
      theirName: theirs.name,
      otherLeadId: theirs.leadId,
    });
  for (const ours of all) {
    if (ours.leadId === null || (onlyLead !== undefined && ours.leadId !== onlyLead)) continue;
    const wanted = checkedAgainst[ours.role as "person" | "other"];
    for (const theirs of index.near(ours.parsed)) {
      if (theirs.leadId === ours.leadId || !wanted.includes(theirs.role)) continue;
      if (ours.role === "other" && theirs.role === "other" && personKey.get(ours.leadId) === personKey.get(theirs.leadId) && personKey.has(ours.leadId))
        continue;
      const strength = compareNames(ours.parsed, theirs.parsed);
      if (!strength) continue;
      const key = matchKeyOf(ours, theirs);
      record(ours, theirs, strength, key);
      if (theirs.leadId !== null) record(theirs, ours, strength, key);
    }
  }
  return [...found.values()];
}
