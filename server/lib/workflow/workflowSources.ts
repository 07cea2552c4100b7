/**
 * Every kind of workflow record, registered by its area as it registers its routes: the
 * lifecycle the workflow map draws it under (issue 45), its workflow entity (table, status
 * family) and, when the record has a review history call, who may read it (the timeline
 * source). Areas never import each other; the map and the history call meet them here.
 */
import type { FastifyInstance } from 'fastify';
import type { LifecycleName } from '@machines/workflowMap/lifecycles';
import type { StatusCounts } from '../derivedCounts';
import type { WorkflowEntity, WorkflowTable } from './entity';
import type { RecordScopes } from './recordScopes';
import { addTimelineSource, type TimelineSource } from './timelineSources';

export interface WorkflowSource {
  readonly lifecycle: LifecycleName;
  readonly workflow: WorkflowEntity<WorkflowTable>;
  /** Who may read one record's review history (`audit/query-audit-info`), when anyone may. */
  readonly timeline?: Omit<TimelineSource, 'entity'>;
  /** The map's filters this kind of record answers (the lifecycle's `byBusinessLine`, …). */
  readonly scopes?: RecordScopes;
  /**
   * The records per status the database keeps by trigger (derived.*_status_counts), when it
   * keeps them for every record of the table: the unfiltered map reads these, not the table.
   */
  readonly statusCounts?: StatusCounts;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The kinds of workflow record, by the lifecycle the map draws them under. */
    readonly workflowSources: Map<LifecycleName, WorkflowSource>;
  }
}

export function installWorkflowSources(app: FastifyInstance): void {
  app.decorate('workflowSources', new Map<LifecycleName, WorkflowSource>());
}

export function addWorkflowSource(app: FastifyInstance, source: WorkflowSource): void {
  if (app.workflowSources.has(source.lifecycle)) {
    throw new Error(`The lifecycle ${source.lifecycle} was registered twice`);
  }
  app.workflowSources.set(source.lifecycle, source);
  if (source.timeline) {
    addTimelineSource(app, { ...source.timeline, entity: source.workflow.name });
  }
}
