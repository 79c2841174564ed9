/** The desk's words when declining, referring out or marking not-a-case closes what is still open for the person
 * (decision 0068): the question asked before, and what the save says after. */
export interface OpenWorkWords {
  /** "Tue, Dec 8, 10:00 AM (Kent time), at the office, with María López". */
  consultation: string | null;
  /** When each open fee agreement link was sent, "Dec 1, 9:12 AM". */
  agreements: string[];
}

export type TurnedAway = "declined" | "referred-out" | "not-a-case";
const verbs: Record<TurnedAway, string> = { declined: "decline", "referred-out": "refer out", "not-a-case": "mark not a case" };

const agreementWords = (sent: string[]) => (sent.length === 1 ? `the fee agreement link sent ${sent[0]}` : `the ${sent.length} fee agreement links sent ${sent.join(" and ")}`);

export const turnAwayWords = {
  /** The heading of the question, for the status chosen ("Declined"). */
  question: (status: string) => `${status}: this also closes what is still open for this person`,
  consultation: (when: string) =>
    `Cancels the consultation on ${when}. The person gets the cancellation by email (the event leaves their calendar) and by text if they agreed to texts; the host gets it too. No reminder goes.`,
  agreements: (sent: string[]) => `Withdraws ${agreementWords(sent)}. It stops working at once; nothing is sent to the person about it.`,
  /** The button: "Yes: decline, cancel the consultation and withdraw the link". */
  confirm: (to: TurnedAway, open: OpenWorkWords) =>
    `Yes: ${verbs[to]}, ${[open.consultation ? "cancel the consultation" : null, open.agreements.length ? (open.agreements.length === 1 ? "withdraw the link" : "withdraw the links") : null].filter(Boolean).join(" and ")}`,
  keep: "To keep them, choose another status below and save that instead.",
  /** After the save: what was closed with it. */
  done: (open: { consultation: boolean; agreements: number }) =>
    [open.consultation ? "The consultation is cancelled: the person and the host are told." : null, open.agreements ? `${open.agreements === 1 ? "The fee agreement link is" : "The fee agreement links are"} withdrawn.` : null]
      .filter(Boolean)
      .join(" "),
  /** Something changed between the question and the answer. */
  changed: "What is open for this person changed since you were asked: read the question again.",
} as const;
