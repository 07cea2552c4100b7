/** The dashboard's to-do lists and charts, loaded once per visit of the home page. */
import { createActorContext } from '@xstate/react';
import type { BacklogQueue, DashboardCharts } from '@machines/contracts';
import { detailLoaderOf } from '../../components/detailLoader';
import * as backlogApi from '../../lib/api/backlog';

/** Declared for stories; `appBacklogLoader` binds it to the four list calls. */
export const backlogLoader = detailLoaderOf<readonly BacklogQueue[]>(() =>
  Promise.reject(new Error('backlogLoader: provide a bound loader')),
);
export const appBacklogLoader = detailLoaderOf(() => backlogApi.fetchBacklog());
export const BacklogContext = createActorContext(backlogLoader);

/** Declared for stories; `appChartsLoader` binds it to the charts call. */
export const chartsLoader = detailLoaderOf<DashboardCharts>(() =>
  Promise.reject(new Error('chartsLoader: provide a bound loader')),
);
export const appChartsLoader = detailLoaderOf(() => backlogApi.fetchCharts());
export const ChartsContext = createActorContext(chartsLoader);
