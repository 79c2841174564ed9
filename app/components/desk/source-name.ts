import { type Channel, sourceLabel } from "~/attribution/channel";

/** A request's source in words (sourceLabel); one stored before attribution counts as direct. */
export const sourceName = (channel: string | null) => sourceLabel[(channel ?? "direct") as Channel] ?? channel;
