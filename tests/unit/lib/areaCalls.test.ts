/**
 * The client's calls from an area's descriptor (src/lib/api/areaCalls.ts): each step goes to
 * the descriptor's path with the method and body the server registers for it.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { peopleArea } from '../../../machines/areas/people';
import { projectArea } from '../../../machines/areas/projects';
import type { WorkflowArea } from '../../../machines/areas/area';

const calls = vi.hoisted(() => [] as { method: string; path: string; options: unknown }[]);

vi.mock('../../../src/lib/api/http', () => {
  const record =
    (method: string) =>
    async (path: string, options: unknown): Promise<unknown> => {
      calls.push({ method, path, options });
      return method === 'post' && path.includes('muliti') ? { results: [] } : {};
    };
  return {
    api: { get: record('get'), post: record('post'), put: record('put'), delete: record('delete') },
  };
});

const { applicantApi, decisionApi, removeCall } = await import('../../../src/lib/api/areaCalls');

// A row carries more than the calls take: they send the id and version alone.
const row = { id: 7, version: 3, name: '张三' };

beforeEach(() => {
  calls.length = 0;
});

describe('applicantApi', () => {
  it("sends each step to its descriptor's path", async () => {
    const api = applicantApi<unknown, object, unknown>(projectArea.applicant);
    await api.save({ name: 'x' });
    await api.submit({ id: 7, version: 3, name: 'x' });
    await api.submitStored(row);
    await api.withdraw(row);
    await api.detail(7);
    expect(calls).toEqual([
      {
        method: 'post',
        path: 'corporate/create-applyproject',
        options: { json: { name: 'x' }, quiet: true },
      },
      {
        method: 'post',
        path: 'corporate/submit-applyproject',
        options: { json: { id: 7, version: 3, name: 'x' }, quiet: true },
      },
      {
        method: 'post',
        path: 'corporate/submit-applyproject',
        options: { json: { id: 7, version: 3 }, quiet: true },
      },
      {
        method: 'post',
        path: 'corporate/withdraw-applyproject',
        options: { json: { id: 7, version: 3 }, quiet: true },
      },
      {
        method: 'get',
        path: 'corporate/query-applyproject-detail',
        options: { searchParams: { id: 7 }, quiet: true },
      },
    ]);
  });
});

describe('removeCall', () => {
  it('deletes a draft with its id and version in the query', async () => {
    await removeCall(projectArea.applicant.remove)(row);
    expect(calls).toEqual([
      {
        method: 'delete',
        path: 'train/delete-project',
        options: { searchParams: { id: 7, version: 3 }, quiet: true },
      },
    ]);
  });

  it("takes a person off the roster by the seed's POST, id and version in the body", async () => {
    await removeCall(peopleArea.applicant.remove)(row);
    expect(calls).toEqual([
      {
        method: 'post',
        path: 'user/delete-userstaff',
        options: { json: { id: 7, version: 3 }, quiet: true },
      },
    ]);
  });
});

describe('decisionApi', () => {
  it("decides by the descriptor's method: POST, or PUT where the seed spells it", async () => {
    const decision = { id: 7, version: 3, event: 'APPROVE' };
    await decisionApi(peopleArea.decisions).decide(decision);
    const put: NonNullable<WorkflowArea['decisions']> = {
      ...peopleArea.decisions,
      method: 'PUT',
    };
    await decisionApi(put).decideBatch({ items: [row], event: 'APPROVE' });
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'post audit/update-corporateuser-status',
      'put audit/muliti-update-corporateuser-status',
    ]);
  });
});
