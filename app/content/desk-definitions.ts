/** Two words the desk uses in one meaning each (decision 0069). The inbox, the numbers page and
 * docs/desk.md say them in exactly these words; app/lib/overdue.ts and app/desk/reach.ts count them. */
export const deskDefinitions = {
  overdue: (minutes: number) =>
    `Overdue: a due call still not made ${minutes} minutes of office time after it fell due (nights, weekends, holidays and closures do not count). The intake manager is told of it at that same minute.`,
  reached:
    "Reached: a call logged as Reached on any of the person's requests (for requests from before calls were logged, the first contact recorded then). A move to Contacted or beyond without a logged Reached call does not count.",
} as const;
