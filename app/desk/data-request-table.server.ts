/**
 * The audit of people's data requests (drizzle): one row per download and per erasure,
 * with who (the verified staff address), when, how many rows of each table, and for an
 * erasure which copies outside D1 staff must still handle by hand. Never the person's data:
 * the person is known only by a hash of the address asked about (decision 0029).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const dataRequestKinds = ["download", "erase"] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];

export const dataRequests = sqliteTable(
  "data_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** When: UTC ISO-8601. */
    at: text("at").notNull(),
    /** Who: the staff member's address, from their verified Access token. */
    staff: text("staff").notNull(),
    kind: text("kind", { enum: dataRequestKinds }).notNull(),
    /** 'email' or 'phone': what the person was found by. */
    subjectKind: text("subject_kind", { enum: ["email", "phone"] }).notNull(),
    /** SHA-256 (hex) of the normalized address: ties repeat requests together (app/desk/person.ts). */
    subjectHash: text("subject_hash").notNull(),
    /** Rows found (download) or erased, per table: JSON, e.g. {"leads":1,"deliveries":4,...}. */
    rowCounts: text("row_counts", { mode: "json" }).$type<Record<string, number>>().notNull(),
    /** An erasure: the delivery channels the person's requests went out on (JSON list of names). */
    copiesOutside: text("copies_outside", { mode: "json" }).$type<string[]>(),
    /** The form's own key: a form posted twice is recorded (and acted on) once. */
    formKey: text("form_key").notNull().unique(),
    /** The request numbers downloaded or erased (JSON list; null on rows before migration 0009):
     * a missing request's desk page says when and by whom it was erased. */
    leadIds: text("lead_ids", { mode: "json" }).$type<number[]>(),
  },
  (table) => [index("data_requests_subject_idx").on(table.subjectHash), check("data_requests_kind_check", sql`${table.kind} IN ('download', 'erase')`)],
);

export type DataRequestRow = typeof dataRequests.$inferSelect;

/**
 * Every erasure asks once more: the first post stores a random key, only as its SHA-256,
 * bound to the staff member, the person (their hash) and the request numbers found, valid
 * ten minutes; the second post must bring it back. `used_by` is the post that spent it.
 */
export const dataRequestConfirmations = sqliteTable("data_request_confirmations", {
  keyHash: text("key_hash").primaryKey(),
  staff: text("staff").notNull(),
  subjectHash: text("subject_hash").notNull(),
  leadIds: text("lead_ids", { mode: "json" }).$type<number[]>().notNull(),
  expiresAt: text("expires_at").notNull(),
  usedBy: text("used_by"),
});

export type ConfirmationRow = typeof dataRequestConfirmations.$inferSelect;
