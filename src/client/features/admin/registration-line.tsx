import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';

/**
 * The registration chart's line, with the charting library (recharts, most of the dashboard's
 * JavaScript): its own chunk, loaded beside the dashboard's figures instead of before them
 * (docs/decisions/045-signed-in-first-load.md).
 */
export default function RegistrationLine({
  data,
  label,
  title,
}: {
  data: Array<Record<string, string | number>>;
  label: string;
  title: string;
}) {
  return (
    <LineChart
      h={260}
      data={data}
      dataKey="when"
      series={[{ name: label, color: 'pamoja.7' }]}
      curveType="monotone"
      withDots={data.length <= 12}
      yAxisProps={{ allowDecimals: false, width: 32 }}
      role="img"
      aria-label={title}
    />
  );
}
