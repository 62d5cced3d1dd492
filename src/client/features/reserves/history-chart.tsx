import { Box, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import type { ReservesResponse } from '../../../shared/schemas/reserves';
import { formatDate } from '../../lib/format';

const W = 320;
const H = 120;
const PAD = 8;

/** The points of the ratio line (per cent over time, oldest left) in a W×H box, and where 100 % lies. */
export function ratioPoints(ratios: Array<number | null>): { points: string; full: number; low: number; high: number } {
  const known = ratios.filter((r): r is number => r !== null);
  const low = Math.min(...known, 100);
  const high = Math.max(...known, 100);
  const lo = Math.min(low, 90);
  const hi = Math.max(high, 110);
  const y = (r: number) => PAD + ((hi - r) / (hi - lo)) * (H - 2 * PAD);
  const step = ratios.length > 1 ? (W - 2 * PAD) / (ratios.length - 1) : 0;
  const points = ratios
    .map((r, i) => (r === null ? null : `${(PAD + i * step).toFixed(1)},${y(r).toFixed(1)}`))
    .filter((p): p is string => p !== null)
    .join(' ');
  return { points, full: y(100), low, high };
}

/** The history as a small line chart (inline SVG): assets as a share of what is owed, with the 100 % line. */
export function HistoryChart({ history }: { history: ReservesResponse['history'] }) {
  const { t, i18n } = useTranslation('reserves');
  const first = history[0];
  const last = history[history.length - 1];
  if (!first || !last) return null;
  const { points, full, low, high } = ratioPoints(history.map((h) => h.ratio));
  const label = t('historyLabel', {
    from: formatDate(first.at, i18n.language),
    to: formatDate(last.at, i18n.language),
    low: low.toFixed(2),
    high: high.toFixed(2),
  });
  return (
    <Box>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        aria-hidden="true"
        focusable="false"
        style={{ maxWidth: 480, display: 'block' }}
      >
        <line
          x1={PAD}
          x2={W - PAD}
          y1={full}
          y2={full}
          stroke="currentColor"
          strokeDasharray="4 4"
          strokeWidth={1}
          opacity={0.6}
        />
        <text x={W - PAD} y={full - 4} textAnchor="end" fontSize={10} fill="currentColor">
          {t('fullLine')}
        </text>
        {points.includes(' ') ? (
          <polyline points={points} fill="none" stroke="var(--mantine-primary-color-filled)" strokeWidth={2.5} />
        ) : (
          points && (
            <circle
              cx={points.split(',')[0]}
              cy={points.split(',')[1]}
              r={4}
              fill="var(--mantine-primary-color-filled)"
            />
          )
        )}
      </svg>
      <Text size="sm" c="dimmed" mt={4}>
        {label}
      </Text>
    </Box>
  );
}
