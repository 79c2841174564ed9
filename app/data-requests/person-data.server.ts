// A person's file as staff send it (decision 0032): what is left out, staff named or not, where copies went
// outside D1, what an erasure keeps; and what a desk page says of a request that is not there.
import { sourceName } from "~/attribution/source";
import type { Db } from "~/db/client.server";
import { channelLabel } from "~/deliveries/channel.server";
import { outcomeLabel } from "~/calls/call-outcomes";
import { CALL_LOG, CALL_RECORDINGS, TEXT_THREAD } from "~/content/outside-copies";
import { statusLabel } from "~/leads/status";
import { normalizePhone, normalizeMailbox } from "~/lib/people";
import { channelsReached, erasureOf, type PersonalTable, type PersonData, type Row } from "./store.server";

/** The R2 keys of a person's agreement PDFs: deleted once their rows are erased. */
export const agreementFileKeys = (data: PersonData): string[] =>
  data.rows.agreements.flatMap((row) => [row.unsigned_key, row.signed_key].filter((key): key is string => typeof key === "string" && key !== ""));

/** Their sent non-engagement letters: what an erasure keeps when counsel's setting says so. */
export const sentLetters = (data: PersonData) => data.rows.non_engagement_letters.filter((letter) => letter.sent_at);

/** Whether the firm signed any of these requests: it may have to keep the client's file. */
export const signedLeads = (data: PersonData) => data.rows.leads.filter((lead) => lead.status === "signed").map((lead) => Number(lead.id));

/** Why a number's STOP outlives an erasure, said in the page and the file. */
export const OPT_OUT_KEPT_NOTE =
  "A number that replied STOP stays on the firm's list of numbers it must not text, even after an erasure: deleting it would let texts to that number start again. It holds only the number, the word it sent and when. Reply START from that phone to be texted again.";

/** Why a blocked number outlives an erasure. */
export const BLOCK_KEPT_NOTE =
  "A number the firm blocked stays blocked after an erasure (its calls are rejected before they ring): the list holds only the number and when it was blocked. Staff can unblock it on request.";

/** What `daily_counts` is, said in the page and the file: it holds nothing about anyone. */
export const DAILY_COUNTS_NOTE =
  "daily_counts holds no personal data: it counts call taps and requests per day, page and campaign, with no row about one person and no address, so there is nothing in it to show or erase.";

/**
 * Columns of the firm's own bookkeeping, left out of the person's file: keys and hashes,
 * how the site stored and notified, derived copies of what they typed, and the endpoints
 * (on-call numbers, inboxes, webhook URLs, the CRM's host) their requests went to.
 */
const leftOut: Record<PersonalTable, string[]> = {
  leads: [
    "idempotency_key",
    "lead_key",
    "submitted_via",
    "turnstile",
    "notify_status",
    "notify_attempts",
    "notify_last_error",
    "notify_sent_at",
    "next_attempt_at",
    "stored_via",
    "email_key",
    "phone_e164",
    "phone_ext",
    "reminded_at",
    "call_due_at",
    "duplicate_of",
  ],
  lead_status_changes: ["form_key"],
  lead_notes: ["form_key"],
  call_attempts: ["form_key"],
  lead_answers: ["deadline_date", "deadline_flags"],
  call_reminders: ["target", "message_id"],
  lead_owner_changes: ["form_key"],
  lead_link_changes: ["form_key"],
  answer_keys: ["key_hash"],
  conflict_matches: ["match_key", "their_role", "their_name", "other_lead_id"],
  conflict_clearances: ["match_key", "form_key"],
  conflict_names: ["name_key", "first_a", "first_b", "initial_a", "initial_b"],
  text_messages: ["message_sid", "form_key"],
  consultations: ["uid", "form_key"],
  lead_outcomes: ["form_key"],
  non_engagement_letters: ["form_key"],
  // Twilio's address of a photo opens only with the firm's credentials.
  text_media: ["twilio_url"],
  agreements: ["token_hash", "token_salt", "unsigned_key", "signed_key", "form_key"],
  agreement_events: [],
  // Twilio's ids and address open only with the firm's credentials; the phones rung are the firm's.
  phone_calls: ["call_sid", "rang", "route", "completed_form_key"],
  call_recordings: ["recording_sid", "twilio_url"],
  deliveries: ["target", "route", "attempts", "last_error", "last_attempt_at", "lease_until", "next_attempt_at", "receiver_id", "dedupe_key"],
};

export interface ExportOptions {
  /** "show": staff addresses stay as written; otherwise each is "a staff member" (DATA_EXPORT_STAFF_NAMES). */
  staffNames: "hide" | "show";
  /** The firm's own addresses and numbers (settings): replaced wherever they appear. */
  firmAddresses: string[];
  firmNumbers: string[];
}

const STAFF = "a staff member";

/** The columns that name a staff member (each shown as STAFF with "hide"); their addresses are also looked for in
 * every other text of the file. */
