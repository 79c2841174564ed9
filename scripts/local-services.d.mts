// Types of scripts/local-services.mjs for the TypeScript that starts it (the Worker tests).
export interface Receiver {
  name: string;
  url: string;
}
export interface StandIn {
  receiver: Receiver & { stop(): void };
  vars: Record<string, string>;
}
export function startStandIns(): Promise<{ vars: Record<string, string>; standIns: Record<"twilio" | "clioGrow" | "webhooks", StandIn>; stop(): void }>;
export function startLocalServices(options: { workerUrl: string }): Promise<{ vars: Record<string, string>; stop(): void }>;
