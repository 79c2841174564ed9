/** The non-engagement letter's exact text from its content (app/content/non-engagement-letter.ts): what is
 * sent, kept with the request, and printed are this one text. */
import { brandName, firm, officeAddressLines } from "~/content/firm";
import type { Lang } from "~/content/i18n";
import { nonEngagementLetter } from "~/content/non-engagement-letter";
import { kentDate } from "~/lib/kent-time";

export interface LetterText {
  subject: string;
  /** Paragraphs separated by a blank line: the greeting first, the signature last. */
  body: string;
}

export function composeLetter(lang: Lang, person: { name: string; contactedAt: string }, writtenAt: Date): LetterText {
  const words = nonEngagementLetter[lang];
  const locale = lang === "es" ? "es-US" : "en-US";
  const site = brandName("primary");
  const paragraphs = [
    kentDate(writtenAt, locale),
    words.greeting(person.name.trim() || (lang === "es" ? "señor(a)" : "Sir or Madam")),
    ...words.paragraphs({ name: person.name, contactedOn: kentDate(new Date(person.contactedAt), locale), firm: site, phone: firm.phone.display }),
    `${words.closing}\n${words.signature(site)}\n${firm.legalName}\n${officeAddressLines().join("\n")}`,
  ];
  return { subject: words.subject(site), body: paragraphs.join("\n\n") };
}

export const letterParagraphs = (body: string): string[] => body.split(/\n{2,}/);
