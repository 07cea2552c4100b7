import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { freshMobile, latestCode, registeredAccount } from './newcomers';
import { apiLogin, en, logIn, openLogin, fillLogin, zh } from './support';
import { DEMO } from '../demoUsers';

/**
 * "Forgot account" through the browser: someone who lost the mobile of a registered
 * account appeals from the login page with a picture and a scanned PDF, is told the login
 * name will follow the new mobile, the operator approves it (warned of the same), and the
 * appellant resets the password and signs in; the old login name is told it changed.
 */

const LICENCE = new URL('./fixtures/licence.png', import.meta.url);
const OPERATOR = DEMO.operator;
const NEW_PASSWORD = 'Found2026';
/** A valid unified social credit code no demo appeal uses, to find this one in the list. */
const CREDIT_CODE = '91510115MA6F4Q8R2Y';
/** A number gets at most one SMS code a minute (server/lib/sms). */
const RESEND_INTERVAL_MS = 60_000;

/** A stamped statement, scanned: the smallest well-formed PDF. */
const SCANNED_STATEMENT = Buffer.from(
  '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
  'latin1',
);

async function chooseFile(
  page: Page,
  legend: RegExp,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const field = page.getByRole('group', { name: legend });
  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: zh.upload.choose }).click();
  await (await chooser).setFiles(file);
  await expect(field.getByText(file.name)).toBeVisible();
}

