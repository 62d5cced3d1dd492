/** Where a line chart's parts go, in pixels, for a plot of the given size: pure, so it is tested alone. */

export interface ChartBox {
  width: number;
  height: number;
}

/** Room for the axis labels: counts on the left, bucket names below, centred under their point (half a name on each side). */
export const MARGIN = { top: 10, right: 28, bottom: 26, left: 36 } as const;
/** The least room one bucket name needs under the axis. */
const LABEL_ROOM = 52;

export interface LineGeometry {
  /** The y axis's ticks, whole counts from 0 up to the top of the scale. */
  ticks: Array<{ value: number; y: number }>;
  /** Each point's position. */
  points: Array<{ x: number; y: number }>;
  /** Which points have their name written under the axis (every one when there is room, else every k-th). */
  labelled: boolean[];
  /** The line through the points, as an SVG path. */
  path: string;
}

/**
 * Whole-number ticks from 0 to a round top at or above `max`: at most five intervals of 1, 2, 5, 10,
 * 20, 50 … (registrations are counted, never fractions), and at least 0 to 4.
 */
export function countTicks(max: number): number[] {
  const top = Math.max(0, Math.ceil(max));
  let step = 1;
  for (let base = 1; step * 5 < top; base *= 10) {
    step = [1, 2, 5].map((m) => m * base).find((s) => s * 5 >= top) ?? base * 10;
  }
  // Small counts keep four steps of one, so a week of two sign-ups does not fill the chart's height.
  const intervals = step === 1 ? Math.max(4, top) : Math.ceil(top / step);
  return Array.from({ length: intervals + 1 }, (_, i) => i * step);
}

/** Lays out `counts` (oldest first) in `box`. */
export function lineGeometry(counts: number[], box: ChartBox): LineGeometry {
  const plotWidth = Math.max(0, box.width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(0, box.height - MARGIN.top - MARGIN.bottom);
  const tickValues = countTicks(Math.max(0, ...counts));
  const top = tickValues[tickValues.length - 1] ?? 1;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const n = counts.length;
  const x = (i: number) => MARGIN.left + (n <= 1 ? plotWidth / 2 : (i * plotWidth) / (n - 1));
  const points = counts.map((count, i) => ({ x: x(i), y: y(count) }));
  const room = n <= 1 ? plotWidth : plotWidth / (n - 1);
  const stride = Math.max(1, Math.ceil(LABEL_ROOM / Math.max(room, 1)));
  return {
    ticks: tickValues.map((value) => ({ value, y: y(value) })),
    points,
    labelled: counts.map((_, i) => i % stride === 0),
    path: points.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)},${round(p.y)}`).join(' '),
  };
}

const round = (v: number) => Math.round(v * 10) / 10;
