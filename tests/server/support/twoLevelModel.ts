/**
 * Model-based agreement of a two-level record's endpoints with the qualification workflow
 * (DESIGN §3.3; credit applications, project declarations): every shortest path of the
 * machine whose steps people take (applicant, review institution, platform; the system's
 * expiry is the expiry job's) is driven through the real routes. After each step the
 * stored status is the path state's code; at the end, every event the machine refuses
 * there is refused by the server and nothing changes.
 */
import { getShortestPaths } from 'xstate/graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { qualificationWorkflow, statusFamilies, type Party } from '@machines/workflows';
import { call, type Answer } from './api';
import { createCompany, type TestCompany } from './companies';
import { testDatabases } from './databases';
import { sessionFor, startTestServer, type TestServer } from './testServer';
import { DEMO } from '../../demoUsers';

interface ModelEvent {
  readonly type: string;
  readonly actor: { readonly party: Party };
  readonly comment?: string;
}

interface Versioned {
  readonly id: number;
  readonly version: number;
  readonly status: number;
}

export interface TwoLevelRoutes<TRecord extends Versioned> {
  /** What the describe block is called. */
  readonly name: string;
  /** A complete draft of a new company, ready to submit. */
  readonly newDraft: (server: TestServer, company: TestCompany) => Promise<TRecord>;
  readonly submit: string;
  readonly withdraw: string;
  readonly decide: string;
  /** The detail call (`?id=`), answering `{ application }`. */
  readonly detail: string;
}

const family = statusFamilies.qualification;
const PLAYED: readonly Party[] = ['applicant', 'institution', 'platform'];
const APPLICANT_EVENTS = ['SUBMIT', 'WITHDRAW'];

const allEvents: ModelEvent[] = family.eventTypes.flatMap((type) =>
  PLAYED.flatMap((party) => [
    { type, actor: { party } },
    { type, actor: { party }, comment: 'reason' },
  ]),
);

const metaCode = (state: AnyMachineSnapshot) => {
  const [meta] = Object.values(state.getMeta()) as { code: number }[];
  if (!meta) throw new Error(`State ${String(state.value)} has no meta`);
  return meta.code;
};

const describeEvent = (event: ModelEvent) =>
  `${event.type} by ${event.actor.party}${event.comment ? ' with comment' : ''}`;

/**
 * 403 when the party may not call the event's route (applicants do not review, reviewers
 * do not apply); 404 for reviewers on a draft, which does not exist for them; else 409.
 * An expiry is no one's to send.
 */
function expectedRefusal(event: ModelEvent, status: number): number {
  // No route takes an expiry (the expiry job does): the decision route's schema refuses it.
  if (event.type === 'EXPIRE') return event.actor.party === 'applicant' ? 403 : 400;
  const applicantRoute = APPLICANT_EVENTS.includes(event.type);
  const own = event.actor.party === 'applicant' ? applicantRoute : !applicantRoute;
  if (!own) return 403;
  if (event.actor.party !== 'applicant' && status === family.codeOf('draft')) return 404;
  return 409;
}

/** The demo's review institution of line 1 (rongcheng), in its review role. */
const INSTITUTION = { userName: DEMO.rongchengAdmin, role: '2101' };

export function describeTwoLevelModel<TRecord extends Versioned>(routes: TwoLevelRoutes<TRecord>) {
  describe.each(testDatabases)(`${routes.name} follow the qualification workflow (%s)`, (kind) => {
    let server: TestServer;
    let tokens: Record<'platform' | 'institution', string>;

    beforeAll(async () => {
      server = await startTestServer(kind);
      const institution = await sessionFor(server, INSTITUTION.userName);
      await call(server.app, 'PUT', '/api/user/update-usertype', {
        token: institution,
        body: { role: INSTITUTION.role },
      });
      tokens = { platform: await sessionFor(server, DEMO.platformReviewer), institution };
    });
    afterAll(() => server.close());

    // People take every step but the expiry, which the expiry job takes.
    const paths = getShortestPaths(qualificationWorkflow, { events: allEvents as never }).filter(
      (path) =>
        path.steps.every((step) => (step.event as unknown as ModelEvent).actor?.party !== 'system'),
    );

    it('has a path to every status people reach', () => {
      expect(paths.map((path) => metaCode(path.state)).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9]);
    });

    it.each(paths.map((path) => [String(path.state.value), path] as const))(
      'the path to %s',
      async (_target, path) => {
        const company = await createCompany(server);
        let record = await routes.newDraft(server, company);
        const tokenOf = (party: Party) =>
          party === 'applicant' ? company.token : tokens[party as 'platform' | 'institution'];
        const send = (event: ModelEvent): Promise<Answer<TRecord>> => {
          const versioned = { id: record.id, version: record.version };
          const token = tokenOf(event.actor.party);
          if (APPLICANT_EVENTS.includes(event.type)) {
            const url = event.type === 'SUBMIT' ? routes.submit : routes.withdraw;
            return call(server.app, 'POST', url, { token, body: versioned });
          }
          return call(server.app, 'POST', routes.decide, {
            token,
            body: {
              ...versioned,
              event: event.type,
              ...(event.comment ? { comment: event.comment } : {}),
            },
          });
        };

        for (const step of path.steps.slice(1)) {
          const event = step.event as unknown as ModelEvent;
          const answer = await send(event);
          expect(answer.httpStatus, `${describeEvent(event)}: ${answer.body.message}`).toBe(200);
          record = answer.body.data;
          expect(record.status, describeEvent(event)).toBe(metaCode(step.state));
        }

        const refused = allEvents.filter((event) => !path.state.can(event as never));
        for (const event of refused) {
          const answer = await send(event);
          expect(answer.httpStatus, `${describeEvent(event)} from ${record.status}`).toBe(
            expectedRefusal(event, record.status),
          );
        }
        const reread = await call<{ application: TRecord }>(server.app, 'GET', routes.detail, {
          token: company.token,
          query: { id: String(record.id) },
        });
        expect(reread.body.data.application).toMatchObject({
          status: record.status,
          version: record.version,
        });
      },
    );
  });
}
