/** Types for own-cpu-tbt.mjs (the audit's scripts are plain JavaScript; its test is TypeScript). */
export function ownCpuBlockingTime(events: readonly object[]): number | null;
export function firstFrameTask(events: readonly object[]): { wallMs: number; cpuMs: number } | null;
