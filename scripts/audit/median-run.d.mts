/** Types for median-run.mjs (the audit's scripts are plain JavaScript; its test is TypeScript). */
export function median(values: readonly number[]): number;
type FirstFrame = { wallMs: number; cpuMs: number } | null;
export function summarizeRuns<
  R extends { scores: { performance: number }; tbt: number; ownTbt: number | null; firstFrame?: FirstFrame },
>(runs: readonly R[]): R & { allPerformance: number[]; allTbt: number[]; allOwnTbt: (number | null)[]; allFirstFrame: FirstFrame[] };
