/** Overdue and Reached, said one way on the desk and in docs/desk.md (decision 0069). */
export const deskDefinitions = {
  overdue: (minutes: number) =>
    `Overdue: a due call still not made ${minutes} minutes of office time after it fell due (nights, weekends, holidays and closures do not count). The intake manager is told of it at that same minute.`,
  reached:
    "Reached: a call logged as Reached on any of the person's requests (for requests from before calls were logged, the first contact recorded then). A move to Contacted or beyond without a logged Reached call does not count.",
} as const;
