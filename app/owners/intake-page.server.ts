// Who is on intake today (`/desk/intake`): the loader's rows and the switch's post (a 303 back with `?saved=`).
import { data, redirect } from "react-router";
import * as z from "zod/mini";
import { ownerName, rosterMember } from "~/content/intake-roster";
import { staffOf } from "~/lib/desk-post.server";
import { refuseCrossOrigin } from "~/lib/http.server";
import { kentDate, kentDay, kentShort } from "~/lib/kent-time";
import { log } from "~/lib/log";
import { holidayOn, openingOnDay } from "~/lib/office-hours";
import { intakeToday } from "./roster";
import { setSwitch, switchesFor } from "./store.server";

interface PageArgs {
  context: Parameters<typeof staffOf>[0];
  request: Request;
}

const languageNames: Record<string, string> = { en: "English", es: "Spanish" };

/** The desk's intake switch: one member, on or off for today, with the state the page showed. */
export const intakeSwitchForm = z.object({
  email: z.string().check(z.refine((email) => rosterMember(email) !== undefined, "Choose someone on the roster")),
  to: z.enum(["on", "off"]),
  shown: z.enum(["on", "off", ""]),
});

export async function intakePage({ context, request }: PageArgs) {
  const { db } = staffOf(context);
  const now = new Date();
  const day = kentDay(now);
  const rows = await switchesFor(db, day);
  const today = intakeToday(now, rows);
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    date: kentDate(now, "en-US", "full"),
    closed: openingOnDay(day) === null ? (holidayOn(day) ? "a holiday" : "closed") : null,
    members: today.map(({ member, hours, switched, onNow }) => {
      const row = rows.find((r) => r.email === member.email);
      return {
        email: member.email,
        name: member.name,
        languages: member.languages.map((l) => languageNames[l] ?? l).join(", "),
        hours: hours ? `${hours.opens}–${hours.closes}` : null,
        switched,
        onNow,
        switchedBy: row ? `${ownerName(row.changedBy)}, ${kentShort(row.changedAt)}` : null,
      };
    }),
    saved: saved ? ownerName(saved) : null,
  };
}

export async function intakeSwitchAction({ context, request }: PageArgs) {
  const { env, db, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  const parsed = intakeSwitchForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "That did not work: reload the page and try again", email: "" }, { status: 400 });
  const { email: member, to, shown } = parsed.data;
  const now = new Date();
  const outcome = await setSwitch(db, {
    day: kentDay(now),
    email: member,
    onIntake: to === "on",
    shown: shown === "" ? null : shown === "on",
    by: email,
    at: now,
  });
  if (outcome.kind === "stale") {
    const error = `${ownerName(member)} was already switched ${outcome.row.onIntake ? "on" : "off"} by ${ownerName(outcome.row.changedBy)} at ${kentShort(outcome.row.changedAt)}; nothing changed. Look again below.`;
    return data({ error, email: member }, { status: 409 });
  }
  if (outcome.kind === "saved") log("info", "desk_intake_switched", { on: to === "on" });
  return redirect(`/desk/intake?saved=${encodeURIComponent(member)}`, 303);
}

export type IntakePageData = Awaited<ReturnType<typeof intakePage>>;
export type IntakeSwitchAnswer = { error: string; email: string } | undefined;
