import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { xlsxRows } from '../support/documents';
import { apiAs, apiPath, demoEmail, expectAccessible, signInAs } from './support';

/**
 * Issue #33, the kindergarten fees on the demo kindergarten (the module off by default): the director turns
 * the module on with the kindergarten's ePay account, adds a fee type with the proportional model, generates
 * the month from attendance and e-mails the statements (read from the local outbox); the demo parent pays
 * their child's fee by card in the local ePay simulator; another child's fee is paid at the desk.
 */

const typeName = 'Такса „Слънце“ (e2e)';
const outboxDir = path.resolve(
  import.meta.dirname,
  `../../.test-data/e2e-${process.env.E2E_PORT ?? 3100}/outbox`,
);

const mailsTo = (to: string) =>
  (existsSync(outboxDir) ? readdirSync(outboxDir).filter((f) => f.endsWith('.json')) : []).flatMap((f) => {
    try {
      const mail = JSON.parse(readFileSync(path.join(outboxDir, f), 'utf8')) as {
        to: string;
        subject: string;
        text: string;
      };
      return mail.to === to ? [mail] : [];
    } catch {
      return []; // a mail still being written
    }
  });

async function pick(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.describe.configure({ mode: 'serial' });

test.describe('kindergarten fees', () => {
  test('the director turns the module on, adds a proportional fee type, generates the month and e-mails the statements', async ({
    page,
  }) => {
    // A long journey on a busy machine: the month of ~150 children and ~200 parents' statements.
    test.setTimeout(240_000);
    await signInAs(page, 'director', '/platform/settings/fees-types_depricated');
    await expect(page.getByTestId('kg-fee-settings-page')).toBeVisible();
    await expect(page.getByTestId('menu-item-/fees_depricated')).toHaveCount(0);
    await page.getByTestId('fee-settings-enabled').check();
    await pick(page, 'fee-settings-provider', /такси за детската градина/);
    await page.getByTestId('fee-settings-save').click();
    await expect(page.getByTestId('fee-settings-message')).toContainText('включен');
    await expect(page.getByTestId('menu-item-/fees_depricated')).toBeVisible();

    await page.getByTestId('fee-type-add').click();
    await page.getByTestId('fee-type-name').fill(typeName);
    await pick(page, 'fee-type-model', 'Фиксирана част + част според посещенията');
    await page.getByTestId('fee-type-price').fill('20,00');
    await page.getByTestId('fee-type-variable').fill('28,00');
    await expectAccessible(page);
    await page.getByTestId('fee-type-from').fill('01.11.2026');
    await page.getByTestId('fee-type-save').click();
    await expect(page.getByTestId('fee-type-row').filter({ hasText: typeName })).toContainText('20,00');

    await page.goto('/fees_depricated/management?month=2026-11');
    await expect(page.getByTestId('kg-fees-page')).toBeVisible();
    await page.getByTestId('kg-fees-generate').click();
    await page.getByTestId('kg-fees-generate-confirm').click();
    await expect(page.getByTestId('kg-fees-message')).toContainText('генерирани');
    const rows = page.getByTestId('kg-fee-row').filter({ hasText: typeName });
    await expect(rows.first()).toBeVisible();
    // the breakdown of the proportional model: the fixed part, the part by the days present of the working days
    await expect(rows.first()).toContainText(/20,00\s€ \+ \d+,\d\d\s€ \(\d+ от \d+ дни присъствие\)/);
    await expectAccessible(page);

    await page.goto('/fees_depricated/parents-emails?month=2026-11');
    await expect(page.getByTestId('kg-statement-row').first()).toBeVisible();
    await page.getByTestId('kg-statements-send').click();
    await page.getByTestId('kg-statements-send-confirm').click();
    // a few hundred parents of the demo kindergarten: the mails are queued in batches
    await expect(page.getByTestId('kg-statements-message')).toContainText('Изпратени извлечения', {
      timeout: 120_000,
    });
    await expect
      .poll(
        () =>
          mailsTo(demoEmail('parent')).filter((m) => m.subject.includes('Такси за детската градина')).length,
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThan(0);
    const mail = mailsTo(demoEmail('parent')).find((m) => m.subject.includes('Такси за детската градина'))!;
    expect(mail.text).toContain(typeName);
    expect(mail.text).toContain('/parents-fees_depricated');
  });

  test('the demo parent pays their child’s kindergarten fee by card in the ePay simulator', async ({
    page,
  }) => {
    await signInAs(page, 'parent', '/parents-fees_depricated');
    await expect(page.getByTestId('parent-fees-page')).toBeVisible();
    const fee = page.getByTestId('unpaid-fee').filter({ hasText: typeName }).first();
    await expect(fee).toBeVisible();
    await expectAccessible(page);
    await fee.getByTestId('unpaid-fee-check').check();
    await page.getByTestId('pay-card').click();
    await expect(page.getByRole('button', { name: 'Плати', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Плати', exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.has('payment'));
    await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid');
    await expect(page.getByTestId('paid-fee').filter({ hasText: typeName }).first()).toBeVisible();
  });

  test('another child’s fee is paid at the desk with a receipt', async ({ page }) => {
    await signInAs(page, 'director', '/activities/accounting/order/create');
    await expect(page.getByTestId('order-create-page')).toBeVisible();
    const fees = (
      await apiAs(
        page,
        'GET',
        `${apiPath('payments.kindergartenFeesOfMonth')}?year=2026&month=11&PageSize=500`,
      )
    ).body as { result: { childId: string; activityName: string; amountCents: number; paidCents: number }[] };
    const children = (await apiAs(page, 'GET', apiPath('children.childDropdown'))).body as {
      id: string;
      name: string;
    }[];
    const unpaid = fees.result.filter(
      (f) => f.activityName === typeName && f.paidCents === 0 && f.amountCents > 0,
    );
    const child = children.find((c) => unpaid.some((f) => f.childId === c.id));
    expect(child, 'a child with an unpaid kindergarten fee').toBeTruthy();
    await page.getByTestId('order-child').fill(child!.name);
    await page.getByRole('option', { name: child!.name, exact: true }).first().click();
    await page.getByRole('checkbox', { name: new RegExp(`^${typeName.replace(/[()]/g, '\\$&')}`) }).check();
    await page.getByTestId('order-payer').fill('Иван Петров');
    await page.getByTestId('order-save').click();
    await expect(page).toHaveURL(
      (url) =>
        /\/activities\/accounting\/order\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith('create'),
    );
    await expect(page.getByTestId('order-method')).toHaveText('В брой');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('order-receipt').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Разписка .+\.pdf$/);
  });
  test('the references by child open as Excel, the desk payment under „В брой“', async ({ page }) => {
    await signInAs(page, 'director', '/fees_depricated/references/kids');
    await expect(page.getByTestId('kg-reference-row').first()).toBeVisible();
    await expectAccessible(page);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('kg-references-export').click(),
    ]);
    expect(file.suggestedFilename()).toBe('Такси за детската градина по деца.xlsx');
    const rows = await xlsxRows(await readFile((await file.path())!));
    expect(rows.flat()).toContain('Такси за детската градина по деца');
    const header = rows.findIndex((r) => r[0] === 'Месец');
    expect(rows[header]?.slice(0, 6)).toEqual([
      'Месец',
      'Дете',
      'Дължимо',
      'Платено',
      'Просрочено',
      'В брой',
    ]);
    expect(rows.some((r) => r[0] === 'ноември 2026' && Number(r[5]) > 0)).toBe(true);
    expect(rows.at(-1)?.[0]).toBe('Общо');
  });

  // The e2e run shares one demo cloud: the module goes back to off (its default), so later specs (the side
  // menu by role) see the demo as it starts, and switching off is seen to hide the module's menu.
  test('the director turns the module off again and its entries leave the menu', async ({ page }) => {
    await signInAs(page, 'director', '/platform/settings/fees-types_depricated');
    await expect(page.getByTestId('kg-fee-settings-page')).toBeVisible();
    await expect(page.getByTestId('menu-item-/fees_depricated')).toBeVisible();
    await page.getByTestId('fee-settings-enabled').uncheck();
    await page.getByTestId('fee-settings-save').click();
    await expect(page.getByTestId('fee-settings-message')).toContainText('изключен');
    await expect(page.getByTestId('menu-item-/fees_depricated')).toHaveCount(0);
  });
});
