/**
 * Model-based agreement of a record's endpoints with the generic application workflow
 * (status 0-6): every shortest path of the machine (events of every party, with and
 * without a comment) is driven through the real endpoints. After each step the stored
 * status is the path state's meta code; at the end of each path, every event the machine
 * refuses there is refused by the server, and nothing changes. An area supplies how to
 * make a record, send an event and read the record back.
 */
import { getShortestPaths } from 'xstate/graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { applicationWorkflow, PARTIES, statusFamilies, type Party } from '@machines/workflows';
import { call, type Answer } from './api';
import { createCompany, type TestCompany } from './companies';
import { testDatabases } from './databases';
import { sessionFor, startTestServer, type TestServer } from './testServer';
import { DEMO } from '../../demoUsers';

export interface ModelEvent {
  readonly type: string;
  readonly actor: { readonly party: Party };
  readonly comment?: string;
}

export interface VersionedRecord {
  readonly id: number;
  readonly status: number;
  readonly version: number;
}

/** Who acts in a path: the company (applicant) and a platform reviewer's token. */
export interface Actors {
  readonly company: TestCompany;
  readonly reviewer: string;
}

export interface ApplicationModelDriver<TRecord extends VersionedRecord> {
  /** A new, complete draft of the company's. */
  create(server: TestServer, actors: Actors): Promise<TRecord>;
  /** The event sent the way its party would (applicants and reviewers use their routes). */
  send(
    server: TestServer,
    event: ModelEvent,
    record: TRecord,
    actors: Actors,
  ): Promise<Answer<TRecord>>;
  /** The record as its company reads it now. */
  reload(server: TestServer, record: TRecord, actors: Actors): Promise<VersionedRecord>;
}

/** An area's routes for the model, as their paths: the company's and the reviewer's. */
export interface ApplicationPaths {
  readonly save: string;
  readonly submit: string;
  readonly withdraw: string;
  readonly decide: string;
  readonly detail: string;
  /** The record's field in the detail answer. */
  readonly detailField: string;
}

/**
 * The driver of an area whose routes take `{ id, version }` (and the event and comment, to
 * decide): `fields` are a complete draft's, saved by the company at `save`.
 */
export function driverByPaths(
  paths: ApplicationPaths,
  fields: (server: TestServer, actors: Actors) => Promise<object>,
): ApplicationModelDriver<VersionedRecord> {
  const post = (server: TestServer, token: string, url: string, body: unknown) =>
    call<VersionedRecord>(server.app, 'POST', url, { token, body });
  return {
    async create(server, actors) {
      const body = await fields(server, actors);
      const saved = await post(server, actors.company.token, paths.save, body);
      if (saved.httpStatus !== 200) throw new Error(`Draft failed: ${saved.body.message}`);
      return saved.body.data;
    },
    send(server, event, record, { company, reviewer }) {
      const target = { id: record.id, version: record.version };
      const token = event.actor.party === 'applicant' ? company.token : reviewer;
      if (event.type === 'SUBMIT') return post(server, token, paths.submit, target);
      if (event.type === 'WITHDRAW') return post(server, token, paths.withdraw, target);
      return post(server, token, paths.decide, {
        ...target,
        event: event.type,
        ...(event.comment ? { comment: event.comment } : {}),
      });
    },
    async reload(server, record, { company }) {
      const detail = await call<Record<string, VersionedRecord>>(server.app, 'GET', paths.detail, {
        token: company.token,
        query: { id: String(record.id) },
      });
      const reloaded = detail.body.data[paths.detailField];
      if (reloaded === undefined) throw new Error(`No ${paths.detailField} in ${paths.detail}`);
      return reloaded;
    },
  };
}

const family = statusFamilies.application;

/** Every event any party could send, with and without a comment. */
const allEvents: ModelEvent[] = family.eventTypes.flatMap((type) =>
  PARTIES.flatMap((party) => [
    { type, actor: { party } },
    { type, actor: { party }, comment: 'reason' },
  ]),
);

/** Company records have applicants and platform reviewers only; no account plays the rest. */
const PLAYED: readonly Party[] = ['applicant', 'platform'];
const APPLICANT_EVENTS = ['SUBMIT', 'WITHDRAW'];

const metaCode = (state: AnyMachineSnapshot) => {
  const [meta] = Object.values(state.getMeta()) as { code: number }[];
  if (!meta) throw new Error(`State ${String(state.value)} has no meta`);
  return meta.code;
};

/**
 * 403 when the party may not call the event's route at all (applicants do not review,
 * reviewers do not apply); 404 for reviewers on drafts, which do not exist for them;
 * otherwise the workflow's 409.
 */
function expectedRefusal(event: ModelEvent, status: number): number {
  const isApplicantEvent = APPLICANT_EVENTS.includes(event.type);
  const ownRoute = event.actor.party === 'applicant' ? isApplicantEvent : !isApplicantEvent;
  if (!ownRoute) return 403;
  if (event.actor.party === 'platform' && status === family.codeOf('draft')) return 404;
  return 409;
}

const describeEvent = (event: ModelEvent) =>
  `${event.type} by ${event.actor.party}${event.comment ? ' with comment' : ''}`;

export function describeApplicationModel<TRecord extends VersionedRecord>(
  title: string,
  driver: ApplicationModelDriver<TRecord>,
) {
  describe.each(testDatabases)(`${title} (%s)`, (kind) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind);
    });
    afterAll(() => server.close());

    const paths = getShortestPaths(applicationWorkflow, { events: allEvents as never });

    it('has a path to every status', () => {
      expect(paths.map((path) => metaCode(path.state)).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    });

    it.each(paths.map((path) => [String(path.state.value), path] as const))(
      'the path to %s',
      async (_target, path) => {
        const actors = {
          company: await createCompany(server),
          reviewer: await sessionFor(server, DEMO.platformReviewer),
        };
        let record = await driver.create(server, actors);
        expect(record.status).toBe(metaCode(path.steps[0]?.state as AnyMachineSnapshot));

        for (const step of path.steps.slice(1)) {
          const event = step.event as unknown as ModelEvent;
          const answer = await driver.send(server, event, record, actors);
          expect(answer.httpStatus, `${describeEvent(event)}: ${answer.body.message}`).toBe(200);
          record = answer.body.data;
          expect(record.status, describeEvent(event)).toBe(metaCode(step.state));
        }

        const refused = allEvents.filter(
          (event) => PLAYED.includes(event.actor.party) && !path.state.can(event as never),
        );
        for (const event of refused) {
          const answer = await driver.send(server, event, record, actors);
          expect(answer.httpStatus, `${describeEvent(event)} from ${record.status}`).toBe(
            expectedRefusal(event, record.status),
          );
        }
        expect(await driver.reload(server, record, actors)).toMatchObject({
          status: record.status,
          version: record.version,
        });
      },
    );
  });
}
