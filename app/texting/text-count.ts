/** A staff text's length as the reply box shows it while they type, and as the server checks it. */
import { MAX_SEGMENTS, smsLength, smsSegments } from "~/deliveries/sms-segments";

/** "120 characters · 1 segment (max 2)"; an emoji or a letter outside GSM-7 makes segments shorter (70, not 160). */
export function segmentCount(text: string): { words: string; segments: number; over: boolean } {
  const segments = text === "" ? 0 : smsSegments(text);
  const characters = Array.from(text).length;
  const special = text !== "" && smsLength(text).ucs2;
  const words = `${characters} character${characters === 1 ? "" : "s"} · ${segments} segment${segments === 1 ? "" : "s"} (max ${MAX_SEGMENTS})${special ? " · special characters: 70 a segment" : ""}`;
  return { words, segments, over: segments > MAX_SEGMENTS };
}
