// The staff email for one lead (react-email, rendered by React: every value escaped).
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { caseTypeLabel } from "~/content/case-types";
import { personFacts, type PersonRow } from "~/leads/fields";
import { brandName } from "~/content/firm";
import { serviceAreaWords } from "~/content/service-area";
import { channelLabel } from "./channel.server";
import type { DeliveryReason, DeliveryRow, NewLeadRow } from "~/db/schema.server";
import { cleanLine } from "~/lib/clean-text";
import { kentDate, kentFullDateTime, kentZoneName } from "~/lib/kent-time";
import { normalizePhone } from "~/lib/people";
import { telUri } from "~/lib/tel";

type EmailLead = Pick<
  NewLeadRow,
  | "createdAt"
  | "name"
  | "email"
  | "phone"
  | "caseType"
  | "description"
  | "sourcePage"
  | "sourceUrl"
  | "pageTitle"
  | "privacyConsent"
  | "leadKey"
  | "language"
  | "channel"
  | "landingPage"
  | "referrer"
  | "utmSource"
  | "utmMedium"
  | "utmCampaign"
  | "utmTerm"
  | "utmContent"
  | "gclid"
  | "gbraid"
  | "wbraid"
  | "msclkid"
  | "fbclid"
> &
  PersonRow & { id?: number };

function foundUs(lead: EmailLead): Detail[] {
  const clickIds = (["gclid", "gbraid", "wbraid", "msclkid", "fbclid"] as const).filter((name) => lead[name]);
  const campaign = [lead.utmCampaign, lead.utmTerm && `term: ${lead.utmTerm}`, lead.utmContent && `content: ${lead.utmContent}`].filter(Boolean).join(", ");
  const lines: (Detail | false)[] = [
    { label: "Channel", value: lead.channel ?? "(unknown)" },
    Boolean(lead.utmSource || lead.utmMedium) && { label: "Source / medium", value: `${lead.utmSource ?? "(none)"} / ${lead.utmMedium ?? "(none)"}` },
    Boolean(campaign) && { label: "Campaign", value: campaign },
    Boolean(lead.referrer) && { label: "Came from", value: lead.referrer! },
    { label: "First page", value: lead.landingPage || "(unknown)" },
    clickIds.length > 0 && { label: "Ad click", value: clickIds.map((name) => `${name}=${lead[name]}`).join(", ") },
  ];
  return lines.filter((line): line is Detail => Boolean(line));
}

const SPANISH_NOTICE = "WROTE IN SPANISH: this person sent the request from the Spanish site. Please answer in Spanish.";

interface EmailConfig {
  from: string;
  to: string[];
}

const notSentBecause: Record<DeliveryReason, string> = {
  "same-mailbox": "one went to this address today",
  cap: "a daily or hourly cap was reached",
  turnstile: "the request did not pass Turnstile",
  "target-removed": "this endpoint is no longer in the settings",
  "channel-off": "this channel is switched off",
  held: "held for staff: nothing shows a person typed this number (send it from the desk)",
  "outside-area": "the number is outside the firm's service area",
};

function destinations(deliveries: Pick<DeliveryRow, "channel" | "target" | "status" | "lastError" | "reason">[], hiddenPhone: string | null): Detail[] {
  return deliveries.map((d) => ({
    label: channelLabel[d.channel] ?? d.channel,
    value: `${d.target === "*" ? "every staff inbox" : d.target === hiddenPhone ? serviceAreaWords.emailTarget : d.target || "(not configured)"}${
      d.status === "skipped" || d.status === "superseded"
        ? ` (not sent: ${d.reason ? notSentBecause[d.reason] : "one went to this address today"})`
        : d.status === "failed"
          ? ` (FAILED: ${d.lastError ?? "unknown error"})`
          : ""
    }`,
  }));
}

export function pacificTime(iso: string): string {
  const date = new Date(iso);
  return `${kentFullDateTime(date, "en-US")} ${kentZoneName(date) ?? "Pacific time"}`;
}

