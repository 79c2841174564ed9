/** Copies of a person's data outside D1 per channel, fullest first: where each is and what staff do after an erasure.
 * Placeholder wording for the firm; test/worker/data-requests.test.ts fails for a channel without words. */
export interface OutsideCopy {
  where: string;
  todo: string;
}

/** Not a delivery channel: the person's text thread (texts both ways), a copy wherever Twilio carried it. */
export const TEXT_THREAD = "text-thread";

const TWILIO_LOG = "Twilio's console (Monitor → Logs → Messaging; delete the message there)";

/** Not delivery channels: their calls to the firm's numbers, and the voicemails and recordings Twilio keeps of them. */
export const CALL_LOG = "call-log";
export const CALL_RECORDINGS = "call-recordings";

export const outsideCopies = {
  "clio-grow": { where: "Clio Grow (the CRM)", todo: "Find the lead in Clio Grow and delete it, unless the firm must keep it as a client's file." },
  webhook: { where: "The webhook receivers", todo: "Delete the request in each tool set in WEBHOOK_URLS (ask whoever runs it)." },
  "staff-email": { where: "Emails to the staff inboxes", todo: "Delete the request's email (and any forwards or replies) in every intake inbox." },
  acknowledgement: { where: "The acknowledgement email to the person", todo: "The site keeps no copy; delete any reply from them in the intake inbox." },
  [TEXT_THREAD]: {
    where: "Texts with the person (their texts to the firm's texting number, staff replies and any photos they sent), kept by Twilio",
    todo: `Delete each message and its photos in ${TWILIO_LOG}; the texts on the person's own phone are theirs.`,
  },
  "visitor-text": { where: 'The first text to the person ("Text me about my request"), kept by Twilio', todo: `Delete it in ${TWILIO_LOG}.` },
  "missed-call-text": { where: "The text after a missed call, to the person, kept by Twilio", todo: `Delete it in ${TWILIO_LOG}.` },
  "consultation-email": {
    where: "Consultation invitations, changes and reminders emailed to the person (with a calendar event)",
    todo: "The site keeps no copy and the event in their calendar is theirs; delete any reply from them in the intake inbox.",
  },
  "consultation-host": {
    where: "The consultation invitation in the host's mailbox and calendar (the roster member who met them)",
    todo: "Ask the host to delete the calendar event and its invitation emails.",
  },
  "consultation-text": { where: "Consultation texts and reminders to the person, kept by Twilio", todo: `Delete them in ${TWILIO_LOG}.` },
  "agreement-email": {
    where: "The fee agreement link emailed to the person",
    todo: "The site keeps no copy of the email, and the link stops working once the agreement is erased; delete any reply from them in the intake inbox.",
  },
  "agreement-text": { where: "The fee agreement link texted to the person, kept by Twilio", todo: `Delete it in ${TWILIO_LOG}.` },
  "agreement-copy": {
    where: "The signed fee agreement (PDF) emailed to the person",
    todo: "Their copy is theirs. The erasure deletes the firm's PDFs from its file store: if the firm must keep a client's file, save it first (ask the responsible lawyer).",
  },
  "agreement-staff": {
    where: 'The "fee agreement signed" email to the intake inboxes (request number and desk links)',
    todo: "Delete it in every intake inbox.",
  },
  "non-engagement-letter": {
    where: "The non-engagement letter to the person, and its copy in the intake inbox",
    todo: "Keep the intake inbox's copy if the firm keeps the letter as its record (ERASURE_KEEPS_LETTERS); otherwise delete it.",
  },
  sms: { where: "Text messages to the on-call phones", todo: `Delete the text on each on-call phone, and in ${TWILIO_LOG}.` },
  "text-alert": {
    where:
      "New-text alerts to the owner's phone or email (or the on-call phones and intake inboxes): the request number and type of case and a desk link (older alerts also named the person), never their message",
    todo: `Delete the alert on that phone or in that inbox, and a texted one in ${TWILIO_LOG}.`,
  },
  "missed-call-alert": {
    where:
      "Missed-call alerts to the owner's phone or email (or the on-call phones): the request number, the number they called and the voicemail's length, never their name",
    todo: `Delete the alert on that phone or in that inbox, and a texted one in ${TWILIO_LOG}.`,
  },
  "missed-inbound-text": {
    where: 'The text after a call to the firm that nobody answered ("sorry we missed your call"), kept by Twilio',
    todo: `Delete it in ${TWILIO_LOG}.`,
  },
  "deadline-sms": { where: "Deadline flag texts to the owner's or on-call phones", todo: `Delete the deadline text on that phone, and in ${TWILIO_LOG}.` },
  "cap-alert": {
    where: '"Cap reached" emails to the intake inboxes: a desk link to the request that reached a cap, no name',
    todo: "Nothing of the person's beyond the request's number; delete the email in the intake inboxes if you keep none.",
  },
  "sms-summary": {
    where: 'On-call summary texts ("N more requests since…"): a count and a desk link, no name',
    todo: "Nothing of the person's to delete: the summary names nobody.",
  },
  "reminder-sms": {
    where: '"Still new" reminder texts to the on-call phones (an older reminder, no longer sent)',
    todo: `Delete the reminder text on each on-call phone, and in ${TWILIO_LOG}.`,
  },
  "reminder-email": {
    where: '"Still new" reminder emails to the intake inboxes (an older reminder, no longer sent)',
    todo: 'Delete the "Still new" reminder email in every intake inbox.',
  },
  [CALL_RECORDINGS]: {
    where: "Their voicemails and call recordings, kept by Twilio",
    todo: "Deleted at Twilio by the erasure itself (retried until Twilio confirms: the erasure's result says so); Twilio keeps a deleted recording's details, not its sound, for 40 days.",
  },
  [CALL_LOG]: {
    where: "Their calls to the firm's numbers in Twilio's call logs (their number, when, how long)",
    todo: "Delete each call in Twilio's console (Monitor → Logs → Calls) by hand; the calls on the person's own phone are theirs.",
  },
} satisfies Record<string, OutsideCopy>;

export const outsideOrder: readonly string[] = Object.keys(outsideCopies);

/** A channel's words; one without (a test prevents it) is still named and still asks for the copy's deletion. */
export function outsideCopyOf(channel: string): OutsideCopy {
  return (
    (outsideCopies as Record<string, OutsideCopy>)[channel] ?? {
      where: `Copies sent by the site's "${channel}" deliveries (no description written yet)`,
      todo: "Find where this channel sends and delete the copy there by hand.",
    }
  );
}
