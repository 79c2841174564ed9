/** A call's voicemail or recording through the Worker: staff hear it without the page ever naming Twilio's address. */
import { fetchRecording, recordingRefusal } from "~/phone/recordings.server";
import { recordingById } from "~/phone/store.server";
import { staffOf } from "~/lib/desk-post.server";
import { deskId } from "~/desk/paths";
import { log } from "~/lib/log";
import type { Route } from "./+types/call-recording";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { env, db } = staffOf(context);
  const id = deskId(params.recordingId);
  const recording = id === null ? undefined : await recordingById(db, id);
  try {
    const answer = await fetchRecording(env, request, recording, AbortSignal.timeout(20_000));
    return answer.ok ? answer.response : recordingRefusal(answer.status, answer.message);
  } catch (error) {
    log("warn", "call_recording_failed", { recordingId: id, message: String(error) });
    return recordingRefusal(502, "Twilio did not answer for this recording: try again");
  }
}
