// What test/worker/stand-ins.global.ts hands the tests (`inject("standIns")`).
export {};

declare module "vitest" {
  export interface ProvidedContext {
    /** The local stand-ins: the vars that point the Worker at them, and their addresses. */
    standIns: { vars: Record<string, string>; urls: Record<"twilio" | "clioGrow" | "webhooks", string> };
  }
}
