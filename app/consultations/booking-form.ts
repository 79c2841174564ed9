/** The consultation's forms: book or move (date and time read as Kent time, kind, video link, host on the
 * roster) and cancel. A move or a cancellation carries the SEQUENCE it saw: posted twice, it applies once. */
import * as z from "zod/mini";
import { consultationKinds, type ConsultationKind } from "~/db/statuses";
import { rosterMember } from "~/content/intake-roster";
import { kentShort, kentWallTime } from "~/lib/kent-time";
import type { DeskRead } from "~/desk/form-schemas";

export const kindLabel: Record<ConsultationKind, string> = { office: "At the office", phone: "By phone", video: "By video" };

const seen = z.optional(z.string().check(z.regex(/^\d{0,9}$/)));

export const consultationForms = (formKey: z.ZodMiniString) =>
  [
    z.object({
      intent: z.literal("consultation"),
      formKey,
      consultationId: seen,
      sequence: seen,
      date: z.string("Choose the day").check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the day, like 2026-12-01")),
      time: z.string("Choose the time").check(z.regex(/^\d{2}:\d{2}$/, "Choose the time, like 10:00 (Kent time)")),
      kind: z.enum(consultationKinds, "Choose where: at the office, by phone or by video"),
      link: z.optional(z.string().check(z.trim(), z.maxLength(500, "A video link is at most 500 characters"))),
      host: z
        .string("Choose who meets the person")
        .check(z.refine((email) => rosterMember(email) !== undefined, "Choose who meets the person from the roster")),
    }),
    z.object({
      intent: z.literal("cancel-consultation"),
      formKey,
      consultationId: z.string().check(z.regex(/^\d{1,9}$/)),
      sequence: z.string().check(z.regex(/^\d{1,9}$/)),
    }),
  ] as const;

export type ConsultationInput =
  | {
      intent: "consultation";
      formKey: string;
      consultationId: number | null;
      sequence: number | null;
      startsAt: Date;
      kind: ConsultationKind;
      link: string;
      hostEmail: string;
    }
  | { intent: "cancel-consultation"; formKey: string; consultationId: number; sequence: number };

type Raw =
  | {
      intent: "consultation";
      formKey: string;
      consultationId?: string;
      sequence?: string;
      date: string;
      time: string;
      kind: ConsultationKind;
      link?: string;
      host: string;
    }
  | { intent: "cancel-consultation"; formKey: string; consultationId: string; sequence: string };

const number = (text: string | undefined) => (text ? Number(text) : null);

/** The time must be ahead and within a year; a video needs an https link. */
export function readConsultation(raw: Raw, now: Date): DeskRead {
  if (raw.intent === "cancel-consultation") return { ok: true, input: { ...raw, consultationId: Number(raw.consultationId), sequence: Number(raw.sequence) } };
  const read = kentWallTime(`${raw.date}T${raw.time}`);
  if (!read.ok) return { ok: false, field: "date", error: read.error.replace("call-back time", "consultation's day and time") };
  if (read.at <= now)
    return { ok: false, field: "time", error: `That time has passed in Kent (it is ${kentShort(now.toISOString())} there now): choose a later one` };
  if (read.at.getTime() - now.getTime() > 366 * 24 * 3_600_000) return { ok: false, field: "date", error: "That is more than a year away: check the date" };
  const link = raw.kind === "video" ? (raw.link ?? "").trim() : "";
  if (raw.kind === "video" && !/^https:\/\/[^\s]+\.[^\s]+$/.test(link))
    return { ok: false, field: "link", error: "A video consultation needs its link, starting with https://" };
  return {
    ok: true,
    input: {
      intent: "consultation",
      formKey: raw.formKey,
      consultationId: number(raw.consultationId),
      sequence: number(raw.sequence),
      startsAt: read.at,
      kind: raw.kind,
      link,
      hostEmail: rosterMember(raw.host)!.email,
    },
  };
}
