/** A text's photo (MMS) through the Worker: staff see it without the page ever naming Twilio's address. */
import { fetchMedia, mediaOf, mediaRefusal } from "~/texting/media.server";
import { staffOf } from "~/lib/desk-post.server";
import { deskId, deskIndex } from "~/desk/paths";
import { log } from "~/lib/log";
import type { Route } from "./+types/text-media";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { env, db } = staffOf(context);
  const messageId = deskId(params.messageId);
  const position = deskIndex(params.position);
  const media = messageId !== null && position !== null ? await mediaOf(db, messageId, position) : undefined;
  if (!media) return mediaRefusal(404, "No such photo (it may have been erased)");
  try {
    const answer = await fetchMedia(env, media, AbortSignal.timeout(15_000));
    return answer.ok ? answer.response : mediaRefusal(answer.status, answer.message);
  } catch (error) {
    log("warn", "text_media_failed", { messageId, message: String(error) });
    return mediaRefusal(502, "Twilio did not answer for this photo: try again");
  }
}
