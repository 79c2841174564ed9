import { firm } from "./firm";

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

const name = firm.brands.primary;
const contact = `${firm.office.street}, ${firm.office.suite}, ${firm.office.city}, ${firm.office.region} ${firm.office.postalCode}, or call ${firm.phone.display}`;

/** Placeholder policy text: have the firm's counsel review it before launch. */
export const privacyPolicy: LegalSection[] = [
  {
    heading: "Who we are",
    paragraphs: [
      `This website is operated by ${firm.legalName}, doing business as ${firm.brands.primary} and ${firm.brands.secondary} ("we", "us"). This policy explains what we collect through this site, why, and the choices you have.`,
    ],
  },
  {
    heading: "What we collect",
    paragraphs: [
      "When you send a consultation request we collect what you type into the form: your name, email address, phone number (if you give it), the type of case, and your description of what happened. We also record the page you sent it from, the time, and technical information needed to protect the form from abuse, such as your IP address, which we use for rate limiting and do not store with your request.",
      "We do not use advertising trackers, and we do not sell or rent your information to anyone.",
    ],
  },
  {
    heading: "How we use it",
    paragraphs: [
      "We use your request only to contact you about your potential case, to decide whether we can help, and to keep a record of the request. Our staff receive it by email and store it in a secure database.",
      "Sending a request does not create an attorney-client relationship, and you should not send confidential information until we have agreed to represent you.",
    ],
  },
  {
    heading: "Washington consumer health data privacy notice",
    paragraphs: [
      "Under Washington's My Health My Data Act (RCW 19.373), a description of an injury or medical condition can be consumer health data. If you describe your injuries in our form, we collect that information from you, with your consent, for one purpose: to evaluate and respond to your request for legal help.",
      "We share consumer health data only with our own attorneys and staff, and with the service providers that host our website, database and email, who may use it only on our behalf. We do not sell consumer health data.",
      `You have the right to confirm whether we hold your consumer health data, to see it, to have it deleted, and to withdraw your consent. To use these rights, write to us at ${contact}. We will respond within 45 days. If we deny your request, you may appeal by replying to our answer, and you may contact the Washington State Attorney General's Office.`,
    ],
  },
  {
    heading: "How long we keep it",
    paragraphs: [
      "We keep consultation requests for as long as needed to respond and to meet our professional and legal record-keeping duties, and then delete them.",
    ],
  },
  {
    heading: "Security",
    paragraphs: [
      "The site is served only over an encrypted connection, and access to stored requests is limited to the firm's staff. No method of transmission or storage is perfectly secure, so please share only what is needed for a first conversation.",
    ],
  },
  {
    heading: "Contact us",
    paragraphs: [`Questions about this policy? Write to ${name} at ${contact}.`],
  },
];

export const termsOfUse: LegalSection[] = [
  {
    heading: "Acceptance",
    paragraphs: [
      `By using this website you agree to these terms. If you do not agree, please do not use the site. ${firm.legalName} may update these terms at any time by posting a new version here.`,
    ],
  },
  {
    heading: "Not legal advice",
    paragraphs: [
      "The content of this site is general information, not legal advice for your situation. Laws change and every case depends on its facts. Talk to a lawyer before acting on anything you read here.",
    ],
  },
  {
    heading: "No attorney-client relationship",
    paragraphs: [
      "Using this site, calling us, or sending a consultation request does not create an attorney-client relationship. That relationship begins only when we agree in writing to represent you.",
    ],
  },
  {
    heading: "Attorney advertising and past results",
    paragraphs: [
      "This website is attorney advertising. Past results and client reviews do not guarantee or predict a similar outcome in any future matter.",
    ],
  },
  {
    heading: "Communications",
    paragraphs: [
      "When you send a consultation request, you agree that we may contact you by phone, text message or email about your request. You can ask us to stop at any time.",
    ],
  },
  {
    heading: "Use of the site",
    paragraphs: [
      "Please do not misuse the site: no automated submissions, attempts to break its security, or unlawful content. The text, images and design of the site belong to the firm and may not be copied without permission.",
    ],
  },
  {
    heading: "Links to other sites",
    paragraphs: [
      "Links to other websites are provided for convenience. We do not control those sites and are not responsible for their content or privacy practices.",
    ],
  },
  {
    heading: "Governing law",
    paragraphs: ["These terms are governed by the laws of the State of Washington."],
  },
];
