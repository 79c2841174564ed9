/** The firm's service area for texts and calls (decision 0062), in the words staff read on the desk, in
 * its emails and texts. PLACEHOLDER wording for the firm's review; staff words are English only. */

/** Kinds of number libphonenumber names, as staff read them; a kind not listed here is outside the area. */
export const numberKinds: Record<string, string> = {
  PREMIUM_RATE: "a premium-rate number (the caller pays extra)",
  TOLL_FREE: "a toll-free number",
  PERSONAL_NUMBER: "a personal-number range (forwarded anywhere)",
  SHARED_COST: "a shared-cost number",
  VOIP: "an internet (VoIP) number",
  UAN: "a company's universal access number",
  PAGER: "a pager",
  VOICEMAIL: "a voicemail access number",
};

export const serviceAreaWords = {
  /** Why a number is outside: completes "… is outside the firm's service area: {why}". */
  notANumber: "no country uses numbers like this one",
  network: (code: string) => `an international network (+${code}), not a country's phone`,
  region: (name: string) => `a number in ${name}`,
  unknownKind: "a number of a kind that cannot be told",
  outside: (number: string, why: string) => `${number} is outside the firm's service area: ${why}.`,
  /** The desk, beside the call button: the link sits behind "Call anyway". */
  callWarning:
    "A call may cost international or premium rates, and numbers like this are a common way to run up a firm's phone bill. Check the request before you call.",
  callAnyway: "Call anyway",
  replyWarning: "The site sends no automatic text to this number. Text it only if you know it is the person's.",
  replyConfirm: "I checked: text this number anyway",
  replyRefused: (words: string) => `${words} Tick "I checked" to text it anyway. Nothing was sent.`,
  /** The on-call text and the staff email: no tap-to-call for such a number. */
  staffLine: (why: string) => `Phone outside the service area (${why}): open the request before calling`,
  emailTarget: "the visitor's phone (outside the service area: see the desk)",
  inboxButton: "Outside the area:",
};

/** The first text held back (Turnstile did not pass or is off, or a daily cap), on the request page. */
export const heldFirstTextWords = {
  note: "Held: nothing shows a person typed this number (Turnstile did not pass or is off), so the first text waits for staff. Send it from the request page, or reply when they text.",
  offer: "The first text was held: nothing shows that a person typed this number (Turnstile did not pass, or it is off).",
  offerCapped: "The first text was held back by a daily cap on first texts (see Where it went). Send it if this looks like a real person.",
  button: "Send the first text",
  sent: (to: string) => `First text sent to ${to}`,
  notSent: (why: string) => `Not sent: ${why}`,
  gone: "Not sent: this first text was already sent, or this number got one today",
};