const staffColumns: Partial<Record<PersonalTable, string[]>> = {
  leads: ["opened_by", "owner_email"],
  lead_status_changes: ["changed_by"],
  lead_notes: ["author"],
  call_attempts: ["attempted_by"],
  lead_answers: ["updated_by"],
  lead_owner_changes: ["changed_by", "from_owner", "to_owner"],
  lead_link_changes: ["changed_by"],
  conflict_clearances: ["cleared_by"],
  text_messages: ["sent_by"],
  consultations: ["host_email", "booked_by"],
  lead_outcomes: ["recorded_by"],
  non_engagement_letters: ["created_by"],
  phone_calls: ["answered_by", "completed_by"],
  agreements: ["sent_by", "revoked_by"],
};
const EMAIL_IN_TEXT = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[A-Za-z]{2,}/g;
const PHONE_IN_TEXT = /\+?\d[\d\s().-]{8,}\d/g;

/** The firm's settings an export reads: who counts as staff. */
export function exportOptions(env: Env): ExportOptions {
  const list = (value: string | undefined) =>
    (value ?? "")
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
  return {
    staffNames: String(env.DATA_EXPORT_STAFF_NAMES).trim().toLowerCase() === "show" ? "show" : "hide",
    firmAddresses: [env.LEAD_FROM_ADDRESS, env.LEAD_TO_ADDRESSES, env.ACK_FROM_ADDRESS, env.ACK_REPLY_TO, env.ACCESS_ALLOWED_EMAILS].flatMap(list),
    firmNumbers: [env.ONCALL_NUMBERS, env.TWILIO_FROM_NUMBER].flatMap(list),
  };
}

/**
 * The file staff send the person: their requests, their history, notes and logged calls, and where their
 * requests went as channel, status and date; never the firm's wiring (targets, hosts,
 * internal columns), and staff addresses as "a staff member" unless the firm says otherwise.
 */
