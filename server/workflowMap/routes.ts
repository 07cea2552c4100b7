/**
 * The workflow map (issue 45, our own calls): for platform staff who study the workflows, one
 * lifecycle's records per status now, the transitions taken in a period and how long records
 * stayed in each status; and the records behind a state or a transition. The lifecycles are
 * those the areas registered (`app.workflowSources`), so this area knows no other.
 */
import type { FastifyInstance } from 'fastify';
import {
  filtersOf,
  LIFECYCLE_NAMES,
  LIFECYCLES,
  type Lifecycle,
  type LifecycleName,
} from '@machines/workflowMap/lifecycles';
import { BUSINESS_LINES } from '@machines/validation/catalogue';
import type { ServerContext } from '../lib/context';
import { startOfDay, startOfNextDay } from '../lib/dates';
import { ok } from '../lib/envelope';
import { AppError, HttpStatus } from '../lib/errors';
import { pageQueryProperties, type PageQuery } from '../lib/paging';
import { integer, isoDate, object, pagedList, routeSchema, string } from '../lib/schemas';
import type { WorkflowSource } from '../lib/workflow/workflowSources';
import {
  readWorkflowMap,
  recordsInStatus,
  recordsThatTook,
  searchInstitutions,
  type MapFilters,
  type NamedPeriod,
} from './read';

const tags = ['workflow map'];

interface PeriodQuery extends MapFilters {
  readonly lifecycle: LifecycleName;
  readonly from: string;
  readonly to: string;
}

interface InstitutionsQuery extends PageQuery {
  readonly lifecycle: LifecycleName;
  readonly keyword?: string;
}

interface RecordsQuery extends PeriodQuery, PageQuery {
  readonly status?: number;
  readonly fromCode?: number;
  readonly toCode?: number;
  readonly event?: string;
}

const lifecycle = { type: 'string', enum: LIFECYCLE_NAMES };
const code = { type: 'integer', minimum: 0, maximum: 32767 };

const periodProperties = {
  lifecycle,
  from: isoDate,
  to: isoDate,
  businessLine: { type: 'integer', enum: [...BUSINESS_LINES] },
  institution: { type: 'integer', minimum: 1 },
};

const mapSchema = object({
  lifecycle,
  from: string('YYYY-MM-DD'),
  to: string('YYYY-MM-DD'),
  businessLine: { ...integer, nullable: true },
  institution: { ...integer, nullable: true },
  institutionName: { type: 'string', nullable: true },
  statuses: {
    type: 'array',
    items: object({
      code: integer,
      records: integer,
      stays: integer,
      medianSeconds: { ...integer, nullable: true },
      p90Seconds: { ...integer, nullable: true },
    }),
  },
  transitions: {
    type: 'array',
    items: object({ fromCode: integer, toCode: integer, event: string(), times: integer }),
  },
});

const recordSchema = object({
  id: integer,
  status: { ...integer, nullable: true },
  at: { type: 'string', format: 'date-time', nullable: true },
});

