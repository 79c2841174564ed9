/**
 * The staff notification for one lead, as a `send_email` builder message: From the
 * firm's sending address, To the intake inboxes, Reply-To the visitor, a text and an
 * HTML body with every field. Values are escaped for HTML, and the subject and the
 * addresses are single lines, so nothing a visitor types can add a header.
 */
import { caseTypeLabel } from "~/content/case-types";
import { brandName } from "~/content/firm";
import { cleanLine } from "~/lib/lead-fields";
import type { LeadRow } from "./schema";

export interface EmailConfig {
  from: string;
  to: string[];
}

const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** The sender and the intake inboxes from the Worker's vars (LEAD_FROM_ADDRESS, LEAD_TO_ADDRESSES). */
export function emailConfig(env: Pick<Env, "LEAD_FROM_ADDRESS" | "LEAD_TO_ADDRESSES">): EmailConfig {
  const from = String(env.LEAD_FROM_ADDRESS ?? "").trim();
  const to = String(env.LEAD_TO_ADDRESSES ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
  if (!ADDRESS.test(from)) throw new Error("LEAD_FROM_ADDRESS is not a valid address");
  if (to.length === 0 || !to.every((address) => ADDRESS.test(address))) {
    throw new Error("LEAD_TO_ADDRESSES must list one or more valid addresses, comma-separated");
  }
  return { from, to };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A tel: URI for a visitor's phone number (digits and a leading +; US numbers get +1). */
export function telUri(phone: string): string | null {
  const main = phone.replace(/\s*(?:x|ext\.?)\s*\d+$/i, "");
  const digits = main.replace(/\D/g, "");
  if (digits.length < 7) return null;
  if (main.trim().startsWith("+")) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `tel:+${digits}`;
  return `tel:${digits}`;
}

/** e.g. "Saturday, November 21, 2026 at 5:04 AM PST". */
export function pacificTime(iso: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Los_Angeles",
    dateStyle: "full",
    timeStyle: "short",
  })
    .format(new Date(iso))
    .concat(` ${pacificZoneName(iso)}`);
}

function pacificZoneName(iso: string): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", timeZoneName: "short" })
    .formatToParts(new Date(iso))
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? "Pacific time";
}

export function leadSubject(lead: Pick<LeadRow, "caseType" | "name">): string {
  return cleanLine(`New consultation request: ${caseTypeLabel(lead.caseType)} - ${lead.name}`).slice(0, 200);
}

export function buildLeadEmail(lead: LeadRow, config: EmailConfig): EmailMessageBuilder {
  const received = pacificTime(lead.createdAt);
  const caseType = caseTypeLabel(lead.caseType);
  const tel = lead.phone ? telUri(lead.phone) : null;
  const site = brandName("primary");

  const rows: [string, string][] = [
    ["Name", lead.name],
    ["Email", lead.email],
    ["Phone", lead.phone || "(not given)"],
    ["Type of case", caseType],
    ["Received", received],
    ["Source page", lead.sourcePage || "(unknown)"],
    ["Page address", lead.sourceUrl || "(unknown)"],
    ["Page title", lead.pageTitle || "(unknown)"],
    ["Consent", lead.privacyConsent ? "Agreed to be contacted and to the Privacy Policy and Terms of Use" : "No"],
    ["Lead id", String(lead.id)],
  ];

  const text = [
    `New free consultation request from the ${site} website.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(tel ? [`Call: ${tel}`] : []),
    "",
    "Tell us about your case:",
    lead.description,
    "",
    "Reply to this email to answer the visitor directly.",
  ].join("\n");

  const cell = (label: string, value: string) => {
    let html = escapeHtml(value);
    if (label === "Email") html = `<a href="mailto:${escapeHtml(encodeURIComponent(lead.email).replace(/%40/g, "@"))}">${html}</a>`;
    if (label === "Phone" && tel) html = `<a href="${escapeHtml(tel)}">${html}</a>`;
    if (label === "Page address" && /^https?:\/\//.test(lead.sourceUrl)) html = `<a href="${escapeHtml(lead.sourceUrl)}">${html}</a>`;
    return `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0">${html}</td></tr>`;
  };

  const html = [
    "<!doctype html>",
    '<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#111">',
    `<h1 style="font-size:20px">New free consultation request</h1>`,
    `<p>From the ${escapeHtml(site)} website. Reply to this email to answer the visitor directly.</p>`,
    `<table role="presentation" cellspacing="0" cellpadding="0">${rows.map(([l, v]) => cell(l, v)).join("")}</table>`,
    '<h2 style="font-size:17px;margin-top:20px">Tell us about your case</h2>',
    `<p>${escapeHtml(lead.description).replace(/\n/g, "<br>")}</p>`,
    "</body></html>",
  ].join("\n");

  return {
    from: { name: `${site} website`, email: config.from },
    to: config.to,
    replyTo: lead.email,
    subject: leadSubject(lead),
    text,
    html,
  };
}
