/**
 * Memberships as the platform lists and exports them (`query-corporatevip-page`,
 * `export-corporatevip`) and as a company sees its own (`query-my-vip`).
 */
import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { CorporateVip, MyMembership } from '@machines/contracts';
import type { Database } from '../db/client';
import { preparedById } from '../db/prepared';
import { boundConditions, preparedPage, type FilterConditions } from '../lib/preparedPage';
import { corporates, corporateVips, vipApplications } from '../db/schema';
import { containsPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { loadTimeline } from '../lib/workflow/timeline';
import { membershipEntity, OPEN_STATUSES } from './entity';

function selectMemberships(db: Database) {
  return db
    .select({
      id: corporateVips.id,
      corporateId: corporateVips.corporateId,
      companyName: corporates.name,
      creditCode: corporates.creditCode,
      status: corporateVips.status,
      version: corporateVips.version,
      levelCode: corporateVips.levelCode,
      validFrom: corporateVips.validFrom,
      validTo: corporateVips.validTo,
      updatedAt: corporateVips.updatedAt,
    })
    .from(corporateVips)
    .innerJoin(corporates, eq(corporates.id, corporateVips.corporateId));
}

type MembershipRow = Awaited<ReturnType<typeof selectMemberships>>[number];

const toMembership = (row: MembershipRow): CorporateVip => ({
  ...row,
  creditCode: row.creditCode ?? '',
  updatedAt: row.updatedAt.toISOString(),
});

const membershipById = preparedById('membership_by_id', (db, id) =>
  selectMemberships(db).where(eq(corporateVips.id, id)),
);

export async function findMembership(db: Database, id: number) {
  const row = await membershipById(db, id);
  return row ? { ...row, answer: toMembership(row) } : undefined;
}

export interface MembershipFilters {
  readonly status?: number;
  readonly levelCode?: string;
  readonly companyName?: string;
}

interface MembershipConditions {
  readonly status?: number;
  readonly levelCode?: string;
  readonly namePattern?: string;
}

const MEMBERSHIP_CONDITIONS: FilterConditions<MembershipConditions> = {
  status: (status) => eq(corporateVips.status, status),
  levelCode: (levelCode) => eq(corporateVips.levelCode, levelCode),
  namePattern: (pattern) => ilike(corporates.name, pattern),
};

function conditionsOf(filters: MembershipFilters): MembershipConditions {
  const name = filters.companyName?.trim();
  return {
    status: filters.status,
    levelCode: filters.levelCode || undefined,
    namePattern: name ? containsPattern(name) : undefined,
  };
}

/** Soonest to end first: the memberships that need the platform's attention lead. */
const ORDER = [asc(corporateVips.validTo), desc(corporateVips.id)];

const membershipPage = preparedPage<MembershipConditions, MembershipRow>(
  'memberships',
  MEMBERSHIP_CONDITIONS,
  {
    // Only a company-name filter needs the companies: the count stays on one index.
    total: (db, where, shape) =>
      shape.has('namePattern')
        ? db
            .select({ total: count() })
            .from(corporateVips)
            .innerJoin(corporates, eq(corporates.id, corporateVips.corporateId))
            .where(where)
        : db.select({ total: count() }).from(corporateVips).where(where),
    rows: (db, where, { limit, offset }) =>
      selectMemberships(db)
        .where(where)
        .orderBy(...ORDER)
        .limit(limit)
        .offset(offset),
  },
);

export async function queryMemberships(
  db: Database,
  query: MembershipFilters & PageQuery,
): Promise<Page<CorporateVip>> {
  const reads = membershipPage(db, { filters: conditionsOf(query) });
  return readPage(query, reads, (rows) => rows.map(toMembership));
}

/** Every membership the filters match, for the export (at most `limit`). */
export async function membershipRows(
  db: Database,
  filters: MembershipFilters,
  limit: number,
): Promise<CorporateVip[]> {
  const rows = await selectMemberships(db)
    .where(boundConditions(db, MEMBERSHIP_CONDITIONS, conditionsOf(filters)))
    .orderBy(...ORDER)
    .limit(limit);
  return rows.map(toMembership);
}

/** The company's membership and its open application, for its own pages. */
export async function myMembership(db: Database, corporateId: number): Promise<MyMembership> {
  const [[membership], [open]] = await Promise.all([
    selectMemberships(db).where(eq(corporateVips.corporateId, corporateId)),
    db
      .select({ id: vipApplications.id })
      .from(vipApplications)
      .where(
        and(
          eq(vipApplications.corporateId, corporateId),
          inArray(vipApplications.status, OPEN_STATUSES),
        ),
      )
      .limit(1),
  ]);
  return {
    membership: membership ? toMembership(membership) : null,
    openApplicationId: open?.id ?? null,
    events: membership ? await loadTimeline(db, membershipEntity.name, membership.id) : [],
  };
}
