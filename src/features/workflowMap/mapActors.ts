/** The workflow map's figures loader: one lifecycle over one period, loaded per visit of them. */
import { createActorContext } from '@xstate/react';
import type { WorkflowMapFigures } from '@machines/contracts';
import { detailLoaderOf } from '../../components/detailLoader';
import { fetchWorkflowMap, type MapPeriod } from '../../lib/api/workflowMap';

/** Declared for stories; the route binds `appMapFiguresLoader` to the period it shows. */
export const mapFiguresLoader = detailLoaderOf<WorkflowMapFigures>(() =>
  Promise.reject(new Error('mapFiguresLoader: provide a bound loader')),
);
export const appMapFiguresLoader = (period: MapPeriod) =>
  detailLoaderOf(() => fetchWorkflowMap(period));
export const MapFiguresContext = createActorContext(mapFiguresLoader);
