import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../support/documents';
import { apiAs, apiPath, expectAccessible, signInAs } from './support';

/**
 * The director takes fees at the desk: a part of one fee in cash, then the rest of it together with another
 * fee of the same provider as one batch, and opens the receipt; the payments overview shows them.
 */

interface DueFee {
  id: string;
  month: string;
  providerId: string;
  pendingOnline: boolean;
  paidCents: number;
}

/** A child (from the end of the list, away from the demo parent's) with two unpaid fees of one provider. */
async function aChildWithTwoFees(page: Page) {
  const children = (await apiAs(page, 'GET', `${apiPath('children.childDropdown')}`)).body as {
    id: string;
    name: string;
  }[];
  for (const child of [...children].reverse()) {
    const due = (
      await apiAs(page, 'GET', `${apiPath('payments.dueFees')}?childId=${encodeURIComponent(child.id)}`)
    ).body as DueFee[];
    const free = due.filter((f) => !f.pendingOnline && f.paidCents === 0);
    const provider = free.find(
      (f) => free.filter((g) => g.providerId === f.providerId).length >= 2,
    )?.providerId;
    if (provider) {
      const [first, second] = free.filter((f) => f.providerId === provider);
      return { child, first: first!, second: second! };
    }
  }
  throw new Error('no child of the demo kindergarten has two unpaid fees of one provider');
}

async function chooseChild(page: Page, name: string) {
  await page.getByTestId('order-child').fill(name);
  await page.getByRole('option', { name, exact: true }).first().click();
}

test.describe('payments at the desk', () => {
  test('the director records a part of a fee, then the rest with another fee as a batch, and opens the receipt', async ({
    page,
  }) => {
    await signInAs(page, 'director', '/activities/accounting/order/create');
    await expect(page.getByTestId('order-create-page')).toBeVisible();
    const { child, first, second } = await aChildWithTwoFees(page);

    // Nothing chosen: the form names what is missing in Bulgarian.
    await page.getByTestId('order-save').click();
    await expect(page.getByTestId('order-form')).toContainText('Изберете дете.');

    await chooseChild(page, child.name);
    await page
      .getByTestId('order-fee')
      .and(page.locator(`[data-month="${first.month}"]`))
      .first()
      .click();
    // The amount due is offered with the Bulgarian decimal comma (issue #26), and a dot typed becomes one.
    await expect(page.getByTestId('order-amount')).toHaveValue(/^\d+,\d{2}$/);
    await page.getByTestId('order-amount').fill('5.00');
    await expect(page.getByTestId('order-amount')).toHaveValue('5,00');
    await page.getByTestId('order-payer').fill('Петя Иванова');
    await expectAccessible(page);
    await page.getByTestId('order-save').click();

    await expect(page).toHaveURL(
      (url) => url.pathname.startsWith('/activities/accounting/order/') && !url.pathname.endsWith('create'),
    );
    await expect(page.getByTestId('order-total')).toHaveText(/^5,00\s€$/);
    await expect(page.getByTestId('order-method')).toHaveText('В брой');

    // The rest of the first fee and the whole second one, as one batch.
    await page.goto('/activities/accounting/order/create');
    await chooseChild(page, child.name);
    for (const fee of [first, second])
      await page
        .getByTestId('order-fee')
        .and(page.locator(`[data-month="${fee.month}"]`))
        .first()
        .click();
    await expect(page.getByTestId('order-amount')).toBeDisabled();
    await expect(page.getByTestId('order-summary')).toContainText('2 такси');
    await page.getByTestId('order-payer').fill('Петя Иванова');
    await page.getByTestId('order-save').click();
    await expect(page.getByTestId('order-fee')).toHaveCount(2);
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('order-receipt').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Разписка .+\.pdf$/);
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain('Разписка №');
    expect(text).toContain('Петя Иванова');
    expect(text).toContain('евро');

    // The overview of the month: the batch with its receipt, and the totals by method.
    await page.goto('/activities/accounting');
    await expect(page.getByTestId('accounting-table')).toBeVisible();
    // The table names a child by first and family name (the picker adds the father's name).
    const parts = child.name.split(' ');
    const shortName = `${parts[0]} ${parts.at(-1)}`;
    await expect(page.getByTestId('payment-row').filter({ hasText: shortName }).first()).toBeVisible();
    await expect(page.getByTestId('accounting-totals')).toContainText('В брой');
    await expectAccessible(page);
  });
});
