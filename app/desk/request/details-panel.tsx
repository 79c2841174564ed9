// The request's facts: the one-line summary under the owner, "The request" and "How they found us".
import { sourceName } from "~/attribution/source";
import { caseTypeLabel } from "~/content/case-types";
import type { LeadRow } from "~/db/schema.server";
import { personFacts } from "~/leads/fields";
import { statusLabel } from "~/leads/status";
import { duration, kentShort } from "~/lib/kent-time";
import { money } from "~/lib/money";
import { DeskSection } from "~/components/desk/desk-section";
import { Facts } from "~/components/desk/facts";

export function RequestSummary({ lead }: { lead: LeadRow }) {
  return (
    <p className="mt-3 text-lg">
      <span className="font-semibold">{statusLabel[lead.status]}</span> · {caseTypeLabel(lead.caseType)}
      {lead.language === "es" && " · wrote in Spanish"} · received {kentShort(lead.createdAt)}
      {lead.firstContactAt && ` · contacted after ${duration(lead.createdAt, lead.firstContactAt)}`}
    </p>
  );
}

export function RequestDetails({ lead, tel, outsideArea }: { lead: LeadRow; tel: string | null; outsideArea: string | null }) {
  return (
    <DeskSection id="details" title="The request">
      <div className="mt-2 rounded border border-ink/15 bg-white p-4">
        <Facts
          rows={[
            ["Name", lead.name],
            [
              "Email",
              lead.email ? (
                <a href={`mailto:${lead.email}`} className="underline">
                  {lead.email}
                </a>
              ) : (
                "(not given)"
              ),
            ],
            [
              "Phone",
              tel && !outsideArea ? (
                <a href={tel} className="underline">
                  {lead.phone}
                </a>
              ) : lead.phone ? (
                `${lead.phone} (${outsideArea})`
              ) : (
                "(not given)"
              ),
            ],
            ...personFacts(lead),
            ["Received", kentShort(lead.createdAt)],
            ["Page", lead.sourceUrl || lead.sourcePage || "(unknown)"],
            ["Page title", lead.pageTitle || "(unknown)"],
            ["Expected fee", lead.expectedFeeCents !== null ? money(lead.expectedFeeCents) : "(none)"],
          ]}
        />
        <h3 className="mt-4 font-bold">What happened, in their words</h3>
        <p className="mt-1 whitespace-pre-line">{lead.description}</p>
      </div>
    </DeskSection>
  );
}

export function HowTheyFoundUs({ lead }: { lead: LeadRow }) {
  return (
    <DeskSection id="touch" title="How they found us">
      <div className="mt-2 rounded border border-ink/15 bg-white p-4">
        <Facts
          rows={[
            ["Source", sourceName(lead.channel)],
            ["Campaign source / medium", `${lead.utmSource ?? "(none)"} / ${lead.utmMedium ?? "(none)"}`],
            ["Campaign", lead.utmCampaign ?? "(none)"],
            ["First page", lead.landingPage ?? "(unknown)"],
            ["Came from", lead.referrer ?? "(no other site)"],
            [
              "Ad click",
              [lead.gclid && `gclid ${lead.gclid}`, lead.msclkid && `msclkid ${lead.msclkid}`, lead.fbclid && `fbclid ${lead.fbclid}`]
                .filter(Boolean)
                .join(", ") || "(none)",
            ],
          ]}
        />
      </div>
    </DeskSection>
  );
}
