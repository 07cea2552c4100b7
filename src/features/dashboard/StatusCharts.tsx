import { useTranslation } from 'react-i18next';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { MonthStatusCounts, StatusCount } from '@machines/contracts';
import type { StatusFamilyName } from '@machines/workflows';
import { useStatusColor, useStatusLabel } from '../../components/StatusChip';

/*
 * The home page's charts, drawn by MUI X Charts. A module of their own, loaded when the first
 * figure nears the viewport (ChartsPanel): x-charts and d3 are most of the home page's script,
 * and the greeting, links and to-do cards need none of it to draw.
 */

/** A month's label in the interface language: 2025年3月, Mar 2025. */
function useMonthLabel(): (month: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    year: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return (month) => format.format(new Date(`${month}-01T00:00:00Z`));
}

/** Applications per month, one stacked bar per month, one band per status. */
export function MonthlyChart({ months }: { readonly months: readonly MonthStatusCounts[] }) {
  const colorOf = useStatusColor('application');
  const labelOf = useStatusLabel('application');
  const monthLabel = useMonthLabel();
  const codes = [...new Set(months.flatMap((month) => month.counts.map(({ code }) => code)))].sort(
    (a, b) => a - b,
  );
  return (
    <BarChart
      skipAnimation
      xAxis={[{ scaleType: 'band', data: months.map((month) => monthLabel(month.month)) }]}
      yAxis={[{ tickMinStep: 1 }]}
      series={codes.map((code) => ({
        id: String(code),
        label: labelOf(code),
        color: colorOf(code),
        stack: 'total',
        data: months.map((month) => month.counts.find((entry) => entry.code === code)?.count ?? 0),
      }))}
    />
  );
}

/** How many records are in each status, as a ring. */
export function StatusPie({
  family,
  counts,
}: {
  readonly family: StatusFamilyName;
  readonly counts: readonly StatusCount[];
}) {
  const colorOf = useStatusColor(family);
  const labelOf = useStatusLabel(family);
  return (
    <PieChart
      skipAnimation
      series={[
        {
          innerRadius: 48,
          paddingAngle: 1,
          data: counts.map(({ code, count }) => ({
            id: code,
            value: count,
            label: labelOf(code),
            color: colorOf(code),
          })),
        },
      ]}
    />
  );
}
