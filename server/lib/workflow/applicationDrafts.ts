/**
 * Writing a company application's content (real-name, membership, institutions, credit,
 * projects): creating a draft — while the company has no other open application of its
 * kind, where it may hold only one —, or changing one
 * of its own while the status is editable (draft, returned, withdrawn). Every write names
 * the version the applicant saw and raises it. The schema's partial unique index backs the
 * one open application per company.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { Actor } from '../access';
import { uniqueConstraintOf } from '../dbErrors';
import { AppError, HttpStatus } from '../errors';
import type { Saved } from './applicantSteps';
import type { WorkflowEntity, WorkflowTable } from './entity';
import { requiredVersion, staleVersion } from './refusals';
import { familyOf } from './transition';

export type CompanyApplicationTable = WorkflowTable & {
  readonly corporateId: PgColumn;
  readonly applicantAccountId: PgColumn;
};

export interface ApplicationDraftsOptions<TTable extends CompanyApplicationTable> {
  readonly entity: WorkflowEntity<TTable>;
  /**
   * The 409 while another application of the company (of its kind) is open, its id in
   * `data.openId`; null where a company may hold any number open (project declarations).
   */
  readonly openExistsKey: string | null;
  /** The company's own application (404 for anyone else's). */
  readonly ownRecord: (
    tx: Database,
    actor: Actor,
    id: number,
  ) => Promise<{ readonly status: number; readonly version: number }>;
  /**
   * Where a company may hold one open application of each kind (training and review
   * institutions): the condition naming the kind, and the columns a new draft carries.
   */
  readonly kind?: { readonly condition: SQL; readonly values: Readonly<Record<string, unknown>> };
}

/** The statuses of an application still being written or awaiting review. */
export function openStatusesOf(entity: WorkflowEntity<WorkflowTable>): number[] {
  const family = familyOf(entity.family);
  return family.statuses
    .map(({ meta }) => meta.code)
    .filter((code) => {
      const snapshot = family.snapshotOf(code);
      return snapshot.hasTag('editable') || snapshot.hasTag('awaitingReview');
    });
}

export function applicationDrafts<TTable extends CompanyApplicationTable>({
  entity,
  openExistsKey,
  ownRecord,
  kind,
}: ApplicationDraftsOptions<TTable>) {
  const { table } = entity;
  const family = familyOf(entity.family);
  const draft = family.codeOf('draft');
  const openStatuses = openStatusesOf(entity);
  const openExists = (openId: number | null) =>
    new AppError(HttpStatus.conflict, openExistsKey ?? 'error.conflict', {
      ...(openId === null ? {} : { data: { openId } }),
    });
  const returning = { id: table.id, version: table.version };

  /** 409 while the company holds an open application (of the kind) already. */
  async function refuseSecondOpen(tx: Database, corporateId: number): Promise<void> {
    const [open] = await tx
      .select({ id: table.id })
      .from(table as WorkflowTable)
      .where(
        and(
          eq(table.corporateId, corporateId),
          inArray(table.status, openStatuses),
          kind?.condition,
        ),
      )
      .limit(1);
    if (open) throw openExists(Number(open.id));
  }

  async function create(tx: Database, actor: Actor, changes: object, now: Date): Promise<Saved> {
    const corporateId = actor.corporateId;
    if (corporateId === null) throw new AppError(HttpStatus.forbidden, 'error.forbidden');
    if (openExistsKey !== null) await refuseSecondOpen(tx, corporateId);
    try {
      const [created] = (await tx
        .insert(table)
        // The columns every company application has; the area's own come in `changes`.
        .values({
          ...changes,
          ...kind?.values,
          corporateId,
          applicantAccountId: actor.accountId,
          status: draft,
          version: 0,
          createdAt: now,
          updatedAt: now,
        } as never)
        .returning(returning)) as Saved[];
      if (!created) throw new Error('The application was not written');
      return created;
    } catch (error) {
      // Two first saves at once: the partial unique index lets one through.
      // Each kind's `<table>_one_open_…` index (schema.ts): another open one was raced in.
      if (uniqueConstraintOf(error)?.includes('_one_open_')) throw openExists(null);
      throw error;
    }
  }

  async function update(
    tx: Database,
    actor: Actor,
    id: number,
    version: number,
    changes: object,
    now: Date,
  ): Promise<Saved> {
    const stored = await ownRecord(tx, actor, id);
    if (stored.version !== version) throw staleVersion();
    if (!family.snapshotOf(stored.status).hasTag('editable')) {
      const status = { key: family.metaOf(stored.status).label };
      throw new AppError(HttpStatus.conflict, 'error.notEditable', { params: { status } });
    }
    const [updated] = (await tx
      .update(table)
      .set({ ...changes, version: version + 1, updatedAt: now } as never)
      .where(and(eq(table.id, id), eq(table.version, version)))
      .returning(returning)) as Saved[];
    if (!updated) throw staleVersion();
    return updated;
  }

  return {
    openStatuses,
    /** A new draft (no id), or the changes to the application the target names. */
    writeDraft(
      tx: Database,
      actor: Actor,
      target: { readonly id?: number | null; readonly version?: number | null },
      changes: object,
      now: Date,
    ): Promise<Saved> {
      if (target.id === undefined || target.id === null) return create(tx, actor, changes, now);
      return update(tx, actor, target.id, requiredVersion(target.version), changes, now);
    },
  };
}
