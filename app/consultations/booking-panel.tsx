/** The request's consultation: when, where and who, with a form to book or move it and one to cancel it. */
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { intakeRoster, ownerName } from "~/content/intake-roster";
import type { LeadActionResult } from "~/desk/form-schemas";
import { kentShort } from "~/lib/kent-time";
import { button, DeskForm, field, refusalFor, usePanelResult } from "~/components/desk/desk-form";
import { kindLabel } from "./booking-form";
import type { bookingPanelData } from "./booking-panel.server";

type Booking = Awaited<ReturnType<typeof bookingPanelData>>;
type Fetcher = ReturnType<typeof useFetcher<LeadActionResult>>;

export function BookingPanel({ leadId, booking, me }: { leadId: number; booking: Booking; me: string }) {
  const fetcher = useFetcher<LeadActionResult>({ key: `consultation-${leadId}` });
  const cancelFetcher = useFetcher<LeadActionResult>({ key: `consultation-cancel-${leadId}` });
  const result = usePanelResult(["consultation", "cancel-consultation"], { data: cancelFetcher.data ?? fetcher.data });
  const row = booking.row;
  // Keyed on the booking: after a save the forms are rebuilt from it, while the fetchers (and their answer) stay.
  return (
    <BookingForms key={row ? `${row.id}-${row.sequence}` : "none"} fetcher={fetcher} cancelFetcher={cancelFetcher} result={result} booking={booking} me={me} />
  );
}

function BookingForms({
  fetcher,
  cancelFetcher,
  result,
  booking,
  me,
}: {
  fetcher: Fetcher;
  cancelFetcher: Fetcher;
  result: LeadActionResult | undefined;
  booking: Booking;
  me: string;
}) {
  const { row: consultation, day, time, minDay, formKey, cancelKey, address } = booking;
  // A booking's "Saved" no longer holds once something else (a decline) cancelled it.
  const confirmation = (result?.ok && (result.intent === "cancel-consultation" || consultation?.status === "scheduled") ? result.message : "") || booking.flash;
  const scheduled = consultation?.status === "scheduled" ? consultation : null;
  const mine = result?.intent === "consultation" ? result : undefined;
  const cancelled = result?.intent === "cancel-consultation" ? result : undefined;
  const date = refusalFor(mine, "date", "consult-date-error");
  const at = refusalFor(mine, "time", "consult-time-error");
  const kind = refusalFor(mine, "kind", "consult-kind-error");
  const link = refusalFor(mine, "link", "consult-link-error");
  const host = refusalFor(mine, "host", "consult-host-error");
  const form = refusalFor(mine, "form", "consult-form-error");
  const cancelForm = refusalFor(cancelled, "form", "consult-cancel-error");
  const formRef = useRef<HTMLFormElement>(null);
  const problem = !!(mine && !mine.ok);
  // A refusal is read out and the member lands on the field it is about.
  useEffect(() => {
    if (problem) formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [problem, mine]);
  const typed = mine && !mine.ok ? mine.typed : undefined;
  const hostDefault = typed?.host ?? scheduled?.hostEmail ?? (intakeRoster.some((m) => m.email === me) ? me : "");
  const kindDefault = typed?.kind || scheduled?.kind || "office";
  return (
    <div className="mt-2 rounded border border-ink/15 bg-white p-4">
      {scheduled ? (
        <p className="text-lg" data-testid="consultation-now">
          <span className="font-semibold">{kentShort(scheduled.startsAt)} (Kent time)</span> · {kindLabel[scheduled.kind]}
          {scheduled.kind === "office" && ` (${address})`}
          {scheduled.kind === "video" && (
            <>
              {" "}
              <a href={scheduled.link} className="underline break-all">
                {scheduled.link}
              </a>
            </>
          )}{" "}
          · meets {ownerName(scheduled.hostEmail)}
        </p>
      ) : (
        <p>
          {consultation ? `The consultation on ${kentShort(consultation.startsAt)} was cancelled.` : "No consultation booked."} Booking one emails the person an
          invitation (and texts them, with their consent).
        </p>
      )}
      <p role="status" className={confirmation ? "mt-3 rounded border-2 border-green-800 p-2 font-semibold text-green-900" : "sr-only"}>
        {confirmation}
      </p>
      <DeskForm
        fetcher={fetcher}
        intent="consultation"
        formKey={formKey}
        fields={{ consultationId: scheduled?.id, sequence: scheduled?.sequence }}
        ref={formRef}
        className="mt-3 grid gap-3 sm:grid-cols-2"
      >
        <label>
          Day
          <input type="date" name="date" required min={minDay} defaultValue={typed?.date ?? day} className={field} {...date.props} />
          {date.message}
        </label>
        <label>
          Time (Kent time)
          <input type="time" name="time" required step={300} defaultValue={typed?.time ?? time} className={field} {...at.props} />
          {at.message}
        </label>
        <fieldset className="sm:col-span-2" {...(kind.message ? { "aria-describedby": "consult-kind-error" } : {})}>
          <legend>Where</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {(["office", "phone", "video"] as const).map((k) => (
              <label
                key={k}
                className="flex min-h-11 items-center gap-2 rounded border border-ink/40 px-3 has-checked:border-2 has-checked:border-ink has-checked:font-semibold"
              >
                <input type="radio" name="kind" value={k} defaultChecked={kindDefault === k} required />
                {kindLabel[k]}
              </label>
            ))}
          </div>
          {kind.message}
        </fieldset>
        <label>
          Video link (for a video consultation)
          <input
            type="url"
            name="link"
            inputMode="url"
            placeholder="https://"
            defaultValue={typed?.link ?? scheduled?.link ?? ""}
            autoComplete="off"
            className={field}
            {...link.props}
          />
          {link.message}
        </label>
        <label>
          Who meets the person
          <select name="host" required defaultValue={hostDefault} className={field} {...host.props}>
            <option value="">Choose…</option>
            {intakeRoster.map((m) => (
              <option key={m.email} value={m.email}>
                {m.name}
              </option>
            ))}
          </select>
          {host.message}
        </label>
        <button
          type="submit"
          className={`${button} justify-self-start sm:col-span-2`}
          disabled={fetcher.state !== "idle"}
          aria-describedby={form.message ? "consult-form-error" : undefined}
        >
          {scheduled ? "Move the consultation and send the update" : "Book and send the invitation"}
        </button>
        {form.message}
      </DeskForm>
      {scheduled && (
        // Two steps, with or without JavaScript: a stray tap does not cancel.
        <details className="mt-3" open={!!cancelForm.message}>
          <summary className="cursor-pointer font-semibold">Cancel the consultation…</summary>
          <DeskForm
            fetcher={cancelFetcher}
            intent="cancel-consultation"
            formKey={cancelKey}
            fields={{ consultationId: scheduled.id, sequence: scheduled.sequence }}
            className="mt-2"
          >
            <p>The person and {ownerName(scheduled.hostEmail)} get the cancellation by email (and the person by text, with consent).</p>
            <button
              type="submit"
              className="mt-2 rounded border-2 border-red-800 px-4 py-2 font-semibold text-red-900"
              disabled={cancelFetcher.state !== "idle"}
              aria-describedby={cancelForm.message ? "consult-cancel-error" : undefined}
            >
              Cancel it and tell them
            </button>
            {cancelForm.message}
          </DeskForm>
        </details>
      )}
    </div>
  );
}
