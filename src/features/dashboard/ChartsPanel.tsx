import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  BACKLOG_QUEUES,
  type BacklogQueueKey,
  type DashboardChartsShape,
} from '@machines/access/backlog';
import type { DashboardCharts, StatusCount } from '@machines/contracts';
import { useNearViewport } from '../../components/nearViewport';
import { ChartsContext } from './backlogActors';
import { DashboardSection } from './DashboardSection';

/**
 * A chart's height with its legend: each chart is drawn at the size its legend leaves of
 * it (StatusCharts), so a figure is as tall loading, empty or drawn.
 */
const CHART_HEIGHT = 280;

const MonthlyChart = lazy(() =>
  import('./StatusCharts').then((charts) => ({ default: charts.MonthlyChart })),
);
const StatusPie = lazy(() =>
  import('./StatusCharts').then((charts) => ({ default: charts.StatusPie })),
);

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
 * `children` (still loading) a shape of the chart's size. A chart is drawn once its figure
 * nears the viewport, the shape holding its place until then and while its module loads: on
 * a phone the charts stand below the fold, and drawing them is the page's longest task.
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
  const [observe, near] = useNearViewport<HTMLElement>();
  // aria-busy: a figure not drawn yet is on its way, for a screen reader as for the eye.
  const shape = <Skeleton variant="rounded" height={CHART_HEIGHT} aria-busy="true" />;
  return (
    <Box
      ref={observe}
      component="figure"
      aria-labelledby={id}
      // Marks a figure still waiting to be scrolled near: a test that reads a whole page brings it in.
      data-awaits-viewport={near ? undefined : ''}
      sx={{ m: 0, minWidth: 0, ...(wide ? { gridColumn: { md: 'span 2' } } : {}) }}
    >
      <Typography id={id} component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ height: CHART_HEIGHT }}>
        {children === undefined ? (
          shape
        ) : empty ? (
          <Typography color="text.secondary" sx={{ py: 4 }}>
            {t('charts.empty')}
          </Typography>
        ) : near ? (
          <Suspense fallback={shape}>{children}</Suspense>
        ) : (
          shape
        )}
      </Box>
    </Box>
  );
}
