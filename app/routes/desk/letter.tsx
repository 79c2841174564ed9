/** A request's non-engagement letter as a printable page (decision 0055): the kept text if it was sent, else
 * the letter as it reads today. Outside the desk's frame, so the printout is the letter alone. */
import { data, redirect } from "react-router";
import { DeskForm } from "~/components/desk/desk-form";
import { LETTER_PLACEHOLDER_NOTE } from "~/content/non-engagement-letter";
import { isLang } from "~/content/i18n";
import { mayGetLetter } from "~/declines/closing";
import { recordMailedLetter } from "~/declines/letters.server";
import { letterOf } from "~/declines/store.server";
import { mailedLetterForm } from "~/desk/form-schemas";
import { deskId } from "~/desk/paths";
import { leadFile } from "~/desk/request/request.server";
import { staffOf } from "~/lib/desk-post.server";
import { kentShort } from "~/lib/kent-time";
import { log } from "~/lib/log";
import { refuseCrossOrigin } from "~/lib/http.server";
import { composeLetter, letterParagraphs } from "~/declines/letter-text";
import type { Route } from "./+types/letter";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { db } = staffOf(context);
  const typed = deskId(params.id);
  const file = typed === null ? undefined : await leadFile(db, typed);
  if (!file) throw data("No such request (it may have been erased)", { status: 404 });
  const { lead } = file;
  const id = lead.id;
  const kept = await letterOf(db, id);
  const lang = kept && isLang(kept.language) ? kept.language : isLang(lead.language) ? lead.language : "en";
  const letter = kept ?? composeLetter(lang, { name: lead.name, contactedAt: lead.createdAt }, new Date());
  const saved = new URL(request.url).searchParams.get("saved") === "mailed";
  return { id, name: lead.name, lang, subject: letter.subject, body: letter.body, sentAt: kept?.sentAt ?? null, address: kept?.address ?? null, by: kept?.createdBy ?? null, closed: mayGetLetter(lead.status), formKey: crypto.randomUUID(), saved };
}

/** "Printed and mailed it": the letter kept as mailed, once. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { env, db, email } = staffOf(context);
  refuseCrossOrigin(request, env);
  const id = deskId(params.id);
  if (id === null) throw data("No such request (it may have been erased)", { status: 404 });
  const parsed = mailedLetterForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "That did not work: reload the page and try again" }, { status: 400 });
  const outcome = await recordMailedLetter(db, { leadId: id, by: email, formKey: parsed.data.formKey, now: new Date() });
  if (outcome.kind === "gone") return data({ error: "This request no longer exists (it may have been erased); nothing was kept." }, { status: 404 });
  if (outcome.kind === "refused") return data({ error: outcome.error }, { status: 400 });
  if (outcome.kind === "sent") log("info", "desk_letter_mailed", { leadId: id });
  return redirect(`/desk/leads/${id}/letter?saved=mailed`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Letter for #${loaderData?.id ?? ""} ${loaderData?.name ?? ""} | Intake desk` },
  { name: "robots", content: "noindex, nofollow" },
];

function sentWords(sentAt: string | null, address: string | null, by: string | null): string {
  if (!sentAt) return "Print it with your browser's Print command (Ctrl+P or ⌘P) and mail it, then press Printed and mailed it.";
  return address ? `This is the text emailed to ${address} on ${kentShort(sentAt)}.` : `This is the text printed and mailed on ${kentShort(sentAt)}, recorded by ${by}.`;
}

export default function LetterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, lang, subject, body, sentAt, address, by, closed, formKey, saved } = loaderData;
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <main id="main" tabIndex={-1} className="min-h-screen bg-white px-4 py-6 text-ink outline-none print:p-0">
      <div className="mx-auto max-w-2xl">
        <div className="mb-6 space-y-2 rounded border border-ink/20 bg-paper p-4 print:hidden">
          <p>
            <a href={`/desk/leads/${id}`} className="underline">
              ← Back to request #{id}
            </a>
          </p>
          <h1 className="font-serif text-2xl font-bold">Non-engagement letter, request #{id}</h1>
          {saved && sentAt && (
            <p role="status" className="font-semibold">
              Kept: the letter is recorded as printed and mailed.
            </p>
          )}
          <p>
            {sentWords(sentAt, address, by)} {lang === "es" ? "In Spanish, the language they wrote in." : "In English."}
          </p>
          {!closed && <p className="font-semibold text-red-800">This request is not declined or referred out: decline it before you send this letter.</p>}
          {!sentAt && closed && (
            <DeskForm document intent="letter-mailed" formKey={formKey}>
              <button type="submit" aria-describedby={error ? "mailed-error" : undefined} className="rounded bg-ink px-4 py-2 font-semibold text-white">
                Printed and mailed it
              </button>
            </DeskForm>
          )}
          {error && (
            <p id="mailed-error" role="alert" className="font-semibold text-red-800">
              {error}
            </p>
          )}
          <p className="text-sm">{LETTER_PLACEHOLDER_NOTE}</p>
        </div>
        <article lang={lang} aria-label={subject} className="font-serif text-lg leading-relaxed print:text-[12pt]">
          <p className="font-bold">{subject}</p>
          {letterParagraphs(body).map((paragraph, i) => (
            <p key={i} className="mt-4 whitespace-pre-line">
              {paragraph}
            </p>
          ))}
        </article>
      </div>
    </main>
  );
}
