// Types of scripts/local-services.mjs for the TypeScript that starts it (the Worker tests).
export interface Receiver {
  name: string;
  url: string;
}
export interface StandIn {
  receiver: Receiver & { stop(): void };
  vars: Record<string, string>;
}
export type StandInName = "twilio" | "clioGrow" | "webhooks" | "access";
/** `workerUrl`: the site the Access stand-in's sign-in sends you back to (http://127.0.0.1:8787 when not given). */
export function startStandIns(options?: {
  workerUrl?: string;
}): Promise<{ vars: Record<string, string>; standIns: Record<StandInName, StandIn>; stop(): void }>;
export function startLocalServices(options: { workerUrl: string }): Promise<{ vars: Record<string, string>; stop(): void }>;
export const LIFTED_CAPS: string;
