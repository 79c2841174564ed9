/** What the inbox says when a search was too long to read whole, or had words of one character
 * (app/desk/inbox/search.ts). Desk words: English. */
export const deskSearchWords = {
  shortened: (searched: string, maxWords: number) =>
    `${searched ? `Searched for “${searched}”` : "Nothing was searched"}: a search reads at most ${maxWords} words of 2 characters or more, and only the start of a very long word.`,
} as const;
