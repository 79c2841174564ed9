/**
 * A name is one line whichever door it comes through, and every header value given to a send binding is one line
 * (issue 53, S10): the report's reproduction (a request made on the desk whose name carries CR/LF and a "Bcc:"
 * line, then a consultation booked on it), and every send in app/ wrapped by the one guard.
 */
import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { addDays, kentDay } from "~/lib/kent-time";
import { oneLineHeaders } from "~/lib/email-message";
import { deskClient } from "./desk-client";
import { emailRecorder } from "./lead-helpers";
import { queueRecorder } from "./lead-outage-helpers";

const sources = import.meta.glob<string>("/app/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });

const ack = emailRecorder();
const staff = emailRecorder();
const desk = deskClient(
  "intake@kestrelinjurylaw.example",
  () => ({ ...env, ...inject("standIns").vars, EMAIL: staff.binding, ACK_EMAIL: ack.binding, DELIVERY_QUEUE: queueRecorder().binding }) as unknown as Env,
);
const INJECTED = "Desk Made\r\nBcc: injected@evil.example\r\nX-Injected: yes";
const lineBreak = /[\r\n\u2028\u2029\u0085]/;

describe("a name typed on the desk", () => {
  it("is stored on one line, and the host's invitation subject is one line (the report's reproduction)", async () => {
    const phone = `(253) 555-${String(1000 + Math.floor(Math.random() * 8999))}`;
    const created = await desk("/desk/leads/new", {
      formKey: crypto.randomUUID(),
      name: INJECTED,
      phone,
      email: `desk.made.${crypto.randomUUID().slice(0, 8)}@example.com`,
      caseType: "car-accidents",
      language: "en",
      description: "walk-in",
      owner: "me",
    });
    expect(created.response.status).toBe(303);
    const id = Number(created.response.headers.get("Location")!.split("/")[3]!.split("?")[0]);
    const stored = await env.DB.prepare("SELECT name FROM leads WHERE id = ?").bind(id).first<{ name: string }>();
    expect(stored!.name).toBe("Desk Made Bcc: injected@evil.example X-Injected: yes");

    // A name stored before the fix, with its line breaks: the send guard still gives one line.
    await env.DB.prepare("UPDATE leads SET name = ? WHERE id = ?").bind(INJECTED, id).run();
    const booked = await desk(`/desk/leads/${id}`, {
      intent: "consultation",
      formKey: crypto.randomUUID(),
      date: addDays(kentDay(new Date()), 1),
      time: "10:00",
      kind: "office",
      host: "sam.carter@kestrelinjurylaw.example",
    });
    expect(booked.response.status).toBe(303);
    const invitation = ack.sent.find((m) => m.subject.startsWith("Booked: consultation with Desk Made"));
    expect(invitation?.subject).toMatch(/^Booked: consultation with Desk Made Bcc: injected@evil\.example X-Injected: yes, /);
    for (const message of [...ack.sent, ...staff.sent]) expect(message.subject).not.toMatch(lineBreak);

    // Migration 0027 puts such a name on one line.
    for (const query of env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0027"))!.queries) await env.DB.prepare(query).run();
    expect((await env.DB.prepare("SELECT name FROM leads WHERE id = ?").bind(id).first<{ name: string }>())!.name).not.toMatch(lineBreak);
  });
});

describe("the send guard", () => {
  it("gives every header value on one line", () => {
    const message = oneLineHeaders({
      from: { name: "Kestrel\r\nBcc: x@evil.example", email: "a@kestrelinjurylaw.example\n" },
      to: [{ name: "Desk\nMade", email: "p@example.com" }, "q@example.com\r\n"],
      cc: "c@example.com\u2028",
      replyTo: { name: "R\u0085S", email: "r@example.com" },
      subject: "Booked:\r\nBcc: x@evil.example",
      headers: { "X-Note": "a\r\nb" },
      text: "Body\nkeeps its lines",
      attachments: [{ disposition: "attachment", filename: "a\r\n.ics", type: "text/calendar\r\n", content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n" }],
    });
    expect(JSON.stringify({ ...message, text: "", attachments: message.attachments!.map((a) => ({ ...a, content: "" })) })).not.toMatch(
      /\\r|\\n|\\u2028|\\u0085/,
    );
    expect(message.subject).toBe("Booked: Bcc: x@evil.example");
    expect(message.text).toBe("Body\nkeeps its lines");
    expect(message.attachments![0]!.content).toContain("\r\n");
  });

  it("wraps every send of the email bindings in app/", () => {
    const sends = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(/\b(?:EMAIL|ACK_EMAIL)\.send\(\s*([A-Za-z]*)/g)].map((m) => `${file}: ${m[1]}`),
    );
    expect(sends.length).toBeGreaterThanOrEqual(10);
    expect(sends.filter((send) => !send.endsWith(": oneLineHeaders"))).toEqual([]);
  });
});
