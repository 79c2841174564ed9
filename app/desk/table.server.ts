/**
 * The desk's history (drizzle): every status change and every note, each kept, never
 * overwritten, with who (the verified Access identity) and when. `form_key` is unique: a
 * form posted twice (a double click, a resent page) is written once.
 */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { leads } from "~/leads/table.server";
import { leadStatuses } from "./statuses";

export const leadStatusChanges = sqliteTable(
  "lead_status_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    changedAt: text("changed_at").notNull(),
    changedBy: text("changed_by").notNull(),
    fromStatus: text("from_status", { enum: leadStatuses }).notNull(),
    toStatus: text("to_status", { enum: leadStatuses }).notNull(),
    expectedFeeCents: integer("expected_fee_cents"),
    formKey: text("form_key").notNull().unique(),
  },
  (table) => [index("lead_status_changes_lead_idx").on(table.leadId)],
);

export const leadNotes = sqliteTable(
  "lead_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull(),
    author: text("author").notNull(),
    body: text("body").notNull(),
    formKey: text("form_key").notNull().unique(),
  },
  (table) => [index("lead_notes_lead_idx").on(table.leadId)],
);

export type StatusChangeRow = typeof leadStatusChanges.$inferSelect;
export type NoteRow = typeof leadNotes.$inferSelect;
