/** The desk's words for calls to the firm (issue 58, decision 0095): the request page's phone calls panel, the
 * calls page, the block list and the numbers' call tables. English: staff read them. */

/** "4:12" for a voicemail's length; "4 min 12 s" for a conversation. */
export const clockLength = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
export const talkLength = (seconds: number) => (seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`);

export const callsDeskWords = {
  panelTitle: "Phone calls",
  olderCalls: (n: number) => `The latest ${n} calls of this request are shown.`,
  /** The number called, as staff know it. */
  numberCalled: (label: string) => `${label} number`,
  withheld: "a withheld number",
  outcome: {
    answered: (who: string, talkSeconds: number | null) => `Answered by ${who}${talkSeconds ? `, ${talkLength(talkSeconds)}` : ""}`,
    missed: (voicemailSeconds: number | null) => (voicemailSeconds === null ? "Missed, no voicemail" : `Missed, voicemail ${clockLength(voicemailSeconds)}`),
    ringing: "Ringing or not settled yet",
    "hang-up": "Hung up within 10 seconds, no voicemail",
    blocked: "Blocked number: rejected",
  },
  afterHours: "after hours",
  recording: { voicemail: "Voicemail", call: "Call recording" },
  download: "Download",
  downloadOf: (what: string) => `Download the ${what.toLowerCase()}`,
  transcript: {
    pending: "Transcript: not back from Twilio yet",
    failed: "No transcript: Twilio could not transcribe it",
    skipped: "No transcript: Twilio transcribes English voicemails of 2 minutes or less",
    none: "No transcript",
  },
  notReady: "The recording is not ready yet: reload in a minute",
  /** The request's timeline. */
  timeline: {
    caller: "the caller",
    callIn: (number: string, outcome: string) => `Call in (${number}): ${outcome}`,
    completed: (label: string) => `Completed the call: ${label}`,
  },
  complete: {
    legend: "Complete this call's request",
    hint: "A case: choose its type (and the caller's name if you have it). Otherwise one tap.",
    caseType: "Case type",
    choose: "Choose…",
    name: "Caller's name (optional)",
    asCase: "Save as a case",
    closes: "One tap closes a request this call opened as Not a case.",
    done: (label: string, by: string, at: string) => `Completed: ${label} (by ${by}, ${at})`,
    saved: (label: string, closed: boolean) => `Completed: ${label}${closed ? ". The request is closed as Not a case" : ""}`,
    caseLabel: "A case",
    chooseCaseType: "Choose the case type",
    nameTooLong: "A name is at most 200 characters",
    notThisRequest: "This call is not on this request any more: reload the page",
    doneBefore: (label: string, by: string, at: string) => `Already completed by ${by} at ${at}: ${label}; nothing changed`,
    openWork: "This request has a consultation or a signing link open: close it from the Status panel, then complete the call",
  },
  block: {
    legend: "Block this number",
    confirm: (number: string) => `Reject every call from ${number} (it can be unblocked on the Calls page)`,
    confirmHere: "Reject every call from this number",
    reason: "Why (optional, staff only)",
    button: "Block the number",
    tickToBlock: "Tick the box to block the number",
    badNumber: "Write a phone number, like (206) 555-0100",
    reasonTooLong: "A reason is at most 200 characters",
    ownNumber: "That is one of the firm's own numbers or a staff phone: it cannot be blocked",
    blocked: (number: string) => `Blocked: calls from ${number} are rejected`,
    already: (number: string) => `${number} was already blocked`,
    isBlocked: (number: string) => `Calls from ${number} are blocked.`,
    unblock: "Unblock",
    unblocked: (number: string) => `Unblocked: calls from ${number} ring again`,
    notBlocked: "That number is not blocked any more; nothing changed",
  },
  page: {
    title: "Calls",
    intro:
      "Every call to the firm's numbers in the last 7 days, newest first, with the request it opened or joined. A call under 10 seconds with no message (a hang-up) opens no request: those are listed apart.",
    recent: "Recent calls",
    none: "No calls in the last 7 days.",
    older: "Older calls",
    newer: "Newer calls",
    hangUps: "Hang-ups",
    /** "3 hang-ups", "more than 500 hang-ups" (decision 0092's capped count). */
    hangUpCount: (label: string, more: boolean) => `${label} in the last 7 days${more ? "; the latest 50 are listed" : ""}.`,
    hangUpsHint: "Callers who hung up within 10 seconds without a message: no request was opened. Call back if the number looks like a person.",
    noHangUps: "No hang-ups in the last 7 days.",
    blockList: "Blocked numbers",
    blockHint: "A blocked number's calls are rejected before they ring (Twilio does not charge for them) and counted here.",
    noBlocks: "No number is blocked.",
    turnedAway: (n: number) => `${n} call${n === 1 ? "" : "s"} rejected`,
    addBlock: "Block a number",
    number: "Phone number",
    columns: { when: "When", number: "Number called", caller: "Caller", outcome: "Outcome", request: "Request", blockedBy: "Blocked by", calls: "Calls" },
    request: (id: number) => `#${id}`,
    noRequest: "none",
  },
  numbers: {
    bySource: "Calls by source",
    byNumber: "Calls by tracking number",
    /** The main number's calls: the source "phone", which for requests reads "entered by staff". */
    mainLineSource: "Phone (the main number)",
    hint: "Calls to the firm's numbers in the period. Missed calls exclude hang-ups and blocked numbers; a call back is a call logged on the request after the call ended.",
    columns: {
      calls: "Calls",
      answered: "Answered",
      missed: "Missed",
      notIn5: "Missed, not called back in 5 min",
      notIn60: "Missed, not called back in 1 h",
      voicemails: "Voicemails",
      firstTime: "First-time callers",
      hangUps: "Hang-ups",
      blocked: "Blocked",
    },
    none: "No calls in this period.",
  },
};
