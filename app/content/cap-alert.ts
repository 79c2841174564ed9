/** The email that tells the intake inboxes a delivery cap was reached (decision 0062), once per cap and Kent day.
 * PLACEHOLDER wording for the firm's review; staff words are English only. */

export const capAlertWords = {
  /** What one cap holds back, with its limit. */
  caps: {
    freeMail: (limit: number) => `acknowledgements to free-mail addresses (${limit} a day in all)`,
    domain: (domain: string, limit: number) => `acknowledgements to ${domain} (${limit} a day)`,
    staffPhone: (phone: string, limit: number) => `automatic texts to the staff phone ${phone} (${limit} an hour)`,
    network: (network: string, limit: number) => `first texts to requests sent from one network, ${network} (${limit} a day)`,
    source: (source: string, limit: number) => `first texts to requests from one source, ${source} (${limit} a day)`,
    total: (limit: number) => `first texts to visitors (${limit} a day in all)`,
    other: (key: string) => `deliveries under the cap "${key}"`,
  },
  subject: (what: string) => `Cap reached: ${what}`,
  body: (what: string, day: string, request: string) =>
    [
      `The cap on ${what} was reached on ${day} (Kent).`,
      "Every request is still stored and on the desk: only the messages past the cap were held back (a staff phone's texts are counted in its next summary text; a visitor's first text waits on its request page, under \"Send the first text\").",
      "A cap is usually reached when a script sends the site's form many times, to make the firm email or text people who did not ask: look at the requests around this one before calling anyone back.",
      `The request that reached it: ${request}`,
      "The caps are settings in wrangler.toml (see the README's Configuration). You get this email once per cap and day.",
    ].join("\n\n"),
};
