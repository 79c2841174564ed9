// What a consultation's messages say (react-email, the .ics, the text): its time, place and host,
// in the person's language; never what they told us about the injury.
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Text } from "@react-email/text";
import { renderToStaticMarkup } from "react-dom/server";
import { CONSULTATION_MINUTES, type ConsultationMessageKind, consultationWords } from "~/content/consultations";
import { brandName, firm, officeAddressLines } from "~/content/firm";
import type { Lang } from "~/content/i18n";
import type { ConsultationRow } from "~/db/schema.server";
import { type CalendarEvent, calendarMessage } from "~/lib/icalendar";
import { ownerName } from "~/content/intake-roster";
import { kentFullDateTime } from "~/lib/kent-time";

export type Consultation = Pick<ConsultationRow, "id" | "startsAt" | "kind" | "link" | "hostEmail" | "uid" | "sequence" | "status">;
export interface MailPerson {
  name: string;
  email: string | null;
}

const officeAddress = () => officeAddressLines().join(", ");

/** "Friday, November 27, 2026 at 10:00 AM (Pacific time)". */
export function whenText(lang: Lang, startsAt: string): string {
  const words = consultationWords[lang];
  return `${kentFullDateTime(new Date(startsAt), words.locale)} (${words.zone})`;
}

export function placeText(lang: Lang, c: Pick<Consultation, "kind" | "link">): string {
  const words = consultationWords[lang];
  return c.kind === "office" ? words.office(officeAddress()) : c.kind === "phone" ? words.phone(firm.phone.display) : `${words.video}: ${c.link}`;
}

/** A cancellation, for any reason: the calendar event is cancelled and no "add it to your calendar". */
export const cancels = (kind: ConsultationMessageKind) => kind === "cancellation" || kind === "cancellation-closed";
const offersAnotherTime = (kind: ConsultationMessageKind) => kind !== "cancellation-closed";

/** The calendar event both the person and the host receive: one UID, the consultation's SEQUENCE. */
export function consultationEvent(
  c: Consultation,
  person: MailPerson,
  organizer: string,
  lang: Lang,
  stamp: Date,
  kind?: ConsultationMessageKind,
): CalendarEvent {
  const words = consultationWords[lang];
  const start = new Date(c.startsAt);
  return {
    method: c.status === "cancelled" ? "CANCEL" : "REQUEST",
    uid: c.uid,
    sequence: c.sequence,
    stamp,
    start,
    end: new Date(start.getTime() + CONSULTATION_MINUTES * 60_000),
    summary: words.eventTitle(brandName("primary")),
    description: kind && !offersAnotherTime(kind) ? words.heading[kind] : words.eventNote(firm.phone.display),
    location: c.kind === "office" ? officeAddress() : c.kind === "phone" ? placeText(lang, c) : c.link,
    url: c.kind === "video" ? c.link : undefined,
    organizer: { name: brandName("primary"), email: organizer },
    attendees: [...(person.email ? [{ name: person.name, email: person.email }] : []), { name: ownerName(c.hostEmail), email: c.hostEmail }],
  };
}

const text = { fontSize: "16px", lineHeight: "24px", color: "#1a1a1a", margin: "0 0 16px" };

