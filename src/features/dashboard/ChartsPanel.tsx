import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  BACKLOG_QUEUES,
  type BacklogQueueKey,
  type DashboardChartsShape,
} from '@machines/access/backlog';
import type { DashboardCharts, MonthStatusCounts, StatusCount } from '@machines/contracts';
import type { StatusFamilyName } from '@machines/workflows';
import { useStatusColor, useStatusLabel } from '../../components/StatusChip';
import { ChartsContext } from './backlogActors';
import { DashboardSection } from './DashboardSection';

/**
 * A chart's height with its legend: each chart fills it (the charts take their parent's
 * height when given none), so a figure is as tall loading, empty or drawn.
 */
const CHART_HEIGHT = 280;

const hasCharts = (charts: DashboardCharts) =>
  charts.months.length > 0 || charts.queues.length > 0 || charts.own !== null;

const total = (counts: readonly StatusCount[]) => counts.reduce((sum, { count }) => sum + count, 0);

/**
 * The active role's charts (ChartsContext): applications per month by status, and the
 * status mix of each queue it reviews or, for a company, of its own applications. Each
 * status in its machine's colour and label. Which charts there are is the role's (`shape`):
 * each stands at its final size while the counts load.
 */
export function ChartsPanel({
  shape,
  onReload,
}: {
  readonly shape: DashboardChartsShape;
  readonly onReload: () => void;
}) {
  const { t } = useTranslation();
  const queueTitle = (queue: BacklogQueueKey) =>
    t('charts.queue', { queue: t(`route.${BACKLOG_QUEUES[queue].page}`) });
  const result = ChartsContext.useSelector((s) => s.output);
  if (result?.ok && !hasCharts(result.detail)) return null;
  return (
    <DashboardSection
      id="dashboard-charts"
      title={t('charts.title')}
      failedTitle={t('charts.failed')}
      result={result}
      onReload={onReload}
      placeholder={
        <>
          {shape.months && (
            <ChartFigure
              id="chart-months"
              title={t(shape.own ? 'charts.ownMonths' : 'charts.months')}
              wide
            />
          )}
          {shape.own && <ChartFigure id="chart-own" title={t('charts.own')} />}
          {shape.queues.map((queue) => (
            <ChartFigure key={queue} id={`chart-${queue}`} title={queueTitle(queue)} />
          ))}
        </>
      }
    >
      {(charts) => (
        <>
          {charts.months.length > 0 && (
            <ChartFigure
              id="chart-months"
              title={t(charts.own ? 'charts.ownMonths' : 'charts.months')}
              wide
              empty={charts.months.every((month) => total(month.counts) === 0)}
            >
              <MonthlyChart months={charts.months} />
            </ChartFigure>
          )}
          {charts.own && (
            <ChartFigure id="chart-own" title={t('charts.own')} empty={total(charts.own) === 0}>
              <StatusPie family="application" counts={charts.own} />
            </ChartFigure>
          )}
          {charts.queues.map((queue) => (
            <ChartFigure
              key={queue.queue}
              id={`chart-${queue.queue}`}
              title={queueTitle(queue.queue)}
              empty={total(queue.counts) === 0}
            >
              <StatusPie family={queue.family} counts={queue.counts} />
            </ChartFigure>
          ))}
        </>
      )}
    </DashboardSection>
  );
}

/**
 * A chart with its title, or what it would show when there is nothing to count; without
 * `children` (still loading) a shape of the chart's size.
 */
function ChartFigure({
  id,
  title,
  wide = false,
  empty = false,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly wide?: boolean;
  readonly empty?: boolean;
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="figure"
      aria-labelledby={id}
      sx={{ m: 0, minWidth: 0, ...(wide ? { gridColumn: { md: 'span 2' } } : {}) }}
    >
      <Typography id={id} component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ height: CHART_HEIGHT }}>
        {children === undefined ? (
          <Skeleton variant="rounded" height={CHART_HEIGHT} />
        ) : empty ? (
          <Typography color="text.secondary" sx={{ py: 4 }}>
            {t('charts.empty')}
          </Typography>
        ) : (
          children
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
function MonthlyChart({ months }: { readonly months: readonly MonthStatusCounts[] }) {
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
function StatusPie({
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