/** One line of the details table; `href` makes the value a link: only ever the visitor's validated email or
 * phone number, never an address the request carried. */
interface Detail {
  label: string;
  value: string;
  href?: `mailto:${string}` | `tel:${string}`;
}

function details(lead: EmailLead, tel: `tel:${string}` | null, outsideArea: string | undefined, unsaved: boolean): Detail[] {
  // Outside the area, no number an email app could link (decision 0072); a NOT SAVED email is the only record, so it keeps it.
  const phone = !outsideArea ? lead.phone || "(not given)" : unsaved ? `${lead.phone} (${outsideArea})` : outsideArea;
  return [
    { label: "Name", value: lead.name },
    { label: "Email", value: lead.email, href: `mailto:${encodeURIComponent(lead.email).replace(/%40/g, "@")}` },
    { label: "Phone", value: phone, href: tel ?? undefined },
    ...personFacts(lead).map(([label, value]) => ({ label, value })),
    { label: "Received", value: pacificTime(lead.createdAt) },
    { label: "Source page", value: lead.sourcePage || "(unknown)" },
    { label: "Page address", value: lead.sourceUrl || "(unknown)" },
    { label: "Page title", value: lead.pageTitle || "(unknown)" },
    { label: "Consent", value: lead.privacyConsent ? "Agreed to be contacted and to the Privacy Policy and Terms of Use" : "No" },
    // A lead no database holds yet is known by its lead key (the row it may get later has it too).
    lead.id === undefined ? { label: "Lead key", value: lead.leadKey } : { label: "Lead id", value: String(lead.id) },
  ];
}

const text = { fontSize: "15px", lineHeight: "22px", color: "#111", margin: "0 0 12px" } as const;
const subheading = { fontSize: "17px", margin: "20px 0 8px" } as const;
const cell = { padding: "4px 0" } as const;
const headerCell = { padding: "4px 12px 4px 0", whiteSpace: "nowrap", textAlign: "left", verticalAlign: "top" } as const;
const warning = { ...text, border: "2px solid #b00020", padding: "8px 12px", color: "#b00020", fontWeight: "bold" } as const;
const notice = { ...text, border: "2px solid #8a6418", padding: "8px 12px", fontWeight: "bold" } as const;

