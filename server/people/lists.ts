/**
 * The roster of a company, the platform's list of declared people, and the verified people
 * a company picks from (credit applications, sign-ups). Lists mask ID card and mobile.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  isNull,
  lt,
  ne,
  or,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Person } from '@machines/contracts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { preparedPage } from '../lib/preparedPage';
import { corporates, people, peopleStatusCounts } from '../db/schema';
import { startOfDay, startOfNextDay } from '../lib/dates';
import { keptTotalStatement } from '../lib/derivedCounts';
import { containsPattern, readPage, type Page, type PageQuery } from '../lib/paging';
import { APPROVED, DRAFT } from './entity';
import { selectPeople, toPerson, type PersonWithFiles as PersonRow } from './rows';

type FilesConfig = Pick<Config, 'appMode' | 'filesPrefix'>;

const onRoster = isNull(people.deletedAt);

export interface RosterQuery extends PageQuery {
  readonly status?: number;
  /** Part of a name, or of an ID card number. */
  readonly keyword?: string;
}

/** A name or ID card number containing the keyword (ILIKE: an ID card's x matches X). */
const matchingPattern = (pattern: SQLWrapper) =>
  or(ilike(people.name, pattern), ilike(people.idCard, pattern)) as SQL;

function keywordPattern(keyword: string | undefined): string | undefined {
  const text = keyword?.trim();
  return text ? containsPattern(text) : undefined;
}

interface CompanyPeople {
  readonly corporateId: number;
  readonly status?: number;
  readonly keywordPattern?: string;
}

/** A company's people on its roster, in `order`, prepared by shape (server/lib/preparedPage.ts). */
function companyPeoplePage(name: string, order: SQL[]) {
  return preparedPage<CompanyPeople, PersonRow>(
    name,
    {
      corporateId: (corporateId) => eq(people.corporateId, corporateId),
      status: (status) => eq(people.status, status),
      keywordPattern: matchingPattern,
    },
    {
      total: (db, where) => db.select({ total: count() }).from(people).where(and(onRoster, where)),
      rows: (db, where, { limit, offset }) =>
        selectPeople(db)
          .where(and(onRoster, where))
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
    },
  );
}

const rosterPage = companyPeoplePage('roster', [desc(people.createdAt), desc(people.id)]);
const verifiedPage = companyPeoplePage('verified_people', [asc(people.name), asc(people.id)]);

const answerMasked = (config: FilesConfig) => (rows: PersonRow[]) =>
  rows.map((row) => toPerson(config, row, { maskPersonalData: true }));

/** `user/query-userstaff-page`: the company's people, newest first. */
export function queryRoster(
  db: Database,
  config: FilesConfig,
  corporateId: number,
  query: RosterQuery,
): Promise<Page<Person>> {
  const filters = {
    corporateId,
    status: query.status,
    keywordPattern: keywordPattern(query.keyword),
  };
  return readPage(query, rosterPage(db, { filters }), answerMasked(config));
}

export interface ReviewQuery extends PageQuery {
  readonly status?: number;
  readonly companyName?: string;
  readonly keyword?: string;
  /** `YYYY-MM-DD`, inclusive days. */
  readonly submittedFrom?: string;
  readonly submittedTo?: string;
}

interface ReviewFilters {
  readonly status?: number;
  readonly companyPattern?: string;
  readonly keywordPattern?: string;
  readonly submittedSince?: Date;
  readonly submittedBefore?: Date;
}

/** The review filters the kept counters cannot answer: with any of them, the rows are counted. */
const REVIEW_COUNTED_FILTERS = [
  'companyPattern',
  'keywordPattern',
  'submittedSince',
  'submittedBefore',
] as const satisfies readonly (keyof ReviewFilters)[];

/** Declared people of every company (never drafts), prepared by shape. */
const reviewPage = preparedPage<ReviewFilters, PersonRow>(
  'people_review',
  {
    status: (status) => eq(people.status, status),
    companyPattern: (pattern) => ilike(corporates.name, pattern),
    keywordPattern: matchingPattern,
    submittedSince: (since) => gte(people.submittedAt, since),
    submittedBefore: (before) => lt(people.submittedAt, before),
  },
  {
    total: (db, where, shape) => {
      // Filtered by status alone (or not at all): the counters the database keeps.
      if (REVIEW_COUNTED_FILTERS.every((filter) => !shape.has(filter))) {
        return keptTotalStatement(db, peopleStatusCounts, { notIn: [DRAFT] }, shape.has('status'));
      }
      const counted = db.select({ total: count() }).from(people);
      // The company's name is read only to filter by it: otherwise the count stays on
      // people's own indexes (the review list counts hundreds of thousands of rows).
      return (
        shape.has('companyPattern')
          ? counted.innerJoin(corporates, eq(corporates.id, people.corporateId))
          : counted
      ).where(and(onRoster, ne(people.status, DRAFT), where));
    },
    rows: (db, where, { limit, offset }) =>
      selectPeople(db)
        .where(and(onRoster, ne(people.status, DRAFT), where))
        .orderBy(desc(people.submittedAt), desc(people.id))
        .limit(limit)
        .offset(offset),
  },
);

/** `corporate/query-applyuser-page`: declared people of every company, latest first. */
export function queryReviewPage(
  db: Database,
  config: FilesConfig,
  query: ReviewQuery,
): Promise<Page<Person>> {
  const company = query.companyName?.trim();
  const filters = {
    status: query.status,
    companyPattern: company ? containsPattern(company) : undefined,
    keywordPattern: keywordPattern(query.keyword),
    submittedSince: query.submittedFrom ? startOfDay(query.submittedFrom) : undefined,
    submittedBefore: query.submittedTo ? startOfNextDay(query.submittedTo) : undefined,
  };
  return readPage(query, reviewPage(db, { filters }), answerMasked(config));
}

/** `train/query-person`: the company's verified people, by name, for pickers. */
export function queryVerified(
  db: Database,
  config: FilesConfig,
  corporateId: number,
  query: PageQuery & { readonly keyword?: string },
): Promise<Page<Person>> {
  const filters = { corporateId, status: APPROVED, keywordPattern: keywordPattern(query.keyword) };
  return readPage(query, verifiedPage(db, { filters }), answerMasked(config));
}
