import { expect, type Page, test } from '@playwright/test';
import { settled, sidewaysOverflow } from './page-walk';
import { apiAs, apiPath, expectAccessible, signInAs } from './support';

/**
 * The month's fees on the demo data (the activities' demos enrol children, the fees' demo generates
 * September–November 2026): the director generates November again, deletes an unpaid fee of the demo parent's
 * child, generates it back and tells the parents; the parent, online meanwhile, gets the toast.
 */
interface Fee {
  id: string;
  activityId: string;
  activityName: string;
  paidCents: number;
  hasPendingPayment: boolean;
}

async function read<T>(page: Page, path: string): Promise<T> {
  const reply = await apiAs(page, 'GET', path);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as T;
}

/** An unpaid November fee of one of the signed-in parent's children, with the child's name. */
async function parentsUnpaidFee(parent: Page) {
  const children = await read<{ id: string; firstName: string; lastName: string }[]>(
    parent,
    apiPath('children.children'),
  );
  for (const child of children) {
    const path = apiPath('payments.childFeesOfMonth')
      .replace('{year}', '2026')
      .replace('{month}', '11')
      .replace('{studentId}', child.id);
    const { fees, studentName } = await read<{ fees: Fee[]; studentName: string }>(parent, path);
    const fee = fees.find((f) => f.paidCents === 0 && !f.hasPendingPayment);
    if (fee) return { fee, childName: studentName };
  }
  throw new Error('the demo parent has no unpaid fee in November 2026');
}

test('the director generates November’s fees, deletes one, generates it back and notifies; the parent sees the toast', async ({
  browser,
}) => {
  // Two sessions, two generations and a notice through the queue: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const directorContext = await browser.newContext();
  const parentContext = await browser.newContext();
  const director = await directorContext.newPage();
  const parent = await parentContext.newPage();
  await signInAs(parent, 'parent', '/');
  await expect(parent.getByTestId('home-greeting')).toBeVisible();
  const { fee, childName } = await parentsUnpaidFee(parent);

  await signInAs(director, 'director', '/activities/fees?month=2026-11');
  await expect(director.getByTestId('fees-page')).toBeVisible();
  await director.getByTestId('fees-generate').click();
  await expect(director.getByTestId('fees-generate-modal')).toContainText('записано поне един ден');
  await director.getByTestId('fees-generate-confirm').click();
  await expect(director.getByTestId('fees-message')).toContainText('генерирани');

  await director.getByTestId('fees-activity').click();
  await director.getByRole('option', { name: fee.activityName, exact: true }).click();
  const row = director
    .getByTestId('fee-row')
    .and(director.locator(`[data-child="${childName}"][data-activity="${fee.activityName}"]`));
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('fee-status')).toHaveText('Неплатена');
  await expect(row).toContainText('€');
  await expectAccessible(director);

  await row.getByTestId('fee-delete').click();
  await expect(director.getByTestId('fee-delete-modal')).toContainText(childName);
  await director.getByTestId('fee-delete-confirm').click();
  await expect(director.getByTestId('fees-message')).toContainText('изтрита');
  await expect(row).toHaveCount(0);

  await director.getByTestId('fees-generate').click();
  await director.getByTestId('fees-generate-confirm').click();
  await expect(director.getByTestId('fees-message')).toContainText('нови 1');
  await expect(row).toHaveCount(1);

  // The fee generated back was never notified: the parent is told of it.
  await director.goto('/activities/notifications?month=2026-11');
  await expect(director.getByTestId('fee-notifications-summary')).toBeVisible();
  await expectAccessible(director);
  await director.getByTestId('fee-notify').click();
  await director.getByTestId('fee-notify-confirm').click();
  await expect(director.getByTestId('fee-notifications-message')).toContainText('Известени родители');

  // The notice's own toast (its inbox message arrives as a second one, 'Ново съобщение', with the same title).
  const toast = parent
    .getByTestId('realtime-toast')
    .filter({ hasText: 'Таксите за ноември 2026 са готови' })
    .filter({ hasText: childName })
    .first();
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await expect(toast).toContainText(childName);
  await Promise.all([directorContext.close(), parentContext.close()]);
});

test('the drill-down: a year’s months, a month’s children, a child’s fees and one fee with its payments', async ({
  page,
}) => {
  await signInAs(page, 'director', '/activities/fees/2026');
  await expect(page.getByTestId('fees-year-month')).toHaveCount(12);
  await page.getByRole('link', { name: 'октомври 2026' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/activities/fees/2026/10');
  await page.getByTestId('fees-month-child').first().getByRole('link').click();
  await expect(page.getByTestId('fees-child-total')).toContainText('дължимо');
  await page.getByTestId('fees-child-fee').first().getByRole('link').click();
  await expect(page.getByTestId('fees-fee-payments')).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await settled(page);
  await expect(page.getByTestId('fees-fee-payments')).toBeVisible();
  const overflow = await sidewaysOverflow(page);
  expect(overflow.by, overflow.culprits.join(', ')).toBeLessThanOrEqual(0);
});
