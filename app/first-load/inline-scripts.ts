/** The site's inline scripts: their texts for the page and their CSP hashes for the Worker, from one build. */
import firstTouch, { hash as firstTouchHash } from "~/attribution/first-touch-script.ts?inline-script";
import boot, { hash as bootHash } from "./boot.ts?inline-script";

export const inlineScripts = { firstTouch, boot } as const;

export const SCRIPT_HASHES = [firstTouchHash, bootHash] as const;

export interface DocumentScripts {
  headScript?: string;
  endScript?: string;
}
