/** What staff read for each delivery channel (emails, `npm run leads`, the desk). */
export const channelLabel: Record<string, string> = {
  "staff-email": "Staff email",
  acknowledgement: "Visitor acknowledgement",
  sms: "On-call text",
  webhook: "Webhook",
  "clio-grow": "Clio Grow",
  "reminder-sms": "Reminder text",
  "reminder-email": "Reminder email",
  "sms-summary": "On-call summary text",
};

/** What staff read for each delivery status (`npm run leads` says the same). */
export const deliveryStatusLabel: Record<string, string> = {
  pending: "waiting",
  sent: "sent",
  failed: "failed",
  skipped: "not sent",
  superseded: "superseded (its endpoint left the settings)",
};
