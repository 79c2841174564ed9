/** Types for median-run.mjs (the audit's scripts are plain JavaScript; its test is TypeScript). */
export function median(values: readonly number[]): number;
export function summarizeRuns<R extends { scores: { performance: number }; tbt: number; lcp: number }>(
  runs: readonly R[],
): R & { allPerformance: number[]; allTbt: number[] };
