import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { MonthStatusCounts, StatusCount } from '@machines/contracts';
import type { StatusFamilyName } from '@machines/workflows';
import { useElementSize, type ElementSize } from '../../components/elementSize';
import { useStatusColor, useStatusLabel } from '../../components/StatusChip';

/*
 * The home page's charts, drawn by MUI X Charts. A module of their own, loaded when the first
 * figure nears the viewport (ChartsPanel): x-charts and d3 are most of the home page's script,
 * and the greeting, links and to-do cards need none of it to draw.
 *
 * Each chart is given its size, measured from the space its figure leaves beside its legend:
 * a chart left to measure itself draws once at no size and again, at once and in one task, at
 * its own (the home page's longest task, docs/performance.md); given the size, it draws once, in
 * slices. So the legend is the figure's own, in the same colours and labels.
 */

interface LegendItem {
  readonly id: string;
  readonly label: string;
  readonly color: string;
}

const MARK_SIZE = 12;

function ChartLegend({
  items,
  column,
}: {
  readonly items: readonly LegendItem[];
  readonly column: boolean;
}) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexDirection: column ? 'column' : 'row',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: column ? 0.5 : 2,
        listStyle: 'none',
        m: 0,
        p: 0,
      }}
    >
      {items.map(({ id, label, color }) => (
        <Box component="li" key={id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            aria-hidden
            sx={{
              width: MARK_SIZE,
              height: MARK_SIZE,
              borderRadius: 0.5,
              bgcolor: color,
              flexShrink: 0,
            }}
          />
          <Typography variant="body2" component="span">
            {label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A chart beside its legend, filling its figure: the legend above (`top`) or at the end
 * (`end`), the chart drawn at the size left over once that is known.
 */
function ChartWithLegend({
  legend,
  legendAt,
  children,
}: {
  readonly legend: readonly LegendItem[];
  readonly legendAt: 'top' | 'end';
  readonly children: (size: ElementSize) => ReactNode;
}) {
  const [measure, size] = useElementSize<HTMLDivElement>();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: legendAt === 'top' ? 'column' : 'row-reverse',
        alignItems: legendAt === 'top' ? 'stretch' : 'center',
        gap: 1,
        height: '100%',
      }}
    >
      <ChartLegend items={legend} column={legendAt === 'end'} />
      <Box ref={measure} sx={{ flex: 1, minWidth: 0, minHeight: 0, alignSelf: 'stretch' }}>
        {size && size.width > 0 && size.height > 0 ? (
          children(size)
        ) : (
          <Skeleton variant="rounded" height="100%" aria-busy="true" />
        )}
      </Box>
    </Box>
  );
}

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
  const legend = codes.map((code) => ({
    id: String(code),
    label: labelOf(code),
    color: colorOf(code),
  }));
  return (
    <ChartWithLegend legend={legend} legendAt="top">
      {({ width, height }) => (
        <BarChart
          skipAnimation
          hideLegend
          width={width}
          height={height}
          xAxis={[{ scaleType: 'band', data: months.map((month) => monthLabel(month.month)) }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={legend.map(({ id, label, color }, index) => ({
            id,
            label,
            color,
            stack: 'total',
            data: months.map(
              (month) => month.counts.find((entry) => entry.code === codes[index])?.count ?? 0,
            ),
          }))}
        />
      )}
    </ChartWithLegend>
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
  const legend = counts.map(({ code }) => ({
    id: String(code),
    label: labelOf(code),
    color: colorOf(code),
  }));
  return (
    <ChartWithLegend legend={legend} legendAt="end">
      {({ width, height }) => (
        <PieChart
          skipAnimation
          hideLegend
          width={width}
          height={height}
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
      )}
    </ChartWithLegend>
  );
}
