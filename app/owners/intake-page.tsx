// Who is on intake today: each member's hours and today's switch (a sick day needs no deploy).
import { useNavigation } from "react-router";
import { DeskForm } from "~/components/desk/desk-form";
import type { IntakePageData, IntakeSwitchAnswer } from "./intake-page.server";

export function IntakePage({ loaderData, actionData }: { loaderData: IntakePageData; actionData: IntakeSwitchAnswer }) {
  const { members, closed, date, saved } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <article>
      <h1 className="font-serif text-3xl font-bold">Who is on intake today</h1>
      <p className="mt-2 text-lg">{date}, Kent time. New requests go in turn to the people on intake now; Spanish requests to Spanish speakers first.</p>
      {closed && (
        <p className="mt-3 rounded border-2 border-ink bg-white p-3 font-semibold">
          The office is {closed === "a holiday" ? "closed for a holiday" : "closed"} today: nobody is on intake, and requests wait for the next opening.
        </p>
      )}
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
              {m.switchedBy && (
                <p className="text-sm text-muted">
                  Switched {m.switched ? "on" : "off"} for today by {m.switchedBy}
                </p>
              )}
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
