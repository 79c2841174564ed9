/** The fee agreement on a request (decision 0057): each link sent with its state and times, the PDFs, a withdraw button, the send form. */
import { kentShort } from "~/lib/kent-time";
import { DeskForm } from "~/components/desk/desk-form";
import { DeskSection } from "~/components/desk/desk-section";
import { ShowAll, showAllPath } from "~/components/desk/show-all";

export interface AgreementLine {
  id: number;
  status: string;
  signerName: string;
  capacity: string;
  sentBy: string;
  sentAt: string;
  viewedAt: string | null;
  signedAt: string | null;
  signedName: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
  expiresAt: string;
  hasSigned: boolean;
}

export const capacityLabel: Record<string, string> = {
  self: "Themself",
  guardian: "Parent or guardian of a minor",
  representative: "Personal representative of an estate",
};

interface Props {
  leadId: number;
  lines: AgreementLine[];
  /** Older links exist, on the "show all" page. */
  more: boolean;
  /** One of the request's links was signed: no form to send another. */
  signed: boolean;
  events: { at: string; kind: string; detail: string | null }[];
  defaultName: string;
  feeNeeded: boolean;
  formKey: string;
  error: { field: string; message: string } | null;
  flash: string;
}

const times = (a: AgreementLine) =>
  [
    `sent ${kentShort(a.sentAt)} by ${a.sentBy}`,
    a.viewedAt && `viewed ${kentShort(a.viewedAt)}`,
    a.signedAt && `signed ${kentShort(a.signedAt)} as "${a.signedName}"`,
    a.revokedAt && `withdrawn ${kentShort(a.revokedAt)}${a.revokedBy ? ` by ${a.revokedBy}` : ""}`,
    a.status === "sent" || a.status === "viewed" ? `link good until ${kentShort(a.expiresAt)}` : null,
  ]
    .filter(Boolean)
    .join(" · ");

/** One link: its state and times, its PDFs, and "Withdraw" while it is open. */
export function AgreementItem({ leadId, line: a }: { leadId: number; line: AgreementLine }) {
  return (
    <li className="py-2">
      <span className="font-semibold">{a.status === "viewed" ? "Viewed" : a.status[0].toUpperCase() + a.status.slice(1)}</span>: {a.signerName} (
      {capacityLabel[a.capacity] ?? a.capacity})<span className="block text-sm text-muted">{times(a)}</span>
      <span className="mt-1 flex flex-wrap gap-3">
        <a href={`/desk/agreements/${a.id}/agreement.pdf`} className="inline-flex min-h-11 items-center underline">
          Agreement as sent (PDF)
        </a>
        {a.hasSigned && (
          <a href={`/desk/agreements/${a.id}/signed.pdf`} className="inline-flex min-h-11 items-center font-semibold underline">
            Signed agreement (PDF)
          </a>
        )}
        {(a.status === "sent" || a.status === "viewed") && (
          <DeskForm document action={`/desk/leads/${leadId}/agreement`} intent="revoke-agreement" fields={{ agreementId: a.id }}>
            <button type="submit" className="min-h-11 rounded border-2 border-red-800 px-3 font-semibold text-red-900">
              Withdraw this link
            </button>
          </DeskForm>
        )}
      </span>
    </li>
  );
}

export function AgreementPanel({ leadId, lines, more, signed, events, defaultName, feeNeeded, formKey, error, flash }: Props) {
  const described = (field: string) => (error?.field === field ? "agreement-error" : undefined);
  const open = lines.find((a) => a.status === "sent" || a.status === "viewed");
  return (
    <DeskSection id="agreement" title="Fee agreement" className="mt-6 rounded border border-ink/15 bg-white p-4">
      {flash && (
        <p role="status" className="mt-2 rounded border-2 border-green-800 p-2 font-semibold text-green-900">
          {flash}
        </p>
      )}
      {lines.length > 0 && (
        <ul className="mt-2 divide-y divide-ink/10">
          {lines.map((a) => (
            <AgreementItem key={a.id} leadId={leadId} line={a} />
          ))}
        </ul>
      )}
      <ShowAll href={more ? showAllPath(leadId, "agreements") : null} what="fee agreement links" />
      {events.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm" aria-label="What happened on the links">
          {events.map((e, i) => (
            <li key={i}>
              {kentShort(e.at)} · {e.detail ?? e.kind}
            </li>
          ))}
        </ul>
      )}
      {!signed && (
        <DeskForm document action={`/desk/leads/${leadId}/agreement`} intent="send-agreement" formKey={formKey} className="mt-3 space-y-3">
          <p className="text-sm">The link goes by email, and by text if they agreed to texts. {open ? "Sending again withdraws the open link." : ""}</p>
          <label className="block">
            <span className="block font-semibold">Signer's full legal name</span>
            <input
              name="signerName"
              required
              defaultValue={defaultName}
              autoComplete="off"
              aria-describedby={described("signerName")}
              aria-invalid={error?.field === "signerName" || undefined}
              className="mt-1 block min-h-11 w-full max-w-md rounded border-2 border-ink/50 px-2"
            />
          </label>
          <fieldset aria-describedby={described("capacity")}>
            <legend className="font-semibold">Signs for</legend>
            {Object.entries(capacityLabel).map(([value, label]) => (
              <label key={value} className="flex min-h-11 items-center gap-2">
                <input type="radio" name="capacity" value={value} defaultChecked={value === "self"} className="size-5" />
                {label}
              </label>
            ))}
          </fieldset>
          {feeNeeded && (
            <label className="block">
              <span className="block font-semibold">Expected fee (none typed yet)</span>
              <input
                name="expectedFee"
                inputMode="decimal"
                required
                aria-describedby={described("expectedFee")}
                aria-invalid={error?.field === "expectedFee" || undefined}
                className="mt-1 block min-h-11 w-48 rounded border-2 border-ink/50 px-2"
              />
            </label>
          )}
          {error && (
            <p id="agreement-error" role="alert" className="font-semibold text-red-800">
              {error.message}
            </p>
          )}
          <button type="submit" className="min-h-11 rounded bg-ink px-4 font-semibold text-white">
            {open ? "Send a new link" : "Send for signature"}
          </button>
        </DeskForm>
      )}
    </DeskSection>
  );
}
