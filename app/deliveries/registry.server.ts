// Every delivery channel, in the order the staff email lists them.
import { acknowledgement } from "./acknowledgement.server";
import { agreementCopy, agreementEmail, agreementStaff, agreementText } from "~/agreements/channels.server";
import { capAlert } from "./cap-alert.server";
import type { Channel } from "./channel.server";
import { missedCallText } from "~/calls/channels.server";
import { consultationEmail, consultationHost, consultationSms } from "~/consultations/channels.server";
import { clioGrow } from "./clio-grow.server";
import { deadlineSms } from "~/questions/channels.server";
import { nonEngagementLetterChannel } from "~/declines/channels.server";
import { missedCallAlert, missedInboundText } from "~/phone/channels.server";
import { sms } from "./sms.server";
import { smsSummary } from "./sms-summary.server";
import { staffEmail } from "./staff-email.server";
import { textAlert, visitorText } from "~/texting/channels.server";
import { webhook } from "./webhook.server";

export const channels: readonly Channel<any>[] = [staffEmail, sms, acknowledgement, visitorText, webhook, clioGrow];

/** Sent later, only when due: capped texts' summary, deadline flags, consultations, letters, missed-call texts, text alerts, the phone line's, agreements, caps. */
export const laterChannels: readonly Channel<any>[] = [
  smsSummary,
  deadlineSms,
  consultationEmail,
  consultationHost,
  consultationSms,
  nonEngagementLetterChannel,
  missedCallText,
  textAlert,
  missedCallAlert,
  missedInboundText,
  agreementEmail,
  agreementText,
  agreementCopy,
  agreementStaff,
  capAlert,
];

export const channelNamed = (name: string): Channel<any> | undefined => [...channels, ...laterChannels].find((channel) => channel.name === name);
