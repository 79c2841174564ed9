/** One calendar event as an RFC 5545 iTIP message: REQUEST to invite or update, CANCEL to cancel.
 * CRLF lines folded at 75 octets, text escaped, every time in UTC. */

export interface CalendarEvent {
  method: "REQUEST" | "CANCEL";
  uid: string;
  sequence: number;
  /** When this message was made (DTSTAMP). */
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  /** The video link, if any. */
  url?: string;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

/** 20261128T170000Z. */
export const icsTime = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** TEXT values: backslash, semicolon, comma and newline escaped (RFC 5545 3.3.11). */
export const escapeText = (text: string) => text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** A parameter value: quoted, its own quotes dropped (they cannot be escaped there). */
const param = (text: string) => `"${text.replace(/["\r\n]/g, "")}"`;

const encoder = new TextEncoder();

/** Splits a line into pieces of at most 75 octets, never inside a UTF-8 character; each piece after the first
 * starts with a space. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}

export function calendarMessage(event: CalendarEvent, productId = "-//Kestrel Injury Law//Intake desk//EN"): string {
  const mailto = (email: string) => `mailto:${email}`;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsTime(event.stamp)}`,
    `DTSTART:${icsTime(event.start)}`,
    `DTEND:${icsTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${param(event.organizer.name)}:${mailto(event.organizer.email)}`,
    ...event.attendees.map((a) => `ATTENDEE;CN=${param(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:${mailto(a.email)}`),
    `STATUS:${event.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "TRANSP:OPAQUE",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
