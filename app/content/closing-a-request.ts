/** The desk's words when declining, referring out or marking not-a-case closes what is still open for the person
 * (decision 0068): the question asked before, and what the save says after. */
export interface OpenWorkWords {
  consultation: string | null;
  agreements: string[];
}

export type TurnedAway = "declined" | "referred-out" | "not-a-case";
const verbs: Record<TurnedAway, string> = { declined: "decline", "referred-out": "refer out", "not-a-case": "mark not a case" };

const agreementWords = (sent: string[]) =>
  sent.length === 1 ? `the fee agreement link sent ${sent[0]}` : `the ${sent.length} fee agreement links sent ${sent.join(" and ")}`;

export const turnAwayWords = {
  question: (status: string) => `${status}: this also closes what is still open for this person`,
  consultation: (when: string) =>
    `Cancels the consultation on ${when}. The person gets the cancellation by email (the event leaves their calendar) and by text if they agreed to texts; the host gets it too. No reminder goes.`,
  agreements: (sent: string[]) => `Withdraws ${agreementWords(sent)}. It stops working at once; nothing is sent to the person about it.`,
  confirm: (to: TurnedAway, open: OpenWorkWords) =>
    `Yes: ${verbs[to]}, ${[open.consultation ? "cancel the consultation" : null, open.agreements.length ? (open.agreements.length === 1 ? "withdraw the link" : "withdraw the links") : null].filter(Boolean).join(" and ")}`,
  keep: "To keep them, choose another status below and save that instead.",
  done: (open: { consultation: boolean; agreements: number }) =>
    [
      open.consultation ? "The consultation is cancelled: the person and the host are told." : null,
      open.agreements ? `${open.agreements === 1 ? "The fee agreement link is" : "The fee agreement links are"} withdrawn.` : null,
    ]
      .filter(Boolean)
      .join(" "),
  changed: "What is open for this person changed since you were asked: read the question again.",
} as const;
