/** The intake team: who may own requests, the phone their reminders go to, the languages they take
 * and their weekly intake hours (Kent time). Placeholder people: the firm lists its own staff. */
import type { Lang } from "./i18n";
import type { Opening, Weekday } from "./office-hours";

export interface RosterMember {
  /** The address Cloudflare Access verifies: who acts on the desk. Lower case. */
  email: string;
  name: string;
  /** E.164; reminders go here by text, otherwise by email. */
  phone?: string;
  languages: readonly Lang[];
  /** Intake hours per weekday; a weekday left out: not on intake that day. */
  hours: Partial<Record<Weekday, Opening>>;
  /** The intake manager hears of overdue calls. */
  manager?: boolean;
}

const weekdays = (opening: Opening): Partial<Record<Weekday, Opening>> => ({ 1: opening, 2: opening, 3: opening, 4: opening, 5: opening });

export const intakeRoster: readonly RosterMember[] = [
  {
    email: "maria.lopez@kestrelinjurylaw.example",
    name: "María López (placeholder)",
    phone: "+12535550181",
    languages: ["en", "es"],
    hours: weekdays({ opens: "08:30", closes: "17:30" }),
    manager: true,
  },
  {
    email: "sam.carter@kestrelinjurylaw.example",
    name: "Sam Carter (placeholder)",
    phone: "+12535550182",
    languages: ["en"],
    hours: weekdays({ opens: "08:30", closes: "17:30" }),
  },
  {
    email: "dana.nguyen@kestrelinjurylaw.example",
    name: "Dana Nguyen (placeholder)",
    languages: ["en"],
    hours: { 1: { opens: "12:00", closes: "17:30" }, 3: { opens: "12:00", closes: "17:30" }, 5: { opens: "12:00", closes: "17:30" } },
  },
];

export const rosterMember = (email: string | null | undefined, roster: readonly RosterMember[] = intakeRoster) =>
  email ? roster.find((m) => m.email === email.toLowerCase()) : undefined;

/** A staff address in words: the roster's name, else the address itself; none ("" or null) is "Unassigned". */
export const ownerName = (email: string | null | undefined, roster: readonly RosterMember[] = intakeRoster): string =>
  !email ? "Unassigned" : (rosterMember(email, roster)?.name ?? email);
