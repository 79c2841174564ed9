// The webhook's payload, version 1 (docs/channels.md).
import type { LeadRow } from "~/db/schema.server";
import { personPayload } from "~/leads/fields";

export const WEBHOOK_PAYLOAD_VERSION = 1;

export function webhookPayload(lead: LeadRow, origin: string, sentAt: Date) {
  return {
    type: "lead.created",
    version: WEBHOOK_PAYLOAD_VERSION,
    timestamp: sentAt.toISOString(),
    data: {
      id: lead.id,
      createdAt: lead.createdAt,
      ...personPayload(lead),
      page: { url: lead.sourceUrl, title: lead.pageTitle },
      firstTouch: {
        channel: lead.channel,
        landingPage: lead.landingPage,
        referrer: lead.referrer,
        utm: { source: lead.utmSource, medium: lead.utmMedium, campaign: lead.utmCampaign, term: lead.utmTerm, content: lead.utmContent },
        clickIds: { gclid: lead.gclid, gbraid: lead.gbraid, wbraid: lead.wbraid, msclkid: lead.msclkid, fbclid: lead.fbclid },
      },
      deskUrl: `${origin}/desk/leads/${lead.id}`,
    },
  };
}
