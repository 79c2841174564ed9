/** A request's non-engagement letter as a printable page (decision 0082), outside the desk's frame: the printout is the letter alone. */
import { DeskForm } from "~/components/desk/desk-form";
import { LETTER_PLACEHOLDER_NOTE } from "~/content/non-engagement-letter";
import { kentShort } from "~/lib/kent-time";
import type { letterPageData } from "./letter-page.server";
import { letterParagraphs } from "./letter-text";

function sentWords(sentAt: string | null, address: string | null, by: string | null): string {
  if (!sentAt) return "Print it with your browser's Print command (Ctrl+P or ⌘P) and mail it, then press Printed and mailed it.";
  return address
    ? `This is the text emailed to ${address} on ${kentShort(sentAt)}.`
    : `This is the text printed and mailed on ${kentShort(sentAt)}, recorded by ${by}.`;
}

export function PrintableLetter({ letter, error }: { letter: Awaited<ReturnType<typeof letterPageData>>; error: string | null }) {
  const { id, lang, subject, body, sentAt, address, by, closed, formKey, saved } = letter;
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
