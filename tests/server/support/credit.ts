/** The credit-application endpoints as a test calls them: a complete application, submitted. */
import type { FastifyInstance } from 'fastify';
import { call } from './api';
import { samples, upload } from './uploads';

export const CREDIT = '/api/credit-category';

export interface CreditApplicationAnswer {
  id: number;
  status: number;
  version: number;
  categoryId: number;
  businessLine: number;
  institutionId: number | null;
  institutionName: string;
  contactMobile: string;
  people: { id: number; verified: boolean }[];
  materials: { materialId: number; required: boolean; file: { id: string } | null }[];
}

export interface OfferedCategory {
  id: number;
  businessLine: number;
  reviewed: boolean;
  openApplicationId: number | null;
  materials: { id: number; required: boolean }[];
}

/** Every open category as the company sees it. */
export async function offeredCategoriesOf(
  app: FastifyInstance,
  token: string,
): Promise<OfferedCategory[]> {
  const answer = await call<OfferedCategory[]>(app, 'GET', `${CREDIT}/query-offered-credit-list`, {
    token,
  });
  return answer.body.data;
}

/** The first open category of the line (the demo's line 1 has a review institution). */
export async function offeredCategoryOf(
  app: FastifyInstance,
  token: string,
  businessLine = 1,
): Promise<OfferedCategory> {
  const category = (await offeredCategoriesOf(app, token)).find(
    (offered) => offered.businessLine === businessLine,
  );
  if (!category) throw new Error(`No open category of line ${businessLine}`);
  return category;
}

/** The review institutions the company may name for the category. */
export async function institutionsFor(app: FastifyInstance, token: string, categoryId: number) {
  const answer = await call<{ id: number; name: string }[]>(
    app,
    'GET',
    `${CREDIT}/query-review-institutions`,
    { token, query: { categoryId: String(categoryId) } },
  );
  return answer.body.data;
}

/** Every field a submission needs, naming the category's first review institution. */
export async function completeCreditFields(
  app: FastifyInstance,
  token: string,
  categoryId: number,
  personIds: readonly number[],
) {
  const [institution] = await institutionsFor(app, token, categoryId);
  if (!institution) throw new Error('No review institution for the category');
  return {
    categoryId: String(categoryId),
    institutionId: String(institution.id),
    contactName: '赵经理',
    contactMobile: '13812345678',
    description: '近三年完成系统集成项目二十余项，团队稳定。',
    personIds: [...personIds],
  };
}

/** Gives every material of the application a fresh upload of `token`'s company. */
export async function uploadEveryMaterial(
  app: FastifyInstance,
  token: string,
  application: CreditApplicationAnswer,
): Promise<CreditApplicationAnswer> {
  let current = application;
  for (const material of application.materials) {
    const file = await upload(app, token, {
      bytes: samples.pdf,
      fileName: 'material.pdf',
      purpose: 'creditMaterial',
    });
    if (file.httpStatus !== 200) throw new Error(`Upload failed: ${file.body.message}`);
    const answer = await call<CreditApplicationAnswer>(
      app,
      'POST',
      `${CREDIT}/update-corporatecredit-material`,
      {
        token,
        body: {
          id: current.id,
          version: current.version,
          materialId: material.materialId,
          fileId: file.body.data.id,
        },
      },
    );
    if (answer.httpStatus !== 200) throw new Error(`Material failed: ${answer.body.message}`);
    current = answer.body.data;
  }
  return current;
}

/** A draft with every field and material, then submitted: the answer of the submission. */
export async function submitNewCredit(
  app: FastifyInstance,
  token: string,
  personIds: readonly number[],
  businessLine = 1,
): Promise<CreditApplicationAnswer & { fileIds: string[] }> {
  const category = await offeredCategoryOf(app, token, businessLine);
  const fields = await completeCreditFields(app, token, category.id, personIds);
  const draft = await call<CreditApplicationAnswer>(
    app,
    'POST',
    `${CREDIT}/create-corporatecredit`,
    {
      token,
      body: fields,
    },
  );
  if (draft.httpStatus !== 200) throw new Error(`Draft failed: ${draft.body.message}`);
  const complete = await uploadEveryMaterial(app, token, draft.body.data);
  const answer = await call<CreditApplicationAnswer>(
    app,
    'POST',
    `${CREDIT}/submit-corporatecredit`,
    {
      token,
      body: { id: complete.id, version: complete.version },
    },
  );
  if (answer.httpStatus !== 200) throw new Error(`Submit failed: ${answer.body.message}`);
  const fileIds = complete.materials.flatMap((material) =>
    material.file ? [material.file.id] : [],
  );
  return { ...answer.body.data, fileIds };
}
