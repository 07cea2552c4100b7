import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { idCardCheckCharacter } from '../../machines/validation/idCard';
import { apiCall, apiToken, logIn, zh } from './support';

/**
 * Personnel verification through the browser (issue 12): a company declares two people;
 * the platform verifies one in the person's dialog and returns the other with a reason;
 * the company corrects it; the platform approves it with a batch decision. The company's
 * steps go through its API (its roster screen comes with the next slice).
 */

const PHOTO = readFileSync(new URL('./fixtures/licence.png', import.meta.url));
const COMPANY = '13900002001';
const REVIEWER = '13900000001';
const PAGE = '/platCoperationCheck/userCheck';

interface Person {
  readonly id: number;
  readonly version: number;
  readonly status: number;
  readonly name: string;
}

/** A valid ID card number of this run: the run's time picks the birth day. */
function idCardOf(offset: number): string {
  const birth = new Date(
    Date.UTC(1970, 0, 1) + ((Date.now() / 1000 + offset) % 15000) * 86_400_000,
  );
  const first17 = `510104${birth.toISOString().slice(0, 10).replaceAll('-', '')}321`;
  return first17 + idCardCheckCharacter(first17);
}

async function uploaded(request: APIRequestContext, token: string, purpose: string) {
  const answer = await request.post('/api/files', {
    headers: { 'access-token': token },
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: PHOTO }, purpose },
  });
  return ((await answer.json()) as { data: { id: string } }).data.id;
}

async function declare(request: APIRequestContext, token: string, name: string, offset: number) {
  return apiCall<Person>(request, token, 'POST', '/api/user/declare-userstaff', {
    name,
    gender: 'female',
    idCard: idCardOf(offset),
    mobile: '13712345678',
    education: 'bachelor',
    professionalTitle: 'junior',
    employedFrom: '2022-01-01',
    photoFileId: await uploaded(request, token, 'personPhoto'),
    idCardFileId: await uploaded(request, token, 'personIdCard'),
  });
}

/** The list narrowed to this run's people, by the name filter. */
async function findPeople(page: Page, runTag: string) {
  await page.goto(PAGE);
  await page.getByRole('textbox', { name: zh.person.keyword }).fill(runTag);
  await page.getByRole('button', { name: zh.filter.search }).click();
}

async function closeDetail(page: Page) {
  const detail = page.getByRole('dialog', { name: zh.person.detailTitle });
  await detail.getByRole('button', { name: zh.action.close }).click();
  await expect(detail).toBeHidden();
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

async function decideInDialog(page: Page, action: string, comment?: string) {
  const detail = page.getByRole('dialog', { name: zh.person.detailTitle });
  await detail
    .getByRole('group', { name: zh.person.reviewActions })
    .getByRole('button', { name: action })
    .click();
  const dialog = page.getByRole('dialog', { name: action });
  if (comment)
    await dialog.getByRole('textbox', { name: zh.field.comment, exact: true }).fill(comment);
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await expect(dialog.getByText(zh.review.succeeded.replace('{{action}}', action))).toBeVisible();
  await dialog.getByRole('button', { name: zh.action.close }).click();
}

test('a company declares two people; the platform verifies one, returns the other, then approves the correction', async ({
  page,
  request,
}) => {
  const company = await apiToken(request, COMPANY);
  const runTag = `测${String(Date.now()).slice(-6)}`;
  const first = await declare(request, company, `${runTag}甲`, 0);
  const second = await declare(request, company, `${runTag}乙`, 1);

  await logIn(page, REVIEWER);
  await findPeople(page, runTag);
  await expect(rowOf(page, first.name).getByText(zh.status.application.submitted)).toBeVisible();

  await rowOf(page, first.name).getByRole('button', { name: zh.person.view }).click();
  await expect(page).toHaveURL(new RegExp(`person=${first.id}`));
  await decideInDialog(page, zh.workflowEvent.APPROVE);
  await expect(
    page
      .getByRole('dialog', { name: zh.person.detailTitle })
      .getByText(zh.status.application.approved)
      .first(),
  ).toBeVisible();
  await closeDetail(page);

  await rowOf(page, second.name).getByRole('button', { name: zh.person.view }).click();
  await decideInDialog(page, zh.workflowEvent.RETURN, '身份证照片不清晰');
  await closeDetail(page);
  await expect(rowOf(page, second.name).getByText(zh.status.application.returned)).toBeVisible();

  // The company corrects the returned person and declares again.
  const returned = await apiCall<{ person: Person }>(
    request,
    company,
    'GET',
    `/api/user/query-userstaff-detail?id=${second.id}`,
  );
  await apiCall(request, company, 'POST', '/api/user/declare-userstaff', {
    id: second.id,
    version: returned.person.version,
    idCardFileId: await uploaded(request, company, 'personIdCard'),
  });

  await findPeople(page, runTag);
  await rowOf(page, second.name).getByRole('checkbox').check();
  await page.getByRole('button', { name: zh.review.batch.APPROVE }).click();
  const batch = page.getByRole('dialog');
  await batch.getByRole('button', { name: zh.workflowEvent.APPROVE, exact: true }).click();
  await batch.getByRole('button', { name: zh.action.close }).click();
  await expect(rowOf(page, second.name).getByText(zh.status.application.approved)).toBeVisible();

  const verified = await apiCall<{ list: Person[] }>(
    request,
    company,
    'GET',
    `/api/train/query-person?pageIndex=1&pageSize=100&keyword=${encodeURIComponent(runTag)}`,
  );
  expect(verified.list.map((person) => person.id).sort()).toEqual([first.id, second.id].sort());
});
