import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WorkflowMapFigures } from '@machines/contracts';
import { bottlenecksOf, loopsOf } from '@machines/workflowMap/bottlenecks';
import { LIFECYCLES } from '@machines/workflowMap/lifecycles';
import { useStatusLabel } from '../../components/StatusChip';
import { durationText } from './mapFigures';

const BottleneckChart = lazy(() => import('./BottleneckChart'));

/** A bar's height: the chart is as tall as its statuses need, so it never moves once drawn. */
const BAR_HEIGHT = 36;
const AXIS_HEIGHT = 60;

/**
 * Where records pile up in the period: the statuses by records waiting × median stay (a
 * chart, and the same figures as a table), and the out-and-back loops (returned, then
 * resubmitted): how often each way, how long the detour lasted.
 */
export function BottleneckPanel({ figures }: { readonly figures: WorkflowMapFigures }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { family } = LIFECYCLES[figures.lifecycle];
  const label = useStatusLabel(family);
  const bottlenecks = bottlenecksOf(figures);
  const loops = loopsOf(figures);
  if (bottlenecks.length === 0 && loops.length === 0) return null;
  const height = AXIS_HEIGHT + bottlenecks.length * BAR_HEIGHT;
  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby={titleId}>
      <Typography variant="h6" component="h2" id={titleId}>
        {t('workflowMap.bottleneck.title')}
      </Typography>
      <Stack spacing={2} sx={{ mt: 1 }}>
        {bottlenecks.length > 0 && (
          <figure style={{ margin: 0 }} aria-label={t('workflowMap.bottleneck.chart')}>
            <Suspense
              fallback={
                <Skeleton
                  variant="rounded"
                  height={height}
                  role="progressbar"
                  aria-busy="true"
                  aria-label={t('app.loading')}
                />
              }
            >
              <BottleneckChart family={family} bottlenecks={bottlenecks} height={height} />
            </Suspense>
            <Table size="small">
              <caption>{t('workflowMap.bottleneck.chart')}</caption>
              <TableHead>
                <TableRow>
                  <TableCell>{t('workflowMap.field.status')}</TableCell>
                  <TableCell align="right">{t('workflowMap.recordsNow')}</TableCell>
                  <TableCell align="right">{t('workflowMap.median')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {bottlenecks.map((item) => (
                  <TableRow key={item.code}>
                    <TableCell component="th" scope="row">
                      {label(item.code)}
                    </TableCell>
                    <TableCell align="right">{item.records}</TableCell>
                    <TableCell align="right">{durationText(item.medianSeconds, t)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </figure>
        )}
        {loops.length > 0 && (
          <Table size="small">
            <caption>{t('workflowMap.bottleneck.loops')}</caption>
            <TableHead>
              <TableRow>
                <TableCell>{t('workflowMap.bottleneck.loop')}</TableCell>
                <TableCell align="right">{t('workflowMap.bottleneck.out')}</TableCell>
                <TableCell align="right">{t('workflowMap.bottleneck.back')}</TableCell>
                <TableCell align="right">{t('workflowMap.bottleneck.detour')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {loops.map((loop) => (
                <TableRow
                  key={`${loop.fromCode}-${loop.viaCode}-${loop.outEvent}-${loop.backEvent}`}
                >
                  <TableCell component="th" scope="row">
                    {t('workflowMap.bottleneck.loopName', {
                      from: label(loop.fromCode),
                      out: t(`workflowEvent.${loop.outEvent}`),
                      via: label(loop.viaCode),
                      back: t(`workflowEvent.${loop.backEvent}`),
                    })}
                  </TableCell>
                  <TableCell align="right">{loop.outTimes}</TableCell>
                  <TableCell align="right">{loop.backTimes}</TableCell>
                  <TableCell align="right">
                    {loop.medianSeconds === null ? '—' : durationText(loop.medianSeconds, t)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
