import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { idCardCheckCharacter } from '../../machines/validation/idCard';
import { apiCall, apiToken, logIn, zh } from './support';
import { DEMO } from '../demoUsers';

/**
 * The personnel roster and its verification through the browser (issue 12): a company
 * adds two people on its roster and declares them; the platform verifies one in the
 * person's dialog and returns the other with a reason; the company reads the reason,
 * corrects the person and declares again; the platform approves with a batch decision;
 * both are then what the company's pickers offer.
 */

const PHOTO = readFileSync(new URL('./fixtures/licence.png', import.meta.url));
const COMPANY = DEMO.jinchengAdmin;
const REVIEWER = DEMO.platformReviewer;
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

const ROSTER = '/ePeopleManagement';
const pictureOf = (name: string) => ({ name, mimeType: 'image/png', buffer: PHOTO });

/** Adds a person on the roster form and declares them; the form is left on its success. */
async function addAndDeclare(page: Page, name: string, offset: number) {
  await expect(page.getByRole('heading', { level: 1, name: zh.route.newPerson })).toBeVisible();
  const form = page.getByRole('form', { name: zh.person.formTitleNew });
  await form.getByRole('textbox', { name: zh.field.name, exact: true }).fill(name);
  await form.getByRole('combobox', { name: zh.person.gender.label }).click();
  await page.getByRole('option', { name: zh.person.gender.female }).click();
  await form.getByRole('textbox', { name: zh.person.idCard }).fill(idCardOf(offset));
  await form.getByRole('textbox', { name: zh.field.mobile }).fill('13712345678');
  await form.getByRole('combobox', { name: zh.person.education.label }).click();
  await page.getByRole('option', { name: zh.person.education.bachelor }).click();
  await form.getByRole('combobox', { name: zh.person.title.label }).click();
  await page.getByRole('option', { name: zh.person.title.junior }).click();
  const employedFrom = form.getByRole('group', { name: zh.person.employedFrom });
  await employedFrom.getByRole('spinbutton').first().click();
  await page.keyboard.type('20220103');
  await form.locator('input[type=file][name=photo]').setInputFiles(pictureOf('photo.png'));
  await form.locator('input[type=file][name=idCardImage]').setInputFiles(pictureOf('id.png'));
  await expect(form.getByRole('button', { name: zh.upload.replace })).toHaveCount(2);
  await form.getByRole('button', { name: zh.person.declare }).click();
  await expect(page.getByText(zh.person.declaredTitle)).toBeVisible();
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
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const runTag = `测${String(Date.now()).slice(-6)}`;
  const [firstName, secondName] = [`${runTag}甲`, `${runTag}乙`];

  // The company adds both people on its roster and declares them.
  const companyPage = await (await browser.newContext()).newPage();

  await logIn(companyPage, COMPANY);
  await companyPage.goto(ROSTER);
  await companyPage.getByRole('link', { name: zh.person.add }).click();
  await expect(companyPage).toHaveURL(/\/newPerson/);
  await addAndDeclare(companyPage, firstName, 0);
  await companyPage.getByRole('button', { name: zh.person.addAnother }).click();
  await addAndDeclare(companyPage, secondName, 1);
  await companyPage.getByRole('button', { name: zh.person.backToRoster }).click();
  await expect(companyPage).toHaveURL(new RegExp(`${ROSTER}$`));
  for (const name of [firstName, secondName]) {
    await expect(rowOf(companyPage, name).getByText(zh.status.application.submitted)).toBeVisible();
  }

  // The platform verifies the first in its dialog and returns the second.
  await logIn(page, REVIEWER);
  await findPeople(page, runTag);
  await rowOf(page, firstName).getByRole('button', { name: zh.person.view }).click();
  await expect(page).toHaveURL(/person=\d+/);
  await decideInDialog(page, zh.workflowEvent.APPROVE);
  await expect(
    page
      .getByRole('dialog', { name: zh.person.detailTitle })
      .getByText(zh.status.application.approved)
      .first(),
  ).toBeVisible();
  await closeDetail(page);
  await rowOf(page, secondName).getByRole('button', { name: zh.person.view }).click();
  await decideInDialog(page, zh.workflowEvent.RETURN, '身份证照片不清晰');
  await closeDetail(page);
  await expect(rowOf(page, secondName).getByText(zh.status.application.returned)).toBeVisible();

  // The company reads why, replaces the ID card picture and declares again.
  await companyPage.reload();
  const returned = rowOf(companyPage, secondName);
  await expect(returned.getByText(zh.status.application.returned)).toBeVisible();
  await returned.getByRole('button', { name: zh.person.edit }).click();
  await expect(companyPage.getByText('身份证照片不清晰')).toBeVisible();
  // The breadcrumb says what the page does: editing, as its heading (issue 42).
  await expect(
    companyPage
      .getByRole('navigation', { name: zh.layout.breadcrumb })
      .getByText(zh.person.editTitle),
  ).toBeVisible();
  await expect(companyPage).toHaveTitle(new RegExp(`^${zh.person.editTitle} - `));
  const idCardField = companyPage.getByRole('group', { name: zh.person.idCardFile });
  await idCardField.locator('input[type=file]').setInputFiles(pictureOf('id-clear.png'));
  await expect(idCardField.getByText('id-clear.png')).toBeVisible();
  await companyPage.getByRole('button', { name: zh.person.declare }).click();
  await expect(companyPage.getByText(zh.person.declaredTitle)).toBeVisible();

  // The platform approves the correction with a batch decision.
  await findPeople(page, runTag);
  await rowOf(page, secondName).getByRole('checkbox').check();
  await page.getByRole('button', { name: zh.review.batch.APPROVE }).click();
  const batch = page.getByRole('dialog');
  await batch.getByRole('button', { name: zh.workflowEvent.APPROVE, exact: true }).click();
  await batch.getByRole('button', { name: zh.action.close }).click();
  await expect(rowOf(page, secondName).getByText(zh.status.application.approved)).toBeVisible();

  // Both are verified on the roster, and are what the company's pickers offer.
  await companyPage.getByRole('button', { name: zh.person.backToRoster }).click();
  for (const name of [firstName, secondName]) {
    await expect(rowOf(companyPage, name).getByText(zh.status.application.approved)).toBeVisible();
  }
  const company = await apiToken(request, COMPANY);
  const verified = await apiCall<{ list: Person[] }>(
    request,
    company,
    'GET',
    `/api/train/query-person?pageIndex=1&pageSize=100&keyword=${encodeURIComponent(runTag)}`,
  );
  expect(verified.list.map((person) => person.name).sort()).toEqual([firstName, secondName].sort());
});

