// What test/worker/stand-ins.global.ts hands the tests (`inject("standIns")`).
export {};

declare module "vitest" {
  export interface ProvidedContext {
    /** The local stand-ins: the vars that point the Worker at them, the receivers' addresses,
     * and the Access stand-in's (its `POST /token` signs a staff token). */
    standIns: { vars: Record<string, string>; urls: Record<"twilio" | "clioGrow" | "webhooks", string>; access: string };
  }
}
