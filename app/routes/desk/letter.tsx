/** A request's non-engagement letter as a printable page (decision 0055): the kept text if it was sent, else
 * the letter as it reads today. Outside the desk's frame, so the printout is the letter alone. */
import { data } from "react-router";
import { LETTER_PLACEHOLDER_NOTE } from "~/content/non-engagement-letter";
import { isLang } from "~/content/i18n";
import { mayGetLetter } from "~/desk/declines";
import { letterOf } from "~/desk/declines.server";
import { leadFile } from "~/desk/repository.server";
import { staffOf } from "~/desk/staff.server";
import { kentShort } from "~/lib/kent-time";
import { composeLetter, letterParagraphs } from "~/lib/non-engagement-letter";
import type { Route } from "./+types/letter";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { db } = staffOf(context);
  const id = Number(params.id);
  const file = Number.isSafeInteger(id) ? await leadFile(db, id) : undefined;
  if (!file) throw data("No such request (it may have been erased)", { status: 404 });
  const { lead } = file;
  const kept = await letterOf(db, id);
  const lang = kept && isLang(kept.language) ? kept.language : isLang(lead.language) ? lead.language : "en";
  const letter = kept ?? composeLetter(lang, { name: lead.name, contactedAt: lead.createdAt }, new Date());
  return { id, name: lead.name, lang, subject: letter.subject, body: letter.body, sentAt: kept?.sentAt ?? null, address: kept?.address ?? null, closed: mayGetLetter(lead.status) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Letter for #${loaderData?.id ?? ""} ${loaderData?.name ?? ""} | Intake desk` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function LetterPage({ loaderData }: Route.ComponentProps) {
  const { id, lang, subject, body, sentAt, address, closed } = loaderData;
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
          <p>
            {sentAt ? `This is the text emailed to ${address} on ${kentShort(sentAt)}.` : "Print it with your browser's Print command (Ctrl+P or ⌘P) and mail it."}{" "}
            {lang === "es" ? "In Spanish, the language they wrote in." : "In English."}
          </p>
          {!closed && <p className="font-semibold text-red-800">This request is not declined or referred out: decline it before you send this letter.</p>}
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
