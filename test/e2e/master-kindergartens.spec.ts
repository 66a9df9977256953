import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { followMailLink, newEmail, newPassword, openMail, signOut } from './accounts-support';
import { signInAs } from './support';

/**
 * Issue #32: the Master opens a kindergarten with its director's invitation, finds it in the national list
 * and on its page; the director activates the account through the mail, edits the kindergarten's data on
 * /platform/settings/configuration and downloads the whole database as a zip, which opens as Excel with the
 * kindergarten's Bulgarian name in it.
 */
test('the Master opens a kindergarten; its director accepts, edits its data and downloads its database', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = crypto.randomUUID().slice(0, 6);
  const name = `ДГ „Звездица“ ${run}`;
  const email = newEmail('kg-director');

  await signInAs(page, 'master', '/admin/kindergartens');
  await expect(page.getByTestId('kindergartens-page')).toBeVisible();
  await page.getByTestId('kindergartens-create').click();
  const form = page.getByTestId('new-kindergarten-form');
  await form.getByTestId('new-kindergarten-name').fill(name);
  // The settlement is found by its name in ЕКАТТЕ and brings its municipality and region along.
  await form.getByTestId('new-kindergarten-settlement').fill('Пловдив');
  await page.getByRole('option', { name: 'гр. Пловдив' }).first().click();
  await form.getByTestId('new-kindergarten-address').fill('ул. „Гладстон“ 12');
  await form.getByTestId('new-kindergarten-eik').fill('175074753');
  await form.getByTestId('new-kindergarten-code').fill('1690123');
  await form.getByTestId('new-kindergarten-director-first-name').fill('Звезделина');
  await form.getByTestId('new-kindergarten-director-last-name').fill('Директорова');
  await form.getByTestId('new-kindergarten-director-email').fill(email);
  await form.getByTestId('new-kindergarten-save').click();
  // A ЕИК with a wrong check digit is refused at its field, in Bulgarian.
  await expect(form.getByText('Полето "ЕИК/БУЛСТАТ" не е валиден ЕИК')).toBeVisible();
  await form.getByTestId('new-kindergarten-eik').fill('175074752');
  await form.getByTestId('new-kindergarten-save').click();
  await expect(page.getByTestId('kindergartens-message')).toHaveText(
    `Детската градина „${name}“ е открита; поканата е изпратена на ${email}.`,
  );

  // The national list finds it by its НЕИСПУО code, being set up; its page shows the data read back.
  await page.getByTestId('kindergartens-code').fill('1690123');
  const row = page.getByTestId('kindergartens-row').filter({ hasText: name });
  await expect(row).toContainText('Настройва се');
  await expect(row).toContainText('гр. Пловдив');
  await row.getByRole('link', { name }).click();
  await expect(page.getByTestId('kindergarten-heading')).toHaveText(name);
  await expect(page.getByTestId('kindergarten-state')).toHaveText('Настройва се');
  await expect(page.getByTestId('kindergarten-eik')).toHaveValue('175074752');
  await signOut(page);

  // The director's invitation: the mail's link sets the password, then the director signs in.
  await openMail(page, email, /Покана/);
  await followMailLink(page, '/admin-account-activation/');
  await expect(page.getByTestId('activation-account')).toContainText(`директор в „${name}“`);
  await page.getByTestId('new-password').fill(newPassword);
  await page.getByTestId('new-password-confirm').fill(newPassword);
  await page.getByTestId('new-password-submit').click();
  await expect(page.getByTestId('login-notice')).toBeVisible();
  await page.getByTestId('login-password').fill(newPassword);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('home-kindergarten-name')).toHaveText(name);

  // The director keeps the kindergarten's contacts and working hours; the register's data is the Master's.
  await page.goto('/platform/settings/configuration');
  await expect(page.getByTestId('configuration-register')).toContainText(name);
  await expect(page.getByTestId('configuration-address')).toHaveValue('ул. „Гладстон“ 12');
  await page.getByTestId('configuration-phone').fill('032 600 700');
  await page.getByTestId('configuration-opening').fill('07:00');
  await page.getByTestId('configuration-closing').fill('06:30');
  await page.getByTestId('configuration-save').click();
  await expect(
    page.getByText('Полето "Работно време до" трябва да е след "Работно време от".'),
  ).toBeVisible();
  await page.getByTestId('configuration-closing').fill('18:30');
  await page.getByTestId('configuration-save').click();
  await expect(page.getByTestId('configuration-message')).toHaveText(
    'Данните на детската градина са записани.',
  );
  await page.reload();
  await expect(page.getByTestId('configuration-phone')).toHaveValue('032 600 700');
  await expect(page.getByTestId('configuration-closing')).toHaveValue('18:30');
  await expect(page.getByTestId('configuration-meals')).toBeVisible();

  // The whole database: asked for, made in the background, downloaded and opened.
  await page.goto('/platform/settings/database');
  await expect(page.getByTestId('database-empty')).toBeVisible();
  await page.getByTestId('database-export-request').click();
  await expect(page.getByTestId('database-message')).toContainText('Архивът се изготвя');
  await expect(page.getByTestId('database-export-row').first()).toHaveAttribute('data-state', 'ready', {
    timeout: 30_000,
  });
  await openMail(page, email, /Архивът с данните/);
  await page.goto('/platform/settings/database');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('database-export-download').first().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = await JSZip.loadAsync(await readFile((await download.path())!));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    (await zip.file('Детска градина.xlsx')!.async('nodebuffer')) as unknown as ArrayBuffer,
  );
  const sheet = workbook.getWorksheet('Детска градина')!;
  const text = JSON.stringify(sheet.getSheetValues());
  expect(text).toContain(name);
  expect(text).toContain('032 600 700');
  expect(text).toContain('07:00 - 18:30');
});
