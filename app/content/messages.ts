/**
 * The short recurring messages and interface words the section components show on
 * every page (the page-specific copy is in the page content modules).
 */
export const messages = {
  /** The promises under every page heading. */
  promises: ["Free consultation", "Available 24/7", "No fee unless we win"],
  /** Before the phone number in closing blocks: "Prefer to dial? 253-555-0142, …". */
  dialBefore: "Prefer to dial?",
  dialAfter: "any time, day or night.",
  /** The default label of the secondary hero button (to the page's form). */
  formLink: "Free Case Review",
  learnMore: "Learn more",
  directions: "Get directions",
  showMap: "Show map",
  highlights: "At a Glance",
  practiceFocus: "Practice Focus",
  /** The pause/play buttons of what moves on its own. */
  motion: {
    heroVideo: { pause: "Pause background video", play: "Play background video" },
    awards: { pause: "Pause award logos", play: "Play award logos" },
    testimonials: { pause: "Stop automatic slide show", play: "Start automatic slide show" },
  },
};
