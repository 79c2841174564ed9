// Every delivery channel, in the order the staff email lists them.
import { acknowledgement } from "./acknowledgement.server";
import { agreementCopy, agreementEmail, agreementStaff, agreementText } from "./agreement-link.server";
import type { Channel } from "./channel.server";
import { clioGrow } from "./clio-grow.server";
import { deadlineSms } from "./deadline-sms.server";
import { sms } from "./sms.server";
import { smsSummary } from "./sms-summary.server";
import { staffEmail } from "./staff-email.server";
import { visitorText } from "./visitor-text.server";
import { webhook } from "./webhook.server";

export const channels: readonly Channel<any>[] = [staffEmail, sms, acknowledgement, visitorText, webhook, clioGrow];

/** Sent later, only when due: the on-call summary of
 * texts the hourly cap held back (sms-summary.server.ts). */
export const laterChannels: readonly Channel<any>[] = [smsSummary, deadlineSms, agreementEmail, agreementText, agreementCopy, agreementStaff];

export const channelNamed = (name: string): Channel<any> | undefined => [...channels, ...laterChannels].find((channel) => channel.name === name);