function ConsultationEmail({
  lang,
  kind,
  name,
  when,
  place,
  host,
  link,
}: {
  lang: Lang;
  kind: ConsultationMessageKind;
  name: string;
  when: string;
  place: string;
  host: string;
  link: string | null;
}) {
  const words = consultationWords[lang];
  return (
    <Html lang={lang}>
      <Head>
        <meta name="color-scheme" content="light dark" />
      </Head>
      <Preview>{words.heading[kind]}</Preview>
      <Body style={{ backgroundColor: "#ffffff", color: "#1a1a1a", fontFamily: "Arial, Helvetica, sans-serif", margin: 0, padding: "24px 12px" }}>
        <Container style={{ maxWidth: "560px" }}>
          <Text style={{ ...text, fontSize: "14px" }}>{brandName("primary")}</Text>
          <Heading as="h1" style={{ fontSize: "22px", lineHeight: "28px", margin: "0 0 16px" }}>
            {words.heading[kind]}
          </Heading>
          <Text style={text}>{words.greeting(name)}</Text>
          <Text style={text}>{words.intro[kind]}</Text>
          <Text style={text}>
            <strong>{words.when}:</strong> {when}
            <br />
            <strong>{words.where}:</strong> {place}
            {link && (
              <>
                {" "}
                <Link href={link}>{link}</Link>
              </>
            )}
            <br />
            <strong>{words.host}:</strong> {host}
          </Text>
          {(kind === "invitation" || kind === "update") && <Text style={text}>{words.calendar}</Text>}
          {offersAnotherTime(kind) && <Text style={text}>{words.change(firm.phone.display)}</Text>}
          <Text style={{ ...text, fontSize: "14px" }}>
            {firm.legalName} · {officeAddress()}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export interface ConsultationMail {
  subject: string;
  text: string;
  html: string;
}

/** The person's email, in their language. */
export function consultationMail(lang: Lang, kind: ConsultationMessageKind, c: Consultation, person: MailPerson): ConsultationMail {
  const words = consultationWords[lang];
  const when = whenText(lang, c.startsAt);
  const place = c.kind === "video" ? words.video : placeText(lang, c);
  const link = c.kind === "video" ? c.link : null;
  const host = ownerName(c.hostEmail);
  const lines = [
    words.heading[kind],
    "",
    words.greeting(person.name),
    "",
    words.intro[kind],
    "",
    `${words.when}: ${when}`,
    `${words.where}: ${place}${link ? ` ${link}` : ""}`,
    `${words.host}: ${host}`,
    "",
    ...(kind === "invitation" || kind === "update" ? [words.calendar] : []),
    ...(offersAnotherTime(kind) ? [words.change(firm.phone.display), ""] : []),
    `${firm.legalName}, ${officeAddress()}`,
  ];
  return {
    subject: words.subject[kind](brandName("primary")),
    text: lines.join("\n"),
    html: `<!doctype html>${renderToStaticMarkup(<ConsultationEmail lang={lang} kind={kind} name={person.name} when={when} place={place} host={host} link={link} />)}`,
  };
}

/** The host's copy, in English (the desk's language), with a link to the request. */
export function hostMail(kind: ConsultationMessageKind, c: Consultation, person: MailPerson, leadId: number, origin: string): ConsultationMail {
  const what = cancels(kind) ? "Cancelled" : kind === "update" ? "Moved" : "Booked";
  const when = whenText("en", c.startsAt);
  const text = [
    `${what}: consultation with ${person.name}`,
    `When: ${when}`,
    `Where: ${c.kind === "office" ? `the office, ${officeAddress()}` : c.kind === "phone" ? "by phone (you call them)" : `video, ${c.link}`}`,
    `Request: ${origin}/desk/leads/${leadId}`,
  ].join("\n");
  return {
    subject: `${what}: consultation with ${person.name}, ${when}`,
    text,
    html: `<!doctype html><html lang="en"><body><pre style="font:16px/24px Arial,sans-serif;white-space:pre-wrap">${escapeHtml(text)}</pre></body></html>`,
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The text message: short, the time and place, the video link if any. */
export function consultationText(lang: Lang, kind: ConsultationMessageKind, c: Consultation): string {
  const words = consultationWords[lang];
  const when = whenText(lang, c.startsAt);
  const place = c.kind === "office" ? words.textPlace.office(officeAddress()) : c.kind === "phone" ? words.textPlace.phone : words.textPlace.video(c.link);
  return words.text[kind](brandName("primary"), when, place);
}

export const icsOf = (c: Consultation, person: MailPerson, organizer: string, lang: Lang, stamp: Date, kind?: ConsultationMessageKind) =>
  calendarMessage(consultationEvent(c, person, organizer, lang, stamp, kind));
