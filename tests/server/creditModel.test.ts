/**
 * Model-based agreement of the credit-application endpoints with the qualification
 * workflow (DESIGN §3.3): every shortest path of the machine whose steps people take
 * (applicant, review institution, platform; the system's expiry is the expiry job's) is
 * driven through the real routes. After each step the stored status is the path state's
 * code; at the end, every event the machine refuses there is refused by the server and
 * nothing changes.
 */
import { getShortestPaths } from 'xstate/graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { qualificationWorkflow, statusFamilies, type Party } from '@machines/workflows';
import { call, type Answer } from './support/api';
import { createCompany } from './support/companies';
import {
  completeCreditFields,
  CREDIT,
  offeredCategoryOf,
  uploadEveryMaterial,
  type CreditApplicationAnswer,
} from './support/credit';
import { testDatabases } from './support/databases';
import { verifiedPerson } from './support/institutions';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';

interface ModelEvent {
  readonly type: string;
  readonly actor: { readonly party: Party };
  readonly comment?: string;
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

describe.each(testDatabases)(
  'credit applications follow the qualification workflow (%s)',
  (kind) => {
    let server: TestServer;
    let tokens: Record<'platform' | 'institution', string>;

    beforeAll(async () => {
      server = await startTestServer(kind);
      const institution = await sessionFor(server, '13900002101');
      await call(server.app, 'PUT', '/api/user/update-usertype', {
        token: institution,
        body: { role: '2101' },
      });
      tokens = { platform: await sessionFor(server, '13900000001'), institution };
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
        const reviewer = await sessionFor(server, '13900000001');
        const person = await verifiedPerson(server.app, company.token, reviewer);
        const category = await offeredCategoryOf(server.app, company.token);
        const fields = await completeCreditFields(server.app, company.token, category.id, [person]);
        const draft = await call<CreditApplicationAnswer>(
          server.app,
          'POST',
          `${CREDIT}/create-corporatecredit`,
          { token: company.token, body: fields },
        );
        let record = await uploadEveryMaterial(server.app, company.token, draft.body.data);
        const tokenOf = (party: Party) =>
          party === 'applicant' ? company.token : tokens[party as 'platform' | 'institution'];
        const send = (event: ModelEvent): Promise<Answer<CreditApplicationAnswer>> => {
          const versioned = { id: record.id, version: record.version };
          const token = tokenOf(event.actor.party);
          if (APPLICANT_EVENTS.includes(event.type)) {
            const path =
              event.type === 'SUBMIT' ? 'submit-corporatecredit' : 'withdraw-corporatecredit';
            return call(server.app, 'POST', `${CREDIT}/${path}`, { token, body: versioned });
          }
          return call(server.app, 'POST', `${CREDIT}/update-corporatecredit-status`, {
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
        const reread = await call<{ application: CreditApplicationAnswer }>(
          server.app,
          'GET',
          `${CREDIT}/query-corporatecredit-detail`,
          { token: company.token, query: { id: String(record.id) } },
        );
        expect(reread.body.data.application).toMatchObject({
          status: record.status,
          version: record.version,
        });
      },
    );
  },
);
