import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { lineGeometry, MARGIN } from './line-chart-geometry';
import { formatCount } from '../../../shared/money';

const HEIGHT = 260;

export interface LinePoint {
  /** The bucket's name under the axis ("Mon", "14:00", "3 Nov"). */
  when: string;
  count: number;
}

/**
 * The registration chart's line, drawn as SVG by us (decision 051): counts on the left, bucket
 * names below (every k-th when they would crowd), dots while there are at most twelve points, and
 * each point's count in its tooltip ("Mon, Registrations: 2"). A charting library did this before,
 * at 97 KB compressed, for one line.
 */
export function RegistrationLine({ points, label, title }: { points: LinePoint[]; label: string; title: string }) {
  const { ref, width } = useElementSize();
  const g = lineGeometry(
    points.map((p) => p.count),
    { width, height: HEIGHT },
  );
  const text = { fontSize: 12, fill: 'var(--mantine-color-dimmed)' } as const;
  return (
    <Box ref={ref} h={HEIGHT}>
      {width > 0 && (
        <svg width={width} height={HEIGHT} role="img" aria-label={title}>
          {g.ticks.map((t) => (
            <g key={t.value}>
              <line
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={t.y}
                y2={t.y}
                stroke="var(--mantine-color-default-border)"
                strokeDasharray="5 5"
              />
              <text x={MARGIN.left - 8} y={t.y} textAnchor="end" dominantBaseline="middle" {...text}>
                {formatCount(t.value)}
              </text>
            </g>
          ))}
          {points.map(
            (p, i) =>
              g.labelled[i] && (
                <text key={`${p.when}-${i}`} x={g.points[i]?.x} y={HEIGHT - 8} textAnchor="middle" {...text}>
                  {p.when}
                </text>
              ),
          )}
          <path d={g.path} fill="none" stroke="var(--mantine-color-pamoja-7)" strokeWidth={2} strokeLinejoin="round" />
          {g.points.map((at, i) => (
            <circle
              key={i}
              cx={at.x}
              cy={at.y}
              r={points.length <= 12 ? 3 : 6}
              fill={points.length <= 12 ? 'var(--mantine-color-pamoja-7)' : 'transparent'}
            >
              <title>{`${points[i]?.when ?? ''}, ${label}: ${formatCount(points[i]?.count ?? 0)}`}</title>
            </circle>
          ))}
        </svg>
      )}
    </Box>
  );
}
