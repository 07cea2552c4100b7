/**
 * The shared registrar of a company's calls (server/lib/workflow/applicantCalls.ts): the
 * routes it registers come from the area's descriptor, in the order the OpenAPI document
 * lists them, and a declaration that disagrees with the descriptor stops the server at start.
 * No database: the steps are never called.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { creditArea } from '@machines/areas/credit';
import { realnameArea } from '@machines/areas/realname';
import {
  registerApplicantCalls,
  type ApplicantCalls,
} from '../../server/lib/workflow/applicantCalls';

const never = () => Promise.reject(new Error('not called here'));
const schema = { type: 'object' } as const;
const text = (summary: string) => ({ summary });

const realnameCalls: ApplicantCalls<object, object> = {
  tags: ['realname'],
  schemas: { body: schema, record: schema, detail: schema },
  texts: {
    ownList: text('own'),
    save: text('save'),
    submit: text('submit'),
    withdraw: text('withdraw'),
    detail: text('detail'),
  },
  ownList: { querystring: schema, page: never },
  steps: { save: never, submit: never, withdraw: never, detail: never },
};

let app: FastifyInstance;
afterEach(() => app.close());

function registered(register: (app: FastifyInstance) => void): string[] {
  app = Fastify();
  const routes: string[] = [];
  app.addHook('onRoute', ({ method, url }) => {
    if (method !== 'HEAD') routes.push(`${String(method)} ${url}`);
  });
  register(app);
  return routes;
}

describe('registerApplicantCalls', () => {
  it("registers the own list and each step at the descriptor's paths, in order", () => {
    const routes = registered((app) => registerApplicantCalls(app, realnameArea, realnameCalls));
    expect(routes).toEqual([
      'GET /api/corporate/query-my-realcorporate-page',
      'POST /api/corporate/save-realcorporate',
      'POST /api/corporate/submit-realcorporate',
      'POST /api/corporate/withdraw-realcorporate',
      'GET /api/corporate/query-realcorporate-detail',
    ]);
  });

  it('refuses an own list without its texts', () => {
    const { ownList: _dropped, ...texts } = realnameCalls.texts;
    expect(() =>
      registered((app) => registerApplicantCalls(app, realnameArea, { ...realnameCalls, texts })),
    ).toThrow('the own list needs its texts');
  });

  it('refuses a descriptor that deletes drafts when the area declares no delete step', () => {
    const { ownList: _list, ...withoutList } = realnameCalls;
    const { ownList: _text, ...texts } = realnameCalls.texts;
    expect(() =>
      registered((app) => registerApplicantCalls(app, creditArea, { ...withoutList, texts })),
    ).toThrow('disagree on deleting');
  });
});
