import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { CertificateTemplate, CreditCategory } from '@machines/contracts';
import { apiCall, apiToken, fill, logIn, pick, zh } from './support';
import { DEMO } from '../demoUsers';

/**
 * Credit categories through the browser (issue 13): the super-admin offers a new credit
 * type's level as a category, lists what applicants upload for it, and designs its
 * certificate: uploads a background, puts fields on it, drags one, watches the preview
 * follow and saves; the points the server keeps are where the field was dropped. A personnel
 * certificate level gets its template the same way, on its own page.
 */

const ADMIN = DEMO.superAdmin;
const CATEGORIES = '/platSystemManage/qualificationManage';
const TYPE = '数据中心运维能力评估';
const BACKGROUND = readFileSync(new URL('./fixtures/licence.png', import.meta.url));
const cc = zh.creditCategory;
const tt = zh.template;

test('a category with its materials and a certificate template placed by dragging', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, ADMIN);
  const type = await apiCall<{ id: number }>(
    request,
    token,
    'POST',
    '/api/qualification/CreateCreditType',
    {
      name: TYPE,
      nameEn: 'Data centre operation capability',
      businessLine: 2,
      sort: 90,
      enabled: true,
    },
  );
  for (const [name, nameEn] of [
    ['甲级', 'Grade A'],
    ['乙级', 'Grade B'],
  ]) {
    await apiCall(request, token, 'POST', '/api/qualification/CreateCreditLevel', {
      typeId: type.id,
      name,
      nameEn,
      sort: 1,
      enabled: true,
    });
  }

  await logIn(page, ADMIN);
  await page.goto(CATEGORIES);
  await expect(page.getByRole('heading', { name: zh.route.qualificationManage })).toBeVisible();
  await page.getByRole('button', { name: cc.add }).click();
  const form = page.getByRole('form', { name: cc.add });
  await pick(page, zh.catalogue.field.typeId, TYPE);
  await pick(page, zh.catalogue.field.levelId, '甲级');
  const years = form.getByRole('textbox', { name: zh.catalogue.field.validityYears });
  await years.fill('12');
  await form.getByRole('button', { name: zh.action.save }).click();
  await expect(form.getByText(zh.validation.validityYears)).toBeVisible();
  await years.fill('5');
  await form.getByRole('button', { name: zh.action.save }).click();
  // Saved: the dialog closes and a toast names the category.
  await expect(form).toBeHidden();
  await expect(
    page.getByText(fill(zh.catalogue.savedEntry, { name: `${TYPE} · 甲级` })),
  ).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: TYPE });
  await expect(row).toContainText(cc.templateMissing);
  await row.getByRole('button', { name: cc.open }).click();
  await expect(page).toHaveURL(/qualificationSpecify\?id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));

  // What applicants upload.
  await page.getByRole('button', { name: cc.material.add }).click();
  const material = page.getByRole('form', { name: cc.material.add });
  await material
    .getByRole('textbox', { name: zh.catalogue.field.name, exact: true })
    .fill('机房等级证明');
  await material
    .getByRole('textbox', { name: zh.catalogue.field.nameEn })
    .fill('Data centre rating');
  await material.getByRole('button', { name: zh.action.save }).click();
  await expect(material).toBeHidden();
  await expect(
    page.getByText(fill(zh.catalogue.savedEntry, { name: '机房等级证明' })),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '机房等级证明' })).toContainText(
    cc.material.required,
  );

  // The certificate: a background, two fields, one dragged, the preview, saved.
  await page.getByRole('tab', { name: cc.tab.template }).click();
  await expect(page.getByText(tt.noBackground)).toBeVisible();
  await page
    .locator('input[type=file][name=background]')
    .setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: BACKGROUND });
  const companyBox = page.getByRole('checkbox', { name: tt.field.companyName });
  await expect(companyBox).toBeEnabled();
  // The QR code first: the name goes under it, and is dragged further from it.
  await page.getByRole('checkbox', { name: tt.field.qrCode }).check();
  await companyBox.check();
  const marker = page.getByRole('button', { name: new RegExp(`^${tt.field.companyName}，`) });
  const placedAt = /左 (\d+)%、上 (\d+)%/.exec((await marker.getAttribute('aria-label')) ?? '');
  const [placedX, placedY] = [Number(placedAt?.[1]) / 100, Number(placedAt?.[2]) / 100];
  const before = await marker.boundingBox();
  if (!before) throw new Error('the marker is not on screen');
  await page.mouse.move(before.x + 5, before.y + 5);
  await page.mouse.down();
  await page.mouse.move(before.x + 105, before.y + 45, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByText(tt.unsaved)).toBeVisible();
  await expect(page.getByRole('img', { name: tt.previewAlt })).toBeVisible();
  await page.getByRole('button', { name: tt.save }).click();
  await expect(page.getByText(tt.saved)).toBeVisible();

  const saved = await apiCall<CertificateTemplate>(
    request,
    token,
    'GET',
    `/api/credit-category/image-point/${id}`,
  );
  const company = saved.points.find((point) => point.field === 'companyName');
  expect(saved.points.map((point) => point.field).sort()).toEqual(['companyName', 'qrCode']);
  // Dropped to the right of and below where it was first put.
  expect(company?.x).toBeGreaterThan(placedX + 0.05);
  expect(company?.y).toBeGreaterThan(placedY + 0.02);

  // The list says the template is set.
  await page.goto(CATEGORIES);
  const categories = await apiCall<{ list: CreditCategory[] }>(
    request,
    token,
    'GET',
    `/api/credit-category/query-credit-page?id=${id}`,
  );
  expect(categories.list[0]).toMatchObject({
    hasTemplate: true,
    materialCount: 1,
    validityYears: 5,
  });
  await expect(page.getByRole('row').filter({ hasText: TYPE })).toContainText(cc.templateSet);
});

test("a personnel certificate level's template: opened from its level, a field added, moved by keyboard and saved", async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  await logIn(page, ADMIN);
  await page.goto('/platSystemManage/certificateLevelManage');
  // The demo's third level of the first certificate type has no template yet.
  const row = page.getByRole('row').filter({ hasText: '系统集成项目经理' }).nth(2);
  await row.getByRole('button', { name: zh.certificateTemplate.open }).click();
  await expect(page).toHaveURL(/certificateTemplate\?id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByRole('heading', { name: /^系统集成项目经理 · / })).toBeVisible();
  await expect(page.getByText(tt.noBackground)).toBeVisible();

  await page
    .locator('input[type=file][name=background]')
    .setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: BACKGROUND });
  await page.getByRole('checkbox', { name: tt.field.personName }).check();
  await expect(page.getByRole('checkbox', { name: tt.field.creditCode })).toHaveCount(0);
  const marker = page.getByRole('button', { name: new RegExp(`^${tt.field.personName}，`) });
  await marker.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page.getByRole('img', { name: tt.previewAlt })).toBeVisible();
  await page.getByRole('button', { name: tt.save }).click();
  await expect(page.getByText(tt.saved)).toBeVisible();

  const saved = await apiCall<CertificateTemplate>(
    request,
    token,
    'GET',
    `/api/qualification/certificate-template/${id}`,
  );
  expect(saved.version).toBe(1);
  expect(saved.points).toEqual([expect.objectContaining({ field: 'personName' })]);
  // Moved right of where it was first put (0.2).
  expect(saved.points[0]?.x).toBeGreaterThan(0.2);
});