export function registerWorkflowMapRoutes(app: FastifyInstance, { db }: ServerContext) {
  const sourceOf = (name: LifecycleName): WorkflowSource => {
    const source = app.workflowSources.get(name);
    if (!source) throw new AppError(HttpStatus.notFound, 'error.notFound');
    return source;
  };

  app.get<{ Querystring: PeriodQuery }>(
    '/api/workflow-map',
    {
      config: { permission: 'workflowMap.read' },
      schema: routeSchema({
        tags,
        summary: "One lifecycle's map: records per status now, transitions and stays in a period",
        description:
          'Every status of the lifecycle with the records in it now, and the stays in it that ' +
          'ended in the period (how many, median and 90th percentile in seconds, null without ' +
          'any); every transition taken in the period, by from, to and event. `from` and `to` ' +
          'are days in the association’s time, both included; `from` after `to`: 400. ' +
          '`businessLine` and `institution` (a company id) narrow them to the records of that ' +
          'line or institution, where the lifecycle has them (400 where it has not); ' +
          '`institutionName` names the institution (null without one, or for an unknown id).',
        querystring: object(periodProperties, ['lifecycle', 'from', 'to']),
        data: mapSchema,
      }),
    },
    async (request) => {
      const { lifecycle: name, from, to, ...filters } = request.query;
      const period = periodOf({ from, to });
      return ok(await readWorkflowMap(db, sourceOf(name), period, offered(name, filters)));
    },
  );

  app.get<{ Querystring: InstitutionsQuery }>(
    '/api/workflow-map/institutions',
    {
      config: { permission: 'workflowMap.read' },
      schema: routeSchema({
        tags,
        summary: 'The institutions a lifecycle can be narrowed to, found by name',
        description:
          'The companies ever approved in the institution role of the lifecycle (training ' +
          'institutions for courses and sign-ups, review institutions for credit), whose name ' +
          'holds `keyword` (every one without it), by name. A lifecycle without the ' +
          'institution filter: 400.',
        querystring: object(
          {
            lifecycle,
            keyword: { type: 'string', maxLength: 50 },
            ...pageQueryProperties,
          },
          ['lifecycle'],
        ),
        data: pagedList(object({ id: integer, name: string() })),
      }),
    },
    async (request) => {
      const { lifecycle: name, keyword, pageIndex, pageSize } = request.query;
      const lifecycle: Lifecycle = LIFECYCLES[name];
      const kind = lifecycle.byInstitution;
      if (!kind) throw fieldError('institution', 'error.workflowMap.filterNotOffered');
      return ok(await searchInstitutions(db, kind, keyword?.trim(), { pageIndex, pageSize }));
    },
  );

  app.get<{ Querystring: RecordsQuery }>(
    '/api/workflow-map/records',
    {
      config: { permission: 'workflowMap.read' },
      schema: routeSchema({
        tags,
        summary: 'The records behind a state (in it now) or a transition (took it in the period)',
        description:
          'Narrowed as the map is (`businessLine`, `institution`). ' +
          '`status`: the records in that status now, newest first, with when they entered it ' +
          '(null for one that never moved). Otherwise `fromCode`, `toCode` and `event` name a ' +
          'transition: the records that took it in the period, latest first, with when (status ' +
          'null: deleted since; unnarrowed, the total is the map’s count of the transition); ' +
          'neither, or a transition half named: 400.',
        querystring: object(
          {
            ...periodProperties,
            status: code,
            fromCode: code,
            toCode: code,
            event: { type: 'string', minLength: 1, maxLength: 64 },
            ...pageQueryProperties,
          },
          ['lifecycle', 'from', 'to'],
        ),
        data: pagedList(recordSchema),
      }),
    },
    async (request) => {
      const {
        lifecycle: name,
        from,
        to,
        status,
        fromCode,
        toCode,
        event,
        pageIndex,
        pageSize,
        ...filters
      } = request.query;
      const source = sourceOf(name);
      const narrowed = offered(name, filters);
      const page = { pageIndex, pageSize };
      if (status !== undefined) {
        return ok(await recordsInStatus(db, source, status, narrowed, page));
      }
      if (fromCode === undefined || toCode === undefined || event === undefined) {
        throw fieldError('status', 'error.workflowMap.recordsWanted');
      }
      const transition = { fromCode, toCode, event };
      const period = periodOf({ from, to });
      return ok(await recordsThatTook(db, source, transition, period, narrowed, page));
    },
  );
}

/** The filters asked for, each one the lifecycle offers (a 400 naming one it does not). */
function offered(name: LifecycleName, { businessLine, institution }: MapFilters): MapFilters {
  const offers = filtersOf(LIFECYCLES[name]);
  for (const [field, value] of [
    ['businessLine', businessLine],
    ['institution', institution],
  ] as const) {
    if (value !== undefined && !offers.includes(field)) {
      throw fieldError(field, 'error.workflowMap.filterNotOffered');
    }
  }
  return {
    ...(businessLine === undefined ? {} : { businessLine }),
    ...(institution === undefined ? {} : { institution }),
  };
}

/**
 * The days a period may name: any the association's records can fall in. Beyond them a day is
 * still a date to the schema, but its month or its next day is not one PostgreSQL reads
 * (9999-12-31's next day is in year 10000).
 */
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '2999-12-31';

function periodOf({ from, to }: { from: string; to: string }): NamedPeriod {
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (day < FIRST_DAY || day > LAST_DAY) {
      throw fieldError(field, 'error.workflowMap.periodOutOfRange');
    }
  }
  if (from > to) throw fieldError('to', 'error.workflowMap.periodBackwards');
  return { fromDay: from, toDay: to, from: startOfDay(from), to: startOfNextDay(to) };
}

/** A 400 naming the query parameter, labelled as the map's filters label it. */
function fieldError(field: string, key: string): AppError {
  return new AppError(HttpStatus.badRequest, key, {
    field,
    labels: 'workflowMap.field',
    fieldErrors: { [field]: { key } },
  });
}
