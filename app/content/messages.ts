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
  /** On the confirmation page, before the phone number. */
  sooner: "Need us sooner? We answer 24/7 at",
  returnHome: "Return to Home",
  /** After a link that opens a new tab, for screen readers. */
  newTab: "(opens in a new tab)",
  /** The default label of the call button: "Call Now: (253) 555-0142". */
  call: "Call Now",
  reviews: {
    /** "350+ five-star reviews" */
    count: (count: string) => `${count} five-star reviews`,
    rating: (rating: string) => `Rated ${rating} out of 5`,
    stars: "5 out of 5 stars",
  },
  carousel: {
    slide: (n: number, of: number) => `${n} of ${of}`,
    dot: (n: number, of: number) => `Show testimonial ${n} of ${of}`,
  },
  video: {
    frameTitle: (title: string) => `Video: ${title}`,
    play: (title: string) => `Play video: ${title}, `,
  },
  menu: { open: "Open menu", close: "Close menu", label: "Site menu" },
  footer: { office: "Our Kent Office", links: "Site", social: "Follow Us" },
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
