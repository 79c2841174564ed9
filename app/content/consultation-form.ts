/**
 * The consultation form's words (spec sections 5 and 8). The validation messages are in
 * app/lib/lead-fields.ts, beside the rules they belong to.
 */
export const consultationFormCopy = {
  heading: "Request Your Free Consultation",
  intro: "Tell us what happened. A member of our team will get back to you soon, free of charge.",
  submit: "Get My Free Consultation",
  sending: "Sending...",
  labels: {
    name: "Full Name",
    email: "Email Address",
    phone: "Phone Number",
    caseType: "Type of Case",
    description: "Tell us about your case",
  },
  optional: "(optional)",
  caseTypePlaceholder: "Select a case type",
  /** "I agree to receive communication from {brand} and to the {privacy} and {terms}." */
  consent: { before: "I agree to receive communication from", middle: "and to the", and: "and" },
  privacyPolicy: { label: "Privacy Policy", href: "/privacy-policy" },
  termsOfUse: { label: "Terms of Use", href: "/terms-of-use" },
  newTab: "(opens in a new tab)",
  note: "* Required fields. We respect your privacy and will never share your information.",
  callBefore: "Prefer to talk? Call",
  callAfter: ", 24/7.",
  /** Above the fields when a post without JavaScript comes back with messages. */
  correctFields: "Please correct the fields marked below.",
  /** For people with no access to the visual form (the honeypot must stay empty). */
  honeypotLabel: "Leave this field empty",
  regionLabel: "Free consultation request",
  toasts: {
    success: { title: "Message Sent Successfully!", description: "We've received your message and will get back to you soon." },
    failure: { title: "Error", description: "Failed to send message. Please try again or call us directly." },
  },
} as const;
