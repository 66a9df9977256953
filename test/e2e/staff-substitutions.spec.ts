import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signInAs } from './support';

/** 8 and 9 December 2026: a Tuesday and a Wednesday no demo day off touches. */
const dates = ['8 декември 2026', '9 декември 2026'];

async function choose(page: Page, testId: string, index: number): Promise<string> {
  await page.getByTestId(testId).click();
  const option = page.getByRole('option').nth(index);
  const text = (await option.textContent())?.trim() ?? '';
  await option.click();
  return text;
}

async function book(page: Page, reason: string) {
  await page.getByTestId('substitution-create').click();
  await expect(page.getByTestId('substitution-create-page')).toBeVisible();
  const absent = await choose(page, 'substitution-absent', 0);
  const substitute = await choose(page, 'substitution-substitute', 1);
  await choose(page, 'substitution-group', 0);
  await page.getByTestId('substitution-dates').click();
  for (const day of dates) await page.getByRole('button', { name: day, exact: true }).click();
  await page.keyboard.press('Escape');
  await choose(page, 'substitution-from', 0);
  await choose(page, 'substitution-to', 2);
  await page.getByTestId('substitution-reason').fill(reason);
  await page.getByTestId('substitution-topic').fill('Зимни игри');
  await page.getByTestId('substitution-save').click();
  return { absent: absent.replace(/ \(.*\)$/, ''), substitute: substitute.replace(/ \(.*\)$/, '') };
}

test.describe('substitutions', () => {
  test('the director books a substitution and reads the norms report', async ({ page }) => {
    // A long journey (two bookings, three screens, a download, a delete) on a machine others share.
    test.setTimeout(180_000);
    await signInAs(page, 'director', '/staff/members-substitution?month=2026-12');
    await expect(page.getByTestId('substitutions-page')).toBeVisible();
    await expectAccessible(page);

    // Nothing chosen: the form names the required fields in Bulgarian before anything is sent.
    await page.getByTestId('substitution-create').click();
    await page.getByTestId('substitution-save').click();
    await expect(page.getByTestId('substitution-form')).toContainText('Полето "Заместник" е задължително');
    await expectAccessible(page);
    await page.goto('/staff/members-substitution?month=2026-12');

    const reason = `Болничен ${Date.now()}`;
    const { substitute } = await book(page, reason);
    await expect(page).toHaveURL((url) => url.pathname === '/staff/members-substitution');
    const row = page.getByTestId('substitution-row').filter({ hasText: reason });
    await expect(row).toContainText('08.12.2026, 09.12.2026');
    await expect(row).toContainText('07:00 ч. – 10:00 ч.');
    await expect(row).toContainText(substitute);

    // The same substitute at the same time again: refused at the field, nothing written.
    await book(page, `${reason} втори път`);
    await expect(page.getByTestId('substitution-form')).toContainText(
      'Заместникът вече е зает по същото време',
    );
    await page.goto('/staff/members-substitution?month=2026-12');
    await expect(page.getByTestId('substitution-row').filter({ hasText: 'втори път' })).toHaveCount(0);

    await page.goto('/staff/references/mandatory?month=2026-12');
    await expect(page.getByTestId('norms-page')).toBeVisible();
    const normRow = page.getByTestId('norm-row').filter({ hasText: substitute });
    await expect(normRow).toContainText('+6');
    await expectAccessible(page);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('norms-export').click(),
    ]);
    expect(file.suggestedFilename()).toBe('normi-2026-12.xlsx');

    await page.goto('/staff/references/topics?month=2026-12');
    await expect(page.getByTestId('topic-row').filter({ hasText: 'Зимни игри' }).first()).toBeVisible();

    await page.goto('/staff/members-substitution?month=2026-12');
    await row.getByTestId('substitution-delete').click();
    await page.getByTestId('substitution-delete-confirm').click();
    await expect(page.getByTestId('substitutions-message')).toContainText('изтрито');
    await expect(row).toHaveCount(0);
  });

  test('the list and the norms fit a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [
      '/staff/members-substitution?month=2026-11',
      '/staff/references/mandatory?month=2026-11',
    ]) {
      await signInAs(page, 'director', path);
      await expect(page.locator('h1')).toBeVisible();
      // The demo books substitutions in November (and the norms list every pedagogical staff member).
      await expect(
        page.getByTestId(path.includes('mandatory') ? 'norm-row' : 'substitution-row').first(),
      ).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
