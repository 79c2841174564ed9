// The figures of several Lighthouse runs of one page, and the median the bench uses too.
// Each budgeted figure is its own median: the median run by Performance score alone is an
// arbitrary one when the scores tie (they usually all read 100).

/** The median of numbers (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const METRICS = ["fcp", "lcp", "tbt", "cls", "si"];

/**
 * One summary of the runs: the run in the middle by Performance score gives the other
 * categories' scores, their failing audits and the LCP element; Performance and every
 * metric are the medians over all runs; each run's Performance and TBT are listed as they came.
 */
export function summarizeRuns(runs) {
  const ordered = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || a.lcp - b.lcp);
  const middle = ordered[Math.floor((ordered.length - 1) / 2)];
  return {
    ...middle,
    scores: { ...middle.scores, performance: median(runs.map((r) => r.scores.performance)) },
    ...Object.fromEntries(METRICS.map((m) => [m, median(runs.map((r) => r[m]))])),
    allPerformance: runs.map((r) => r.scores.performance),
    allTbt: runs.map((r) => r.tbt),
  };
}
