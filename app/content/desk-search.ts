/** What the inbox says when a search was too long to read whole (app/desk/inbox/search.ts). Desk words: English. */
export const deskSearchWords = {
  shortened: (searched: string, maxWords: number) =>
    `Searched for “${searched}”: a search reads at most ${maxWords} words, and only the start of a very long word.`,
} as const;
