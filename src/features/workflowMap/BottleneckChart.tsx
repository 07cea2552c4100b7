import { useTranslation } from 'react-i18next';
import { BarChart } from '@mui/x-charts/BarChart';
import type { Bottleneck } from '@machines/workflowMap/bottlenecks';
import type { StatusFamilyName } from '@machines/workflows';
import { useStatusColor, useStatusLabel } from '../../components/StatusChip';

/*
 * The bottleneck chart, drawn by MUI X Charts: a module of its own, loaded with the map's
 * figures (x-charts and d3 are large, and the map draws without them).
 */

const DAY = 86_400;

/** One bar per status, longest first: records waiting × the median stay, in record-days. */
export default function BottleneckChart({
  family,
  bottlenecks,
  height,
}: {
  readonly family: StatusFamilyName;
  readonly bottlenecks: readonly Bottleneck[];
  readonly height: number;
}) {
  const { t } = useTranslation();
  const labelOf = useStatusLabel(family);
  const colorOf = useStatusColor(family);
  const recordDays = (weight: number) => Math.round((weight / DAY) * 10) / 10;
  return (
    <BarChart
      skipAnimation
      height={height}
      layout="horizontal"
      yAxis={[
        {
          scaleType: 'band',
          data: bottlenecks.map((item) => labelOf(item.code)),
          colorMap: {
            type: 'ordinal',
            values: bottlenecks.map((item) => labelOf(item.code)),
            colors: bottlenecks.map((item) => colorOf(item.code)),
          },
          width: 90,
        },
      ]}
      series={[
        {
          data: bottlenecks.map((item) => recordDays(item.weight)),
          label: t('workflowMap.bottleneck.weight'),
        },
      ]}
      hideLegend
    />
  );
}
