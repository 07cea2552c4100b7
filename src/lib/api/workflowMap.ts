/**
 * The workflow map's calls (issue 45, our own): one lifecycle's figures, their records, and
 * the institutions it can be narrowed to.
 */
import type { ListPage } from '@machines/app/list';
import type { ListQuery } from '@machines/app/listQuery';
import type { WorkflowMapFigures } from '@machines/contracts';
import type { LifecycleName } from '@machines/workflowMap/lifecycles';
import { api } from './http';

/**
 * One lifecycle over a period of days, both included; narrowed to a business line or an
 * institution (a company id) where the lifecycle offers it.
 */
export interface MapPeriod {
  readonly lifecycle: LifecycleName;
  readonly from: string;
  readonly to: string;
  readonly businessLine?: number;
  readonly institution?: number;
}

/** A state's records now (`status`), or the records that took a transition in the period. */
export type MapRecordsOf =
  | { readonly status: number }
  | { readonly fromCode: number; readonly toCode: number; readonly event: string };

/** `GET /api/workflow-map`. */
export function fetchWorkflowMap(period: MapPeriod): Promise<WorkflowMapFigures> {
  return api.get<WorkflowMapFigures>('workflow-map', { searchParams: { ...period }, quiet: true });
}

/** `GET /api/workflow-map/records`, a page of them. */
export function fetchMapRecords(
  period: MapPeriod,
  recordsOf: MapRecordsOf,
  { pageIndex, pageSize }: ListQuery,
): Promise<ListPage> {
  const searchParams: Record<string, string | number> = {
    ...period,
    ...recordsOf,
    pageIndex,
    pageSize,
  };
  return api.get<ListPage>('workflow-map/records', { searchParams, quiet: true });
}

/** `GET /api/workflow-map/institutions`: the lifecycle's institutions whose name holds `keyword`. */
export function searchMapInstitutions(
  lifecycle: LifecycleName,
  { pageIndex, pageSize, filters }: ListQuery,
): Promise<ListPage> {
  const searchParams: Record<string, string | number> = { lifecycle, pageIndex, pageSize };
  if (filters.keyword) searchParams.keyword = filters.keyword;
  return api.get<ListPage>('workflow-map/institutions', { searchParams, quiet: true });
}