export function exportFile(data: PersonData, at: Date, options: ExportOptions) {
  const own = new Set(data.rows.leads.flatMap((lead) => [String(lead.email ?? "").toLowerCase(), normalizeMailbox(String(lead.email ?? ""))]));
  const staff = new Set(
    [
      ...options.firmAddresses,
      ...Object.entries(staffColumns).flatMap(([table, columns]) => data.rows[table as PersonalTable].flatMap((row) => columns.map((column) => row[column]))),
    ]
      .filter((v): v is string => typeof v === "string" && v.includes("@"))
      .map((v) => v.toLowerCase()),
  );
  const firmDomains = new Set(options.firmAddresses.map((a) => a.toLowerCase().split("@")[1]).filter(Boolean));
  const firmNumbers = new Set(options.firmNumbers.map((n) => normalizePhone(n)?.e164).filter(Boolean));
  const isStaff = (address: string) => {
    const lower = address.toLowerCase();
    return !own.has(lower) && (staff.has(lower) || firmDomains.has(lower.split("@")[1]!));
  };
  const hide = options.staffNames === "hide";
  const who = (value: unknown) => (hide && typeof value === "string" && value !== "" ? STAFF : value);
  const words = (value: unknown) =>
    hide && typeof value === "string"
      ? value
          .replace(EMAIL_IN_TEXT, (m) => (isStaff(m) ? STAFF : m))
          .replace(PHONE_IN_TEXT, (m) => (firmNumbers.has(normalizePhone(m)?.e164) ? `${STAFF}'s phone` : m))
      : value;
  // With "hide", every text a row holds goes through `words`: prose the app wrote, and each free-text column staff
  // wrote (notes, call notes, reasons, referrals, event details, answers), not only the columns known to name one.
  const keep = (table: PersonalTable, row: Row) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([column]) => !leftOut[table].includes(column))
        .map(([column, value]) => [column, words(value)]),
    );

  return {
    about: "Everything the website database of Kestrel Injury Law (Kent, Washington) holds about this address.",
    address: data.person.value,
    exportedAt: at.toISOString(),
    tables: {
      // How they found the firm and where the request stands, in words.
      leads: data.rows.leads.map((row) => ({
        ...keep("leads", row),
        channel: sourceName(row.channel as string | null),
        status: statusLabel[row.status as keyof typeof statusLabel] ?? row.status,
        opened_by: who(row.opened_by),
        owner_email: who(row.owner_email),
      })),
      lead_status_changes: data.rows.lead_status_changes.map((row) => ({
        ...keep("lead_status_changes", row),
        from_status: statusLabel[row.from_status as keyof typeof statusLabel] ?? row.from_status,
        to_status: statusLabel[row.to_status as keyof typeof statusLabel] ?? row.to_status,
        changed_by: who(row.changed_by),
      })),
      lead_notes: data.rows.lead_notes.map((row) => ({ ...keep("lead_notes", row), author: who(row.author) })),
      call_attempts: data.rows.call_attempts.map((row) => ({
        ...keep("call_attempts", row),
        outcome: outcomeLabel[row.outcome as keyof typeof outcomeLabel] ?? row.outcome,
        attempted_by: who(row.attempted_by),
      })),
      lead_answers: data.rows.lead_answers.map((row) => ({
        ...keep("lead_answers", row),
        updated_by: row.updated_by === "visitor" ? "you" : who(row.updated_by),
      })),
      // Which due calls staff were reminded of; never to which phone or inbox.
      call_reminders: data.rows.call_reminders.map((row) => keep("call_reminders", row)),
      lead_owner_changes: data.rows.lead_owner_changes.map((row) => ({
        ...keep("lead_owner_changes", row),
        changed_by: row.changed_by === "round-robin" || row.changed_by === "same-person" ? row.changed_by : who(row.changed_by),
        from_owner: who(row.from_owner),
        to_owner: who(row.to_owner),
      })),
      lead_link_changes: data.rows.lead_link_changes.map((row) => ({ ...keep("lead_link_changes", row), changed_by: who(row.changed_by) })),
      // The links to the questions they were given: when each expires, never the key.
      answer_keys: data.rows.answer_keys.map((row) => keep("answer_keys", row)),
      // The firm's conflict check: what was compared on their side; never the other person's name.
      conflict_matches: data.rows.conflict_matches.map((row) => keep("conflict_matches", row)),
      conflict_clearances: data.rows.conflict_clearances.map((row) => ({ ...keep("conflict_clearances", row), cleared_by: who(row.cleared_by) })),
      // The names of their requests the conflict check compares (theirs and the other party they named), as they typed them.
      conflict_names: data.rows.conflict_names.map((row) => keep("conflict_names", row)),
      text_messages: data.rows.text_messages.map((row) => ({
        ...keep("text_messages", row),
        sent_by: row.sent_by === "visitor" || row.sent_by === "system" ? row.sent_by : who(row.sent_by),
      })),
      // Their consultations: when, how and with whom; never the calendar's keys.
      consultations: data.rows.consultations.map((row) => ({ ...keep("consultations", row), host_email: who(row.host_email), booked_by: who(row.booked_by) })),
      lead_outcomes: data.rows.lead_outcomes.map((row) => ({ ...keep("lead_outcomes", row), recorded_by: who(row.recorded_by) })),
      non_engagement_letters: data.rows.non_engagement_letters.map((row) => ({ ...keep("non_engagement_letters", row), created_by: who(row.created_by) })),
      text_media: data.rows.text_media.map((row) => keep("text_media", row)),
      // The fee agreements sent to them and what their signature recorded; the files are given on request.
      agreements: data.rows.agreements.map((row) => ({ ...keep("agreements", row), sent_by: who(row.sent_by), revoked_by: who(row.revoked_by) })),
      agreement_events: data.rows.agreement_events.map((row) => keep("agreement_events", row)),
      // Their calls to the firm and their voicemails (with the transcript); the audio is given on request.
      phone_calls: data.rows.phone_calls.map((row) => ({
        ...keep("phone_calls", row),
        answered_by: who(row.answered_by),
        completed_by: who(row.completed_by),
      })),
      call_recordings: data.rows.call_recordings
        .filter((row) => !data.recordingsGone.has(String(row.recording_sid)))
        .map((row) => keep("call_recordings", row)),
      // Where their requests went: channel in words, status and date; never to whom.
      // (A column a later migration adds to deliveries is left out too: it is the firm's wiring.)
      deliveries: data.rows.deliveries.map((row) => ({
        id: row.id,
        lead_id: row.lead_id,
        channel: channelLabel[String(row.channel)] ?? String(row.channel),
        status: row.status,
        date: row.sent_at ?? row.last_attempt_at ?? row.created_at,
      })),
    },
    sentOutsideThisDatabase: channelsReached(data).map((channel) =>
      channel === TEXT_THREAD
        ? "Texts with the firm"
        : channel === CALL_LOG
          ? "Calls to the firm (Twilio's call logs)"
          : channel === CALL_RECORDINGS
            ? "Voicemails and call recordings (Twilio)"
            : (channelLabel[channel] ?? channel),
    ),
    text_opt_outs: data.optOuts.map((row) => ({ phone: row.phone_e164, keyword: row.keyword, opted_out_at: row.opted_out_at })),
    blocked_numbers: data.blocks.map((row) => ({ phone: row.e164, blocked_at: row.blocked_at })),
    keptAfterErasure: { text_opt_outs: OPT_OUT_KEPT_NOTE, blocked_numbers: BLOCK_KEPT_NOTE },
    notHeld: { daily_counts: DAILY_COUNTS_NOTE },
    leftOut: {
      why: "The firm's own bookkeeping, not data about this person: keys, how the site stored and notified the request, normalized copies of what they typed, and where the firm's own notifications were sent.",
      columns: leftOut,
    },
    ...(hide ? { staff: `Staff members are named "${STAFF}".` } : {}),
  };
}

/** What a desk page says of a request number that is not in D1: erased (when and by whom), or never there. */
export interface MissingRequest {
  id: number | null;
  erased: { at: string; staff: string } | null;
}

/** `id`: the address's request number as the desk reads it (`deskId`), null when it is none. */
export async function missingRequest(db: Db, id: number | null): Promise<MissingRequest> {
  return { id, erased: id !== null ? ((await erasureOf(db, id)) ?? null) : null };
}
