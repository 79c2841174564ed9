/** Who is on intake today: the roster's hours and the desk's switch for today (a sick day needs no deploy).
 * New requests go round-robin among the members on intake now. Plain forms: a 303 back with `?saved=`. */
import { data, redirect, useNavigation } from "react-router";
import { DeskForm } from "~/components/desk/desk-form";
import { intakeSwitchForm } from "~/desk/form-schemas";
import { setSwitch, switchesFor } from "~/desk/owners.server";
import { staffOf } from "~/lib/desk-post.server";
import { intakeToday } from "~/owners/roster";
import { ownerName } from "~/content/intake-roster";
import { kentDate, kentDay, kentShort } from "~/lib/kent-time";
import { holidayOn, openingOnDay } from "~/lib/office-hours";
import { log } from "~/lib/log";
import { refuseCrossOrigin } from "~/lib/http.server";
import type { Route } from "./+types/intake";

const languageNames: Record<string, string> = { en: "English", es: "Spanish" };

export async function loader({ context, request }: Route.LoaderArgs) {
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

export async function action({ context, request }: Route.ActionArgs) {
  const { env, db, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  const parsed = intakeSwitchForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "That did not work: reload the page and try again", email: "" }, { status: 400 });
  const { email: member, to, shown } = parsed.data;
  const now = new Date();
  const outcome = await setSwitch(db, { day: kentDay(now), email: member, onIntake: to === "on", shown: shown === "" ? null : shown === "on", by: email, at: now });
  if (outcome.kind === "stale") {
    const error = `${ownerName(member)} was already switched ${outcome.row.onIntake ? "on" : "off"} by ${ownerName(outcome.row.changedBy)} at ${kentShort(outcome.row.changedAt)}; nothing changed. Look again below.`;
    return data({ error, email: member }, { status: 409 });
  }
  if (outcome.kind === "saved") log("info", "desk_intake_switched", { on: to === "on" });
  return redirect(`/desk/intake?saved=${encodeURIComponent(member)}`, 303);
}

export const meta: Route.MetaFunction = () => [{ title: "Who is on intake today | Intake desk" }, { name: "robots", content: "noindex, nofollow" }];

export default function IntakePage({ loaderData, actionData }: Route.ComponentProps) {
  const { members, closed, date, saved } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <article>
      <h1 className="font-serif text-3xl font-bold">Who is on intake today</h1>
      <p className="mt-2 text-lg">{date}, Kent time. New requests go in turn to the people on intake now; Spanish requests to Spanish speakers first.</p>
      {closed && <p className="mt-3 rounded border-2 border-ink bg-white p-3 font-semibold">The office is {closed === "a holiday" ? "closed for a holiday" : "closed"} today: nobody is on intake, and requests wait for the next opening.</p>}
      <p role="status" className={saved ? "mt-3 rounded border-2 border-green-800 bg-white p-3 font-semibold text-green-900" : "sr-only"}>
        {saved ? `Saved: ${saved}` : ""}
      </p>
      <div role="alert">{actionData?.error && !actionData.email ? <p className="mt-3 font-semibold text-red-800">{actionData.error}</p> : null}</div>
      <ul className="mt-4 space-y-3">
        {members.map((m) => {
          const errorId = `switch-error-${m.email.replace(/[^a-z0-9]/gi, "-")}`;
          const error = actionData?.email === m.email ? actionData.error : null;
          const off = m.switched === false;
          return (
            <li key={m.email} className="rounded border border-ink/15 bg-white p-3">
              <h2 className="text-lg font-bold">{m.name}</h2>
              <p>
                {off ? "Off intake today" : m.hours ? `On intake today ${m.hours}` : "Not on intake today"}
                {m.onNow && <span className="font-semibold"> · on intake now</span>} · {m.languages}
              </p>
              {m.switchedBy && <p className="text-sm text-muted">Switched {m.switched ? "on" : "off"} for today by {m.switchedBy}</p>}
              {!closed && (
                <DeskForm fields={{ email: m.email, shown: m.switched === null ? "" : m.switched ? "on" : "off" }} className="mt-2">
                  <button
                    type="submit"
                    name="to"
                    value={off || !m.hours ? "on" : "off"}
                    disabled={busy}
                    aria-describedby={error ? errorId : undefined}
                    className="min-h-11 rounded border-2 border-ink bg-white px-3 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-deep disabled:opacity-60"
                  >
                    {off ? "Switch back on for today" : m.hours ? "Switch off for today" : "Put on intake today"}
                  </button>
                  {error && (
                    <span id={errorId} role="alert" className="mt-1 block font-semibold text-red-800">
                      {error}
                    </span>
                  )}
                </DeskForm>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-sm">The roster itself (names, phones, languages, weekly hours) is in app/content/intake-roster.ts: a change there is a deploy.</p>
    </article>
  );
}
