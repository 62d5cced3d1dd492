/** One figure as one JSON line on stdout: `{"bench":"money","metric":"req_per_s","value":123}`. */
export function emit(
  bench: string,
  metric: string,
  value: number | string | boolean,
  extra: Record<string, unknown> = {},
): void {
  const rounded = typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 100) / 100 : value;
  console.log(JSON.stringify({ bench, metric, value: rounded, ...extra }));
}

/** Seconds since `start` (a `performance.now()` reading). */
export const secondsSince = (start: number): number => (performance.now() - start) / 1000;