function DetailsTable({ rows }: { rows: Detail[] }) {
  return (
    <Section>
      <table role="presentation" cellSpacing={0} cellPadding={0}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th style={headerCell}>{row.label}</th>
              <td style={cell}>{row.href ? <Link href={row.href}>{row.value}</Link> : row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

interface EmailProps {
  site: string;
  rows: Detail[];
  found: Detail[];
  goesTo: Detail[];
  description: string;
  unsaved?: string;
  spanish: boolean;
  deskUrl?: string;
  earlier?: EarlierRequest;
}

// A plain <body>: the notices must open the email, not sit inside a layout table.
function LeadEmail({ site, rows, found, goesTo, description, unsaved, spanish, deskUrl, earlier }: EmailProps) {
  const lines = description.split("\n");
  return (
    <Html lang="en">
      <Head />
      <body style={{ fontFamily: "Arial, Helvetica, sans-serif", fontSize: "15px", color: "#111" }}>
        {unsaved && <Text style={warning}>{unsavedNotice(unsaved)}</Text>}
        {spanish && <Text style={notice}>{SPANISH_NOTICE}</Text>}
        <Heading as="h1" style={{ fontSize: "20px" }}>
          New free consultation request
        </Heading>
        <Text style={text}>From the {site} website. Reply to this email to answer the visitor directly.</Text>
        {deskUrl && (
          <Text style={text}>
            <Link href={deskUrl}>Open this request on the desk</Link>
          </Text>
        )}
        {earlier && <Text style={text}>{earlier.url ? <Link href={earlier.url}>{earlierLine(earlier)}</Link> : earlierLine(earlier)}</Text>}
        <DetailsTable rows={rows} />
        <Heading as="h2" style={subheading}>
          Tell us about your case
        </Heading>
        <Text style={text}>
          {lines.map((line, i) => (
            <Fragment key={i}>
              {i > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </Text>
        <Heading as="h2" style={subheading}>
          How they found us
        </Heading>
        <DetailsTable rows={found} />
        {goesTo.length > 0 && (
          <>
            <Heading as="h2" style={subheading}>
              Where this request goes
            </Heading>
            <DetailsTable rows={goesTo} />
          </>
        )}
      </body>
    </Html>
  );
}

const unsavedNotice = (why: string) =>
  `NOT SAVED IN THE DATABASE. ${why} This email is the only record of this request: keep it, and enter it in your records.`;

/** The same person's previous request (same mailbox or phone), with its desk link when known. */
export interface EarlierRequest {
  id: number;
  createdAt: string;
  url?: string;
}

export function earlierLine(earlier: Pick<EarlierRequest, "id" | "createdAt">): string {
  const day = kentDate(new Date(earlier.createdAt), "en-US");
  return `Earlier request from this person: #${earlier.id} on ${day}`;
}

interface LeadEmailOptions {
  /** Why no database holds this lead: the subject and the first line say so. */
  unsaved?: string;
  deliveries?: Pick<DeliveryRow, "channel" | "target" | "status" | "lastError" | "reason">[];
  deskUrl?: string;
  earlier?: EarlierRequest;
  /** The phone is outside the firm's service area: why, in place of a tap-to-call link (decision 0062). */
  outsideArea?: string;
}

export function leadEmail(
  lead: EmailLead,
  config: EmailConfig,
  { unsaved, deliveries = [], deskUrl, earlier, outsideArea }: LeadEmailOptions = {},
): EmailMessageBuilder {
  const tel = lead.phone && !outsideArea ? telUri(lead.phone) : null;
  const site = brandName("primary");
  const rows = details(lead, tel, outsideArea, Boolean(unsaved));
  const found = foundUs(lead);
  const goesTo = destinations(deliveries, outsideArea ? (normalizePhone(lead.phone)?.e164 ?? null) : null);
  const spanish = lead.language === "es";
  const subject = `${unsaved ? "NOT SAVED: " : ""}New consultation request${spanish ? " (in Spanish)" : ""}: ${caseTypeLabel(lead.caseType)} - ${lead.name}`;

  const text = [
    ...(unsaved ? [unsavedNotice(unsaved), ""] : []),
    ...(spanish ? [SPANISH_NOTICE, ""] : []),
    `New free consultation request from the ${site} website.`,
    ...(deskUrl ? [`Open it on the desk: ${deskUrl}`] : []),
    ...(earlier ? [`${earlierLine(earlier)}${earlier.url ? `: ${earlier.url}` : ""}`] : []),
    "",
    ...rows.map((row) => `${row.label}: ${row.value}`),
    ...(tel ? [`Call: ${tel}`] : []),
    "",
    "Tell us about your case:",
    lead.description,
    "",
    "How they found us:",
    ...found.map((row) => `${row.label}: ${row.value}`),
    ...(goesTo.length > 0 ? ["", "Where this request goes:", ...goesTo.map((row) => `${row.label}: ${row.value}`)] : []),
    "",
    "Reply to this email to answer the visitor directly.",
  ].join("\n");

  return {
    from: { name: `${site} website`, email: config.from },
    to: config.to,
    replyTo: lead.email,
    subject: cleanLine(subject).slice(0, 200),
    text,
    html: `<!doctype html>${renderToStaticMarkup(<LeadEmail site={site} rows={rows} found={found} goesTo={goesTo} description={lead.description} unsaved={unsaved} spanish={spanish} deskUrl={deskUrl} earlier={earlier} />)}`,
  };
}