test('a lost account is appealed, approved, its password reset, and signed in to', async ({
  browser,
  request,
}) => {
  // The reset waits out the minute between two codes to one number.
  test.setTimeout(150_000);
  const lostAccount = await registeredAccount(request, {
    prefix: '136',
    password: 'Forgotten2025',
  });
  const newMobile = freshMobile('135');

  // The appellant, from the login page's "forgot account" link.
  const appellant = await browser.newPage();
  await openLogin(appellant);
  await appellant.getByRole('link', { name: zh.action.forgotAccount }).click();
  await expect(appellant).toHaveURL(/\/forgetPassword\?tab=account$/);
  const form = appellant.getByRole('form', { name: zh.appeal.formLabel });
  await form.getByRole('textbox', { name: zh.field.userName }).fill(lostAccount);
  await form.getByRole('textbox', { name: zh.field.companyName }).fill('成都寻回科技有限公司');
  await form.getByRole('textbox', { name: zh.field.creditCode }).fill(CREDIT_CODE);
  await form.getByRole('textbox', { name: zh.field.mobile }).fill(newMobile);
  await form.getByRole('button', { name: zh.sms.getCode }).click();
  const appealCode = await latestCode(request, newMobile, 'appeal');
  await form.getByRole('textbox', { name: zh.field.smsCode }).fill(appealCode);
  await form.getByRole('textbox', { name: zh.field.email }).fill(`found${newMobile}@example.com`);
  await chooseFile(appellant, /^营业执照/, {
    name: '营业执照.png',
    mimeType: 'image/png',
    buffer: readFileSync(LICENCE),
  });
  await chooseFile(appellant, /^证明材料/, {
    name: '账号归属说明.pdf',
    mimeType: 'application/pdf',
    buffer: SCANNED_STATEMENT,
  });
  await expect(form.getByText(zh.appeal.loginNameNotice)).toBeVisible();
  await form.getByRole('button', { name: zh.appeal.submit }).click();
  await expect(appellant.getByText(zh.appeal.submitted)).toBeVisible();
  await expect(appellant.getByText(zh.appeal.loginNameNotice)).toBeVisible();

  // The operator finds it, looks at both images and approves.
  const operator = await browser.newPage();
  await logIn(operator, OPERATOR);
  await operator.goto(`/platCoperationCheck/corporateAppealCheck?creditCode=${CREDIT_CODE}`);
  const row = operator.getByRole('row').filter({ hasText: lostAccount });
  await expect(row.getByText('待审核')).toBeVisible();
  await row.getByRole('button', { name: zh.appeal.view }).click();
  const detail = operator.getByRole('dialog', { name: zh.appeal.detailTitle });
  await expect(detail.getByText(lostAccount).first()).toBeVisible();
  await detail.getByRole('button', { name: '预览 营业执照.png' }).click();
  const viewer = operator.getByRole('dialog', { name: '营业执照.png' });
  await expect(viewer.getByRole('img', { name: '营业执照.png' })).toBeVisible();
  await viewer.getByRole('button', { name: zh.viewer.zoomIn }).click();
  await expect(viewer.getByText('125%')).toBeVisible();
  await viewer.getByRole('button', { name: zh.viewer.rotateRight }).click();
  await viewer.getByRole('button', { name: zh.action.close }).first().click();
  await expect(detail.getByRole('button', { name: '预览 账号归属说明.pdf' })).toBeVisible();
  // Approving moves the login name with the mobile: the reviewer is told so first.
  await expect(
    detail.getByText(
      zh.appeal.loginNameChange.replace('{{from}}', lostAccount).replace('{{to}}', newMobile),
    ),
  ).toBeVisible();
  await detail
    .getByRole('group', { name: zh.appeal.reviewActions })
    .getByRole('button', { name: zh.workflowEvent.APPROVE })
    .click();
  const decision = operator.getByRole('dialog', { name: zh.workflowEvent.APPROVE, exact: true });
  await decision.getByRole('button', { name: zh.workflowEvent.APPROVE, exact: true }).click();
  await decision.getByRole('button', { name: zh.action.close }).click();
  await expect(detail.getByText('已通过').first()).toBeVisible();

  // The approval promised a reset code, but the number had the appeal's code under a minute
  // ago: the reviewer sees it waiting, and the outbox sends it once the minute is over.
  await expect(detail.getByText(zh.smsDelivery.pending)).toBeVisible();
  await expect(detail.getByText(new RegExp(zh.smsDelivery.reason.tooSoon))).toBeVisible();
  const resetCode = await latestCode(request, newMobile, 'reset', RESEND_INTERVAL_MS + 30_000);
  // The operator's outbox shows it went out, the number masked.
  await operator.goto('/loginLog?tab=sms');
  const masked = `${newMobile.slice(0, 3)}****${newMobile.slice(-4)}`;
  await expect(
    operator.getByRole('row').filter({ hasText: masked }).getByText(zh.smsDelivery.sent),
  ).toBeVisible();
  await appellant.goto('/forgetPassword');
  const reset = appellant.getByRole('form', { name: zh.forgetPassword.formLabel });
  await reset.getByRole('textbox', { name: zh.field.mobile }).fill(newMobile);
  await reset.getByRole('textbox', { name: zh.field.smsCode }).fill(resetCode);
  await reset.getByLabel(new RegExp(`^${zh.field.newPassword}`)).fill(NEW_PASSWORD);
  await reset.getByLabel(new RegExp(`^${zh.field.confirmPassword}`)).fill(NEW_PASSWORD);
  await reset.getByRole('button', { name: zh.forgetPassword.submit }).click();
  await expect(appellant.getByText(zh.forgetPassword.success)).toBeVisible();

  // The old login name, with the account's password: told what happened, not the new name.
  const captcha = await openLogin(appellant);
  await fillLogin(appellant, lostAccount, NEW_PASSWORD, await captcha());
  await expect(appellant.getByText(zh.error.loginNameRetired)).toBeVisible();
  const inEnglish = await apiLogin(request, lostAccount, {
    password: NEW_PASSWORD,
    language: 'en',
  });
  expect(inEnglish.message).toBe(en.error.loginNameRetired);

  // The login name moved with the mobile.
  const again = await openLogin(appellant);
  await fillLogin(appellant, newMobile, NEW_PASSWORD, await again());
  await expect(appellant.getByRole('navigation', { name: '主菜单' })).toBeVisible();
});
