/**
 * Model-based agreement of the server with the real-name workflow machine: every shortest
 * path of the machine (events of every party, with and without a comment) is driven
 * through the real endpoints. After each step the stored status is the path state's meta
 * code; at the end of each path, every event the machine refuses there is refused by the
 * server, and nothing changes.
 */
import { getShortestPaths } from 'xstate/graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { applicationWorkflow, PARTIES, statusFamilies, type Party } from '@machines/workflows';
import type { Answer } from './support/api';
import { createCompany, type TestCompany } from './support/companies';
import { testDatabases } from './support/databases';
import { completeFields, realnameApi, type Row } from './support/realname';
import { uploadLicence } from './support/uploads';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';

interface ModelEvent {
  type: string;
  actor: { party: Party };
  comment?: string;
}

const family = statusFamilies.application;

/** Every event any party could send, with and without a comment. */
const allEvents: ModelEvent[] = family.eventTypes.flatMap((type) =>
  PARTIES.flatMap((party) => [
    { type, actor: { party } },
    { type, actor: { party }, comment: 'reason' },
  ]),
);

/** Realname records have applicants and platform reviewers only; no account plays the rest. */
const PLAYED: readonly Party[] = ['applicant', 'platform'];

const metaCode = (state: AnyMachineSnapshot) => {
  const [meta] = Object.values(state.getMeta()) as { code: number }[];
  if (!meta) throw new Error(`State ${String(state.value)} has no meta`);
  return meta.code;
};

const APPLICANT_EVENTS = ['SUBMIT', 'WITHDRAW'];

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

describe.each(testDatabases)('real-name endpoints agree with the workflow machine (%s)', (kind) => {
  let server: TestServer;
  let api: ReturnType<typeof realnameApi>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    api = realnameApi(server.app);
  });
  afterAll(() => server.close());

  /** Sends a model event the way its party would: applicants on company routes, reviewers on audit routes. */
  function send(event: ModelEvent, row: Row, company: TestCompany, reviewer: string) {
    const token = event.actor.party === 'applicant' ? company.token : reviewer;
    const target = { id: row.id, version: row.version };
    if (event.type === 'SUBMIT') return api.submit(token, target);
    if (event.type === 'WITHDRAW') return api.withdraw(token, target);
    return api.decide(token, { ...target, event: event.type, comment: event.comment });
  }

  const paths = getShortestPaths(applicationWorkflow, { events: allEvents as never });

  it('has a path to every status', () => {
    expect(paths.map((path) => metaCode(path.state)).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it.each(paths.map((path) => [String(path.state.value), path] as const))(
    'the path to %s',
    async (_target, path) => {
      const company = await createCompany(server);
      const reviewer = await sessionFor(server, '13900000001');
      const licence = await uploadLicence(server.app, company.token);
      let row = (await api.save(company.token, completeFields(company, licence))).body.data;
      expect(row.status).toBe(metaCode(path.steps[0]?.state as AnyMachineSnapshot));

      for (const step of path.steps.slice(1)) {
        const event = step.event as unknown as ModelEvent;
        const answer: Answer<Row> = await send(event, row, company, reviewer);
        expect(answer.httpStatus, `${describeEvent(event)}: ${answer.body.message}`).toBe(200);
        row = answer.body.data;
        expect(row.status, describeEvent(event)).toBe(metaCode(step.state));
      }

      const refused = allEvents.filter(
        (event) => PLAYED.includes(event.actor.party) && !path.state.can(event as never),
      );
      for (const event of refused) {
        const answer = await send(event, row, company, reviewer);
        expect(answer.httpStatus, `${describeEvent(event)} from ${row.status}`).toBe(
          expectedRefusal(event, row.status),
        );
      }
      const after = await api.detail(company.token, { id: String(row.id) });
      expect(after.body.data.application).toMatchObject({
        status: row.status,
        version: row.version,
      });
    },
  );
});
