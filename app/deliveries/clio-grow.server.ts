// Clio Grow's Lead Inbox: one POST per lead to the firm's region host.
import { caseTypeLabel } from "~/content/case-types";
import type { LeadRow } from "~/db/schema.server";
import { type Channel, readSettings } from "./channel.server";
import { postForReceipt } from "./channel.server";

export const CLIO_GROW_HOSTS = {
  us: "https://grow.clio.com",
  eu: "https://eu.grow.clio.com",
  ca: "https://ca.grow.clio.com",
  au: "https://au.grow.clio.com",
} as const;

interface ClioConfig {
  token: string;
  base: string;
}

/** First and last name from one field: the first word, then the rest ("Juan García López": Juan / García López);
 * a one-word name goes whole into the first name. */
export function splitName(name: string): { first: string; last: string } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { first: first ?? "", last: rest.join(" ") };
}

export function inboxLead(lead: LeadRow) {
  const { first, last } = splitName(lead.name);
  return {
    from_first: first,
    from_last: last,
    from_message: `${caseTypeLabel(lead.caseType)}${lead.language === "es" ? " (wrote in Spanish)" : ""}\n\n${lead.description}`,
    from_email: lead.email,
    from_phone: lead.phone ?? "",
    referring_url: lead.sourceUrl,
    from_source: lead.channel ?? "direct",
  };
}

export const clioGrow: Channel<ClioConfig> = {
  name: "clio-grow",
  read(env) {
    const settings = readSettings(env, ["CLIO_GROW_REGION", "CLIO_GROW_INBOX_TOKEN"]);
    if (settings.state !== "on") return settings;
    const region = settings.config.CLIO_GROW_REGION.toLowerCase();
    if (!(region in CLIO_GROW_HOSTS)) return { state: "misconfigured", problem: "CLIO_GROW_REGION must be us, eu, ca or au" };
    const base = String(env.CLIO_GROW_BASE_URL || CLIO_GROW_HOSTS[region as keyof typeof CLIO_GROW_HOSTS]).replace(/\/$/, "");
    return { state: "on", config: { token: settings.config.CLIO_GROW_INBOX_TOKEN, base } };
  },
  targets: (config) => [config.base],
  async send({ config, lead, signal }) {
    const answer = await postForReceipt(`${config.base}/inbox_leads`, {
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ inbox_lead_token: config.token, inbox_lead: inboxLead(lead) }),
      signal,
    });
    const id = answer?.id ?? (answer?.inbox_lead as Record<string, unknown> | undefined)?.id;
    return { receiverId: id === undefined || id === null ? null : String(id) };
  },
};
