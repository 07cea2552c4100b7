/**
 * Credit applications, the company's side (issue 14): a draft of an open category, the
 * review institution of its line, verified people, a file per material; a submission names
 * everything missing; withdraw and delete as the machine allows; one open application per
 * category; each party sees what it may and nobody else sees anything.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from './support/api';
import { createCompany, type TestCompany } from './support/companies';
import {
  completeCreditFields,
  CREDIT,
  institutionsFor,
  offeredCategoriesOf,
  offeredCategoryOf,
  submitNewCredit,
  uploadEveryMaterial,
  type CreditApplicationAnswer,
  type OfferedCategory,
} from './support/credit';
import { testDatabases } from './support/databases';
import { verifiedPerson } from './support/institutions';
import { declareNewPerson } from './support/people';
import { sessionFor, startTestServer, type TestServer } from './support/testServer';
import { DEMO } from '../demoUsers';

interface Detail {
  application: CreditApplicationAnswer;
  availableEvents: { type: string }[];
  deletable: boolean;
}

describe.each(testDatabases)('credit applications, applicant side (%s)', (databaseKind) => {
  let server: TestServer;
  let reviewer: string;
  let institution: string;
  let otherInstitution: string;
  let company: TestCompany;
  let person: number;
  let category: OfferedCategory;

  const post = <T>(token: string, path: string, body: unknown) =>
    call<T>(server.app, 'POST', `${CREDIT}/${path}`, { token, body });
  const get = <T>(token: string, path: string, query: Record<string, string> = {}) =>
    call<T>(server.app, 'GET', `${CREDIT}/${path}`, { token, query });
  const detail = (token: string, id: number) =>
    get<Detail>(token, 'query-corporatecredit-detail', { id: String(id) });
  const draftOf = async (fields: Record<string, unknown>) => {
    const answer = await post<CreditApplicationAnswer>(
      company.token,
      'create-corporatecredit',
      fields,
    );
    expect(answer.httpStatus, answer.body.message).toBe(200);
    return answer.body.data;
  };
  const inRole = async (userName: string, role: string) => {
    const token = await sessionFor(server, userName);
    const switched = await call(server.app, 'PUT', '/api/user/update-usertype', {
      token,
      body: { role },
    });
    expect(switched.httpStatus).toBe(200);
    return token;
  };

  beforeAll(async () => {
    server = await startTestServer(databaseKind);
    reviewer = await sessionFor(server, DEMO.platformReviewer);
    // Rongcheng reviews line 1; shuxin reviews line 0 only.
    institution = await inRole(DEMO.rongchengAdmin, '2101');
    otherInstitution = await inRole(DEMO.shuxinAdmin, '2001');
  });
  beforeEach(async () => {
    company = await createCompany(server);
    person = await verifiedPerson(server.app, company.token, reviewer, '周工程师');
    category = await offeredCategoryOf(server.app, company.token);
  });
  afterAll(() => server.close());

  it('offers open categories with their materials and the review institutions of the line', async () => {
    expect(category.materials.some((material) => material.required)).toBe(true);
    const institutions = await institutionsFor(server.app, company.token, category.id);
    expect(institutions.map((offered) => offered.name)).toContain('蓉城信息工程咨询评估有限公司');
    // Nobody is offered itself: rongcheng applying (as a member) sees no institution of line 1.
    const rongcheng = await inRole(DEMO.rongchengAdmin, '2000');
    expect(await institutionsFor(server.app, rongcheng, category.id)).toEqual([]);
    // A category is offered as reviewed exactly when someone other than the caller reviews it.
    for (const token of [company.token, rongcheng]) {
      for (const offered of await offeredCategoriesOf(server.app, token)) {
        const reviewers = await institutionsFor(server.app, token, offered.id);
        expect(offered.reviewed, `category ${offered.id}`).toBe(reviewers.length > 0);
      }
    }
    expect(
      (await offeredCategoriesOf(server.app, rongcheng)).find(
        (offered) => offered.id === category.id,
      )?.reviewed,
    ).toBe(false);
    await inRole(DEMO.rongchengAdmin, '2101');
  });

  it('names every missing field and material of a submission, then submits once complete', async () => {
    const draft = await draftOf({ categoryId: String(category.id) });
    expect(draft.status).toBe(0);
    expect(draft.materials.every((material) => material.file === null)).toBe(true);

    const incomplete = await post(company.token, 'submit-corporatecredit', {
      id: draft.id,
      version: draft.version,
    });
    expect(incomplete.httpStatus).toBe(400);
    expect(Object.keys(incomplete.body.fieldErrors ?? {})).toEqual(
      expect.arrayContaining(['institutionId', 'contactName', 'description', 'personIds']),
    );

    const fields = await completeCreditFields(server.app, company.token, category.id, [person]);
    const filled = await draftOf({ ...fields, id: draft.id, version: draft.version });
    const noMaterials = await post(company.token, 'submit-corporatecredit', {
      id: filled.id,
      version: filled.version,
    });
    expect(noMaterials.httpStatus).toBe(400);
    const required = category.materials.filter((material) => material.required);
    expect(Object.keys(noMaterials.body.fieldErrors ?? {}).sort()).toEqual(
      required.map((material) => `materials.${material.id}`).sort(),
    );
    expect(noMaterials.body.message).toContain(String(required.length));

    const complete = await uploadEveryMaterial(server.app, company.token, filled);
    const submitted = await post<CreditApplicationAnswer>(company.token, 'submit-corporatecredit', {
      id: complete.id,
      version: complete.version,
    });
    expect(submitted.httpStatus, submitted.body.message).toBe(200);
    expect(submitted.body.data.status).toBe(1);
    expect(submitted.body.data.institutionName).toBe('蓉城信息工程咨询评估有限公司');

    // Sent: its files and fields stay as they are.
    const late = await post(company.token, 'update-corporatecredit-material', {
      id: complete.id,
      version: submitted.body.data.version,
      materialId: required[0]?.id,
      fileId: null,
    });
    expect(late.httpStatus).toBe(409);
  });

  it('keeps one open application per category and its category for good', async () => {
    const draft = await draftOf({ categoryId: String(category.id) });
    const second = await post(company.token, 'create-corporatecredit', {
      categoryId: String(category.id),
    });
    expect(second.httpStatus).toBe(409);
    expect(second.body.data).toEqual({ openId: draft.id });
    // The offer says so first, and names the open one; no other category is held.
    const offered = await offeredCategoriesOf(server.app, company.token);
    expect(
      offered.map((entry) => [entry.id, entry.openApplicationId]).filter(([, open]) => open),
    ).toEqual([[category.id, draft.id]]);
    // Another company's offer knows nothing of it.
    const stranger = await createCompany(server);
    expect(
      (await offeredCategoriesOf(server.app, stranger.token)).every(
        (entry) => entry.openApplicationId === null,
      ),
    ).toBe(true);

    const other = await offeredCategoryOf(server.app, company.token, 2);
    const moved = await post(company.token, 'create-corporatecredit', {
      id: draft.id,
      version: draft.version,
      categoryId: String(other.id),
    });
    expect(moved.httpStatus).toBe(400);
    expect(moved.body.fieldErrors).toHaveProperty('categoryId');
  });

  it('keeps a category applied for from being deleted (409, not a server error)', async () => {
    await draftOf({ categoryId: String(category.id) });
    const admin = await sessionFor(server, DEMO.superAdmin);
    const removed = await call(server.app, 'DELETE', `${CREDIT}/delete-credit`, {
      token: admin,
      query: { id: String(category.id) },
    });
    expect(removed.httpStatus).toBe(409);
  });

  it('refuses an institution of another line and people not verified', async () => {
    const draft = await draftOf({ categoryId: String(category.id) });
    const shuxin = (
      await institutionsFor(
        server.app,
        company.token,
        (await offeredCategoryOf(server.app, company.token, 2)).id,
      )
    )[0];
    expect(shuxin).toBeUndefined();
    const wrongLine = await post(company.token, 'create-corporatecredit', {
      id: draft.id,
      version: draft.version,
      institutionId: String(company.corporateId),
    });
    expect(wrongLine.httpStatus).toBe(400);
    expect(wrongLine.body.fieldErrors).toHaveProperty('institutionId');

    const declared = await declareNewPerson(server.app, company.token, '未核验');
    const unverified = await post(company.token, 'create-corporatecredit', {
      id: draft.id,
      version: draft.version,
      personIds: [declared.id],
    });
    expect(unverified.httpStatus).toBe(400);
    expect(unverified.body.fieldErrors).toHaveProperty('personIds');
  });

  it('withdraws before review and deletes drafts only', async () => {
    const submitted = await submitNewCredit(server.app, company.token, [person]);
    const refused = await call(server.app, 'DELETE', `${CREDIT}/delete-corporatecredit`, {
      token: company.token,
      query: { id: String(submitted.id), version: String(submitted.version) },
    });
    expect(refused.httpStatus).toBe(409);

    const withdrawn = await post<CreditApplicationAnswer>(
      company.token,
      'withdraw-corporatecredit',
      {
        id: submitted.id,
        version: submitted.version,
      },
    );
    expect(withdrawn.body.data.status).toBe(0);
    expect((await detail(company.token, submitted.id)).body.data.deletable).toBe(true);

    const deleted = await call(server.app, 'DELETE', `${CREDIT}/delete-corporatecredit`, {
      token: company.token,
      query: { id: String(submitted.id), version: String(withdrawn.body.data.version) },
    });
    expect(deleted.httpStatus, deleted.body.message).toBe(200);
    expect((await detail(company.token, submitted.id)).httpStatus).toBe(404);
  });

  it('shows a submission to its institution and the platform, drafts to nobody else', async () => {
    const draft = await draftOf({ categoryId: String(category.id) });
    for (const token of [institution, reviewer, otherInstitution]) {
      expect((await detail(token, draft.id)).httpStatus).toBe(404);
    }
    const submitted = await submitNewCredit(
      server.app,
      (await createCompany(server)).token,
      [],
    ).catch((error: Error) => error);
    // A submission without people is refused: a company must count its people.
    expect(submitted).toBeInstanceOf(Error);

    const sent = await submitNewCredit(server.app, (company = await createCompany(server)).token, [
      await verifiedPerson(server.app, company.token, reviewer),
    ]);
    const seenByInstitution = await detail(institution, sent.id);
    expect(seenByInstitution.httpStatus).toBe(200);
    expect(seenByInstitution.body.data.availableEvents.map((event) => event.type).sort()).toEqual([
      'INSTITUTION_APPROVE',
      'INSTITUTION_REJECT',
      'INSTITUTION_RETURN',
    ]);
    expect((await detail(reviewer, sent.id)).body.data.availableEvents).toEqual([]);
    expect((await detail(otherInstitution, sent.id)).httpStatus).toBe(404);
    // Its materials: to its institution and the platform, never to another institution.
    const [fileId] = sent.fileIds;
    const read = async (token: string) =>
      (
        await server.app.inject({
          method: 'GET',
          url: `/api/files/${String(fileId)}`,
          headers: { 'access-token': token },
        })
      ).statusCode;
    expect(await read(institution)).toBe(200);
    expect(await read(reviewer)).toBe(200);
    expect(await read(otherInstitution)).toBe(404);

    const stranger = await createCompany(server);
    expect((await detail(stranger.token, sent.id)).httpStatus).toBe(404);
    const own = await get<{ list: { id: number }[] }>(
      stranger.token,
      'query-my-corporatecredit-page',
    );
    expect(own.body.data.list).toEqual([]);
    const theirs = await get<{ list: { id: number }[]; total: number }>(
      company.token,
      'query-my-corporatecredit-page',
    );
    expect(theirs.body.data.list.map((row) => row.id)).toEqual([sent.id]);
  });
});
