import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { epaySimulatorKit } from '../../infra/local/epay-simulator/test-kit';
import { pdfText } from '../support/documents';
import { expectAccessible, signInAs } from './support';

/**
 * Issue #25 point 1, end to end: the demo parent starts a card payment and lets ePay's page expire, pays the
 * same fee again, and ePay then confirms the first payment after all (the simulator's late PAID). The money is
 * no second payment: the director finds it on „Надплатени суми“, refunds it in cash and opens the РКО, whose
 * text is read back; the parent sees it refunded on the fees page.
 */

/** Starts a card payment of the fee named `label` and answers the simulator's invoice and origin. */
async function payByCard(page: Page, label: string, action: 'Плати' | 'Остави да изтече') {
  await page.getByRole('checkbox', { name: label }).check();
  await page.getByTestId('pay-card').click();
  await expect(page.getByRole('button', { name: 'Плати', exact: true })).toBeVisible();
  const invoice = (await page.getByTestId('epay-invoice').textContent())?.trim() ?? '';
  const merchant = (await page.getByTestId('epay-merchant').textContent()) ?? '';
  const min = /КИН (\d+)/.exec(merchant)?.[1] ?? '';
  const provider = merchant.replace(/\s*\(КИН \d+\)\s*$/, '').trim();
  const origin = new URL(page.url()).origin;
  await page.getByRole('button', { name: action, exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.has('payment'));
  return { invoice, min, provider, origin };
}

test.describe('overpayments', () => {
  test('a parent’s late ePay payment ends on „Надплатени суми“ and is refunded in cash with a РКО', async ({
    page,
  }) => {
    await signInAs(page, 'parent', '/parents-fees');
    await expect(page.getByTestId('unpaid-fees-table')).toBeVisible();
    const check = page.getByTestId('unpaid-fee-check').and(page.locator(':enabled')).last();
    const label = (await check.getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/^Избери /);

    const first = await payByCard(page, label, 'Остави да изтече');
    await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'refused');
    await payByCard(page, label, 'Плати');
    await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid');

    // ePay takes the money of the first payment after all.
    const epay = epaySimulatorKit(first.origin);
    expect((await epay.payLate({ min: first.min, invoice: first.invoice })).status).toBe(204);
    await epay.idle();
    await page.reload();
    await expect(page.getByTestId('parent-overpayments')).toContainText('ще ви ги върне');

    await signInAs(page, 'director', '/activities/accounting?view=overpayments');
    await expect(page.getByTestId('overpayments-page')).toBeVisible();
    // INVOICE numbers are per provider: the row of this provider's number.
    const row = page
      .getByTestId('overpayment')
      .filter({ hasText: `${first.provider}, фактура ePay № ${first.invoice}` });
    await expect(row).toBeVisible();
    await expect(row).toContainText('За връщане');
    await expectAccessible(page);

    await row.getByTestId('overpayment-refund').click();
    await expect(page.getByRole('dialog', { name: 'Връщане на надплатена сума' })).toBeVisible();
    await page.getByTestId('refund-document').fill('л.к. № 645123456, МВР Пловдив');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('refund-save').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^РКО \d+\.pdf$/);
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain('РАЗХОДЕН КАСОВ ОРДЕР');
    expect(text).toContain('645123456');
    expect(text).toContain(`фактура № ${first.invoice}`);
    expect(text).toMatch(/Получател/);
    await expect(row).toContainText('Върната');
    await expect(row.getByTestId('overpayment-voucher')).toBeVisible();

    await signInAs(page, 'parent', '/parents-fees');
    await expect(page.getByTestId('parent-overpayments')).toContainText('РКО №');
  });

  test('the refund screen fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'director', '/activities/accounting?view=overpayments');
    await expect(page.getByTestId('overpayments')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
