import { expect, type Page, test } from '@playwright/test';
import { epaySimulatorKit } from '../../infra/local/epay-simulator/test-kit';
import { expectAccessible, signInAs } from './support';

/**
 * The demo parent pays activity fees online against the local cloud's ePay simulator: two months of one
 * provider at once by card on the simulator's page, back to the fees page to see them paid, then an EasyPay
 * code paid "at the desk" through the simulator's test kit, and the receipt of a paid fee.
 */

/** Ticks the first two unpaid fees of one provider; answers how many fees were ticked. */
async function tickTwoOfOneProvider(page: Page) {
  const rows = page.getByTestId('unpaid-fee');
  const providers = await rows.evaluateAll((els) =>
    els.map((el) => (el.querySelector('td:nth-child(3) p:nth-of-type(2)')?.textContent ?? '').trim()),
  );
  const enabled = await rows
    .getByTestId('unpaid-fee-check')
    .evaluateAll((els) => els.map((el) => !(el as HTMLInputElement).disabled));
  const name = providers.find(
    (p, i) => enabled[i] && providers.filter((q, j) => q === p && enabled[j]).length >= 2,
  );
  expect(name, 'the demo parent’s child has two unpaid fees of one provider').toBeTruthy();
  const picks = providers.flatMap((p, i) => (p === name && enabled[i] ? [i] : [])).slice(0, 2);
  for (const i of picks) await rows.nth(i).getByTestId('unpaid-fee-check').check();
  return picks.length;
}

test.describe('online fee payment', () => {
  test('a parent pays two months by card, then a fee by an EasyPay code at the desk, and opens a receipt', async ({
    page,
  }) => {
    await signInAs(page, 'parent', '/activities/parents/fees');
    await expect(page.getByTestId('parent-fees-page')).toBeVisible();
    await expect(page.getByTestId('unpaid-fees-table')).toBeVisible();
    await expectAccessible(page);
    const paidBefore = await page.getByTestId('paid-fee').count();

    expect(await tickTwoOfOneProvider(page)).toBe(2);
    await expect(page.getByTestId('unpaid-fees-total')).toContainText('Избрани: 2');
    await page.getByTestId('pay-card').click();

    // ePay's page (the simulator): the amount in euro, then "Плати" and back to the fees page.
    await expect(page.getByRole('button', { name: 'Плати', exact: true })).toBeVisible();
    const simulatorUrl = new URL(page.url()).origin;
    await expect(page.locator('body')).toContainText('€');
    await page.getByRole('button', { name: 'Плати', exact: true }).click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/activities/parents/fees' && url.searchParams.has('payment'),
    );
    await expect(page.getByTestId('payment-outcome')).toHaveAttribute('data-outcome', 'paid');
    await expect(page.getByTestId('payment-outcome')).toContainText('Плащането е прието');
    await expect(page.getByTestId('paid-fee')).toHaveCount(paidBefore + 2);

    // An EasyPay code for one fee: 10 digits and the deadline DD.MM.YYYY HH:mm.
    await page.getByTestId('unpaid-fee-check').and(page.locator(':enabled')).first().check();
    await page.getByTestId('pay-easypay').click();
    const idn = (await page.getByTestId('easypay-idn').first().textContent())?.trim() ?? '';
    expect(idn).toMatch(/^\d{10}$/);
    await expect(page.getByTestId('easypay-deadline').first()).toContainText(/\d\d\.\d\d\.\d{4} \d\d:\d\d/);
    await expectAccessible(page);

    const desk = epaySimulatorKit(simulatorUrl);
    expect((await desk.payAtDesk(idn)).status).toBe(200);
    await desk.idle();
    await page.reload();
    await expect(page.getByTestId('paid-fee')).toHaveCount(paidBefore + 3);

    const download = page.waitForEvent('download');
    await page.getByTestId('paid-fee-receipt').first().click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/i);
  });

  test('the fees page fits a phone without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'parent', '/activities/parents/fees');
    await expect(page.getByTestId('parent-fees-page')).toBeVisible();
    await expect(page.getByTestId('unpaid-fees')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a parent back from ePay without paying sees the whole status and gives the payment up (390 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'parent', '/activities/parents/fees');
    await expect(page.getByTestId('unpaid-fees-table')).toBeVisible();
    const free = page.getByTestId('unpaid-fee').filter({ has: page.locator('input:enabled') });
    const freeBefore = await free.count();
    expect(freeBefore, 'the demo parent’s child has a fee to pay').toBeGreaterThan(0);
    await free.first().getByTestId('unpaid-fee-check').check();
    await page.getByTestId('pay-card').click();
    await expect(page.getByRole('button', { name: 'Плати', exact: true })).toBeVisible();

    // Back without paying: the fee waits for ePay, its whole status shown (not cut to „ЧАКА ПО…").
    await page.goto('/activities/parents/fees');
    const badge = page
      .getByTestId('pending-payment')
      .filter({ hasText: 'Чака потвърждение от ePay' })
      .first();
    await expect(badge).toBeVisible();
    const label = badge.locator('.mantine-Badge-label');
    expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await expect(free).toHaveCount(freeBefore - 1);

    await page.getByTestId('abandon-payment').first().click();
    await expect(page.getByTestId('abandon-payment-modal')).toBeVisible();
    await expectAccessible(page);
    await page.getByTestId('abandon-payment-confirm').click();
    await expect(page.getByTestId('abandon-payment-modal')).toBeHidden();
    // Payable again at once.
    await expect(free).toHaveCount(freeBefore);
  });
});
