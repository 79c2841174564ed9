/** What a send binding (EMAIL, ACK_EMAIL) is given: every header value on one line (decision 0065), whatever
 * reached it: a name typed on the desk in a subject or a display name, an address, an attachment's file name. */
import { cleanLine } from "./clean-text";

type Address = string | EmailAddress;
type Addresses = Address | Address[];

const address = (value: Address): Address => (typeof value === "string" ? cleanLine(value) : { name: cleanLine(value.name), email: cleanLine(value.email) });
const addresses = (value: Addresses): Addresses => (Array.isArray(value) ? value.map(address) : address(value));

const oneLineFile = (file: EmailAttachment): EmailAttachment =>
  file.disposition === "inline"
    ? { ...file, filename: cleanLine(file.filename), type: cleanLine(file.type), contentId: cleanLine(file.contentId) }
    : { ...file, filename: cleanLine(file.filename), type: cleanLine(file.type) };

export function oneLineHeaders<Message extends EmailMessageBuilder>(message: Message): Message {
  const { to, cc, bcc, replyTo, headers, attachments } = message;
  return {
    ...message,
    from: address(message.from),
    subject: cleanLine(message.subject),
    ...(to !== undefined && { to: addresses(to) }),
    ...(cc !== undefined && { cc: addresses(cc) }),
    ...(bcc !== undefined && { bcc: addresses(bcc) }),
    ...(replyTo !== undefined && { replyTo: address(replyTo) }),
    ...(headers && { headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [cleanLine(name), cleanLine(value)])) }),
    ...(attachments && { attachments: attachments.map(oneLineFile) }),
  };
}
