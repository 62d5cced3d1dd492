import { describe, expect, it } from 'vitest';
import { countTicks, lineGeometry, MARGIN } from './line-chart-geometry';

describe('countTicks', () => {
  it('counts in whole steps of 1, 2, 5, 10 … with at most five intervals, and at least 0 to 4', () => {
    expect(countTicks(0)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(2)).toEqual([0, 1, 2, 3, 4]);
    expect(countTicks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(23)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(countTicks(130)).toEqual([0, 50, 100, 150]);
    expect(countTicks(1_000_001)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
  });

  it('always reaches the largest count', () => {
    for (let max = 0; max <= 2_000; max += 7) {
      const ticks = countTicks(max);
      expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
      expect(ticks.length - 1).toBeLessThanOrEqual(5);
    }
  });
});

describe('lineGeometry', () => {
  const box = { width: 400, height: 260 };

  it('spreads the points across the plot, the largest count at or under the top tick', () => {
    const g = lineGeometry([0, 2, 1], box);
    expect(g.points.map((p) => p.x)).toEqual([MARGIN.left, (MARGIN.left + 400 - MARGIN.right) / 2, 400 - MARGIN.right]);
    expect(g.points[0]?.y).toBe(260 - MARGIN.bottom);
    expect(g.ticks.map((t) => t.value)).toEqual([0, 1, 2, 3, 4]);
    expect(g.ticks[4]?.y).toBe(MARGIN.top);
    expect(g.path.startsWith(`M${MARGIN.left},`)).toBe(true);
    expect(g.path.split('L')).toHaveLength(3);
  });

  it('names every point when there is room, and every k-th when there is not', () => {
    expect(lineGeometry([1, 2, 3, 4, 5, 6, 7], box).labelled.every(Boolean)).toBe(true);
    const month = lineGeometry(
      Array.from({ length: 30 }, () => 1),
      { width: 360, height: 260 },
    );
    const shown = month.labelled.filter(Boolean).length;
    expect(month.labelled[0]).toBe(true);
    expect(shown).toBeGreaterThan(1);
    expect(shown).toBeLessThanOrEqual(Math.floor((360 - MARGIN.left - MARGIN.right) / 52) + 1);
  });

  it('puts a lone point in the middle', () => {
    expect(lineGeometry([3], box).points[0]?.x).toBe(MARGIN.left + (400 - MARGIN.left - MARGIN.right) / 2);
  });
});
