/**
 * Where `audit/query-audit-info` finds who may read a record's review history. Each area
 * with a lifecycle adds its own record kind here as it registers its routes: the same
 * reach check and permission its detail call uses, so the history of a record is open to
 * exactly those who may open the record (areas never import each other; they meet here).
 */
import type { FastifyInstance } from 'fastify';
import type { Permission } from '@machines/access';
import type { Actor, EntityKind } from '../access';

export interface TimelineSource {
  /** The record kind as the API names it (`config.references`), e.g. `projectApplication`. */
  readonly kind: EntityKind;
  /** Stored in `workflow_events.entity`: the workflow entity's name. */
  readonly entity: string;
  /** The permission of the record's detail call. */
  readonly permission: Permission;
  /** Throws the area's 404 when the actor may not read the record, as its detail call does. */
  readonly assertInReach: (actor: Actor, id: number) => Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The record kinds with a review history, by kind. */
    readonly timelineSources: Map<EntityKind, TimelineSource>;
  }
}

export function installTimelineSources(app: FastifyInstance): void {
  app.decorate('timelineSources', new Map<EntityKind, TimelineSource>());
}

export function addTimelineSource(app: FastifyInstance, source: TimelineSource): void {
  if (app.timelineSources.has(source.kind)) {
    throw new Error(`A timeline source for ${source.kind} was added twice`);
  }
  app.timelineSources.set(source.kind, source);
}
