/**
 * The roster of a company, the platform's list of declared people, and the verified people
 * a company picks from (credit applications, sign-ups). Lists mask ID card and mobile.
 */
import { and, asc, count, desc, eq, gte, ilike, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Person } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { corporates, people } from '../db/schema';
import { startOfDay, startOfNextDay } from '../lib/dates';
import { containsPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { APPROVED, DRAFT } from './entity';
import { selectPeople, toPerson } from './rows';

type FilesConfig = Pick<Config, 'appMode' | 'filesPrefix'>;

const onRoster = isNull(people.deletedAt);

async function page(
  db: Database,
  config: FilesConfig,
  where: SQL | undefined,
  order: SQL[],
  query: PageQuery,
  { byCompanyName = false } = {},
): Promise<Page<Person>> {
  const counted = db.select({ total: count() }).from(people);
  return readPage(
    query,
    {
      // The company's name is read only to filter by it: otherwise the count stays on
      // people's own indexes (the review list counts hundreds of thousands of rows).
      total: (byCompanyName
        ? counted.innerJoin(corporates, eq(corporates.id, people.corporateId))
        : counted
      ).where(where),
      rows: (limit, offset) =>
        selectPeople(db)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
    },
    (rows) => rows.map((row) => toPerson(config, row, { maskPersonalData: true })),
  );
}

export interface RosterQuery extends PageQuery {
  readonly status?: number;
  /** Part of a name, or of an ID card number. */
  readonly keyword?: string;
}

/** A name or ID card number containing the keyword. */
function matching(keyword: string | undefined): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(ilike(people.name, pattern), ilike(people.idCard, containsPattern(text.toUpperCase())));
}

/** `user/query-userstaff-page`: the company's people, newest first. */
export function queryRoster(
  db: Database,
  config: FilesConfig,
  corporateId: number,
  query: RosterQuery,
): Promise<Page<Person>> {
  const where = and(
    eq(people.corporateId, corporateId),
    onRoster,
    query.status === undefined ? undefined : eq(people.status, query.status),
    matching(query.keyword),
  );
  return page(db, config, where, [desc(people.createdAt), desc(people.id)], query);
}

export interface ReviewQuery extends PageQuery {
  readonly status?: number;
  readonly companyName?: string;
  readonly keyword?: string;
  /** `YYYY-MM-DD`, inclusive days. */
  readonly submittedFrom?: string;
  readonly submittedTo?: string;
}

/** `corporate/query-applyuser-page`: declared people of every company, latest first. */
export function queryReviewPage(
  db: Database,
  config: FilesConfig,
  query: ReviewQuery,
): Promise<Page<Person>> {
  const company = query.companyName?.trim();
  const where = and(
    onRoster,
    ne(people.status, DRAFT),
    query.status === undefined ? undefined : eq(people.status, query.status),
    company ? ilike(corporates.name, containsPattern(company)) : undefined,
    matching(query.keyword),
    query.submittedFrom ? gte(people.submittedAt, startOfDay(query.submittedFrom)) : undefined,
    query.submittedTo ? lt(people.submittedAt, startOfNextDay(query.submittedTo)) : undefined,
  );
  return page(db, config, where, [desc(people.submittedAt), desc(people.id)], query, {
    byCompanyName: Boolean(company),
  });
}

/** `train/query-person`: the company's verified people, by name, for pickers. */
export function queryVerified(
  db: Database,
  config: FilesConfig,
  corporateId: number,
  query: PageQuery & { readonly keyword?: string },
): Promise<Page<Person>> {
  const where = and(
    eq(people.corporateId, corporateId),
    onRoster,
    eq(people.status, APPROVED),
    matching(query.keyword),
  );
  return page(db, config, where, [asc(people.name), asc(people.id)], query);
}