test('a company imports people from the template: the report names the wrong row, the valid one becomes a draft', async ({
  page,
}) => {
  const runTag = `导${String(Date.now()).slice(-6)}`;
  await logIn(page, COMPANY);
  await page.goto(ROSTER);
  await page.getByRole('button', { name: zh.import.open }).click();
  const dialog = page.getByRole('dialog', { name: zh.person.import.title });

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: zh.import.template }).click();
  const template = new ExcelJS.Workbook();
  const download = await downloading;
  // Named in the interface's language (issue 42).
  expect(download.suggestedFilename()).toBe(zh.person.import.templateFile);
  await template.xlsx.readFile(await download.path());
  const headers = template.worksheets[0]?.getRow(1).values as unknown[];
  // Required to import (*), and what verification will need (核验必填).
  expect(headers.slice(1, 4)).toEqual([
    '姓名 *',
    `性别${zh.person.import.verifyMark}`,
    '身份证号码 *',
  ]);

  // The template filled in as a user does, from row 2: one good row, one without a name
  // and with a wrong number.
  const sheet = template.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  sheet.getRow(2).values = [
    `${runTag}丙`,
    '女',
    idCardOf(7),
    '13700001111',
    '',
    '本科',
    '初级',
    '2021-03-01',
  ];
  sheet.getRow(3).values = ['', '男', '51010419900101'];
  const filled = Buffer.from(await template.xlsx.writeBuffer());
  await dialog.locator('input[name=sheet]').setInputFiles({
    name: 'people.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: filled,
  });
  await expect(dialog.getByText('共 2 行：1 行有效，1 行有问题')).toBeVisible();
  const wrongRow = dialog.getByRole('row').filter({ hasText: '请输入姓名' });
  await expect(wrongRow.getByRole('cell').first()).toHaveText('3');
  await expect(wrongRow).toContainText('身份证号码不正确');
  // The valid row says what its declaration will still need: the two pictures.
  const validRow = dialog.getByRole('row').filter({ hasText: `${runTag}丙` });
  await expect(validRow).toContainText(
    zh.person.import.toComplete.replace('{{fields}}', '照片和身份证照片'),
  );

  await dialog.getByRole('button', { name: '仅导入有效的 1 行' }).click();
  await expect(dialog.getByText('已导入 1 人，均为草稿状态。')).toBeVisible();
  await dialog.getByRole('button', { name: zh.action.close }).click();
  await expect(rowOf(page, `${runTag}丙`).getByText(zh.status.application.draft)).toBeVisible();
});
