/**
 * Every delivery channel, in the order the staff email lists them. A new channel is one
 * module implementing `Channel` (channel.server.ts) and a line here and in labels.ts.
 */
import { acknowledgement } from "./acknowledgement.server";
import type { Channel } from "./channel.server";
import { clioGrow } from "./clio-grow.server";
import { sms } from "./sms.server";
import { staffEmail } from "./staff-email.server";
import { webhook } from "./webhook.server";

export const channels: readonly Channel<any>[] = [staffEmail, sms, acknowledgement, webhook, clioGrow];

export const channelNamed = (name: string): Channel<any> | undefined => channels.find((channel) => channel.name === name);
