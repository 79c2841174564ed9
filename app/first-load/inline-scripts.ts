/** The site's inline scripts: their texts for the page and their CSP hashes for the Worker, from one build. */
import firstTouch, { hash as firstTouchHash } from "~/attribution/first-touch-script.ts?inline-script";
import boot, { hash as bootHash } from "./boot.ts?inline-script";

// Texts in the server's render only: a script React adds later never runs, and hydration keeps them.
export const inlineScripts = import.meta.env.SSR ? { firstTouch, boot } : { firstTouch: "", boot: "" };

export const SCRIPT_HASHES = [firstTouchHash, bootHash] as const;

export interface DocumentScripts {
  headScript?: string;
  endScript?: string;
}
