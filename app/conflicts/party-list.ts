// The firm's list of clients and adverse parties, read from a CSV with the columns "name" and "kind"
// (client or adverse). All or nothing: every bad row is named and nothing is taken.
import { parseCsv } from "~/lib/csv";
import { partyName } from "./party-names";

export const partyKinds = ["client", "adverse"] as const;
export type PartyKind = (typeof partyKinds)[number];

export interface ListedParty {
  name: string;
  key: string;
  kind: PartyKind;
}

/** Refused before the file is read. */
export const PARTY_LIST_MAX_BYTES = 2 * 1024 * 1024;
export const PARTY_LIST_MAX_ROWS = 20_000;
const NAME_MAX = 200;
/** Enough to fix a file by; the count says how many more. */
const SHOWN_PROBLEMS = 20;

const KIND_WORDS: Record<string, PartyKind> = {
  client: "client",
  clients: "client",
  adverse: "adverse",
  "adverse party": "adverse",
  "adverse parties": "adverse",
  opposing: "adverse",
  "opposing party": "adverse",
};

export type PartyListRead = { ok: true; parties: ListedParty[] } | { ok: false; problems: string[] };

export function readPartyList(text: string): PartyListRead {
  const csv = parseCsv(text);
  if (!csv.ok) return { ok: false, problems: [`Row ${csv.row} ${csv.error}.`] };
  const column = (wanted: string) => csv.header.find((name) => name.toLowerCase() === wanted);
  const nameColumn = column("name");
  const kindColumn = column("kind");
  if (!nameColumn || !kindColumn) return { ok: false, problems: ['Row 1 must name the columns "name" and "kind" (other columns are ignored).'] };
  if (csv.records.length === 0) return { ok: false, problems: ["The file has no names under its header: nothing was replaced."] };
  if (csv.records.length > PARTY_LIST_MAX_ROWS)
    return { ok: false, problems: [`The file has ${csv.records.length} names; at most ${PARTY_LIST_MAX_ROWS.toLocaleString("en-US")} are taken.`] };
  const parties: ListedParty[] = [];
  const problems: string[] = [];
  for (const { row, values } of csv.records) {
    const name = values[nameColumn]!.trim().replace(/\s+/g, " ");
    const kindText = values[kindColumn]!.trim().toLowerCase();
    const kind = KIND_WORDS[kindText];
    const key = partyName(name)?.key;
    if (!name) problems.push(`Row ${row}: the name is empty.`);
    else if (name.length > NAME_MAX) problems.push(`Row ${row}: the name is longer than ${NAME_MAX} characters.`);
    else if (!key) problems.push(`Row ${row}: "${name}" is not a name that can be checked.`);
    else if (!kind) problems.push(`Row ${row}: the kind is ${kindText ? `"${kindText}"` : "empty"}; write client or adverse.`);
    else parties.push({ name, key, kind });
  }
  if (problems.length === 0) return { ok: true, parties };
  const more = problems.length - SHOWN_PROBLEMS;
  return { ok: false, problems: more > 0 ? [...problems.slice(0, SHOWN_PROBLEMS), `And ${more} more rows like these.`] : problems };
}
