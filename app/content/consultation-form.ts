/**
 * The consultation form's words: labels, buttons, the consent text, the toasts, the
 * messages at the fields and the answers of the lead endpoint. The field messages, the
 * toasts' titles and texts and "Sending..." are the old site's exact wording, which the
 * tests hold.
 */
import { firm } from "./firm";

const call = `call us at ${firm.phone.display}`;

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
  privacyPolicy: "Privacy Policy",
  termsOfUse: "Terms of Use",
  note: "* Required fields. We respect your privacy and will never share your information.",
  callBefore: "Prefer to talk? Call",
  callAfter: ", 24/7.",
  /** Above the fields when a post without JavaScript comes back with messages. */
  correctFields: "Please correct the fields marked below.",
  /** For people with no access to the visual form (the honeypot must stay empty). */
  honeypotLabel: "Leave this field empty",
  toasts: {
    success: { title: "Message Sent Successfully!", description: "We've received your message and will get back to you soon." },
    failure: { title: "Error", description: "Failed to send message. Please try again or call us directly." },
  },
  /** At the fields, when a value is not accepted. */
  fieldMessages: {
    name: "Name is required",
    email: "Valid email is required",
    phone: "Please enter a valid phone number, or leave it empty",
    caseType: "Please select a case type",
    description: "Please provide at least 10 characters",
    privacyConsent: "You must agree to the privacy policy and terms of service",
    sourceUrl: "The page address is not valid",
    text: "Please use text",
    tooLong: (max: number) => `Please use at most ${max.toLocaleString("en-US")} characters`,
  },
  /** What the lead endpoint and the form action answer when a request is not accepted. */
  errors: {
    invalid: "Please correct the highlighted fields.",
    badJson: "The request body is not valid JSON.",
    notObject: "The request body must be a JSON object.",
    crossOrigin: "Requests from other sites are not accepted.",
    method: "Method not allowed. Send the consultation request with POST.",
    tooLarge: (kb: number) => `The request is too large to send (${kb} KB at most). Please shorten your description, or ${call}.`,
    mediaType: "Send the request as JSON (application/json) or as a form (application/x-www-form-urlencoded).",
    rateLimited: `Too many requests. Please ${call}, or try again in a minute.`,
    verification: `We could not verify that this request comes from a person. Please try again, or ${call}.`,
    notStored: `We could not save your request. Please ${call}.`,
    notFound: "Not found",
    server: `Something went wrong. Please ${call}.`,
  },
};

export type ConsultationFormCopy = typeof consultationFormCopy;
