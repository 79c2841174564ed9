/** Copies sent outside D1 per delivery channel, and what staff do by hand after an erasure: D1 cannot reach them. */
export const outsideCopies: Record<string, { where: string; todo: string }> = {
  "clio-grow": { where: "Clio Grow (the CRM)", todo: "Find the lead in Clio Grow and delete it, unless the firm must keep it as a client's file." },
  webhook: { where: "The webhook receivers", todo: "Delete the request in each tool set in WEBHOOK_URLS (ask whoever runs it)." },
  "staff-email": { where: "Emails to the staff inboxes", todo: "Delete the request's email (and any forwards or replies) in every intake inbox." },
  acknowledgement: { where: "The acknowledgement email to the person", todo: "The site keeps no copy; delete any reply from them in the intake inbox." },
  sms: { where: "Text messages to the on-call phones", todo: "Delete the text on each on-call phone, and the message in Twilio's console (Monitor → Messaging)." },
  "reminder-sms": { where: "Reminder texts to the on-call phones", todo: "Delete the reminder text on each on-call phone, and in Twilio's console." },
  "deadline-sms": { where: "Deadline flag texts to the owner's or on-call phones", todo: "Delete the deadline text on that phone, and in Twilio's console." },
  "non-engagement-letter": { where: "The non-engagement letter to the person, and its copy in the intake inbox", todo: "Keep the intake inbox's copy if the firm keeps the letter as its record (ERASURE_KEEPS_LETTERS); otherwise delete it." },
  "reminder-email": { where: "Reminder emails to the intake inboxes", todo: "Delete the \"Still new\" reminder email in every intake inbox." },
};

/** The order copies are listed in: where the person's details are fullest first. */
export const outsideOrder = Object.keys(outsideCopies);
