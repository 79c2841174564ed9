/** A typed browser module bundled into one inline script at build time (scripts/inline-script-plugin.ts). */
declare module "*?inline-script" {
  /** The script's text, rendered inline as is. */
  const code: string;
  export default code;
  /** The CSP source that allows exactly this text: 'sha256-…'. */
  export const hash: string;
}
