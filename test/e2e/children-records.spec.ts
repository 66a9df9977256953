import { expect, test } from '@playwright/test';
import { makeEgn } from '../../shared/src/egn';
import { expectAccessible, signInAs } from './support';

test.describe('children records', () => {
  test('the director enrols a child, moves it to another group and sees the history', async ({ page }) => {
    await signInAs(page, 'director', '/kids/records');
    await expect(page.getByTestId('children-page')).toBeVisible();
    await expect(page.getByTestId('child-row').first()).toBeVisible();
    await expect(page.getByTestId('child-row').first()).toContainText('*****');
    await expectAccessible(page);

    await page.getByTestId('child-create').click();
    await expect(page).toHaveURL((url) => url.pathname === '/kids/records/create');
    // Nothing filled in: each required field is named in Bulgarian before anything is sent.
    await page.getByTestId('child-save').click();
    await expect(page.getByTestId('child-form')).toContainText('Полето "Име" е задължително');
    const lastName = `Тестова${Date.now() % 100000}`;
    const egn = makeEgn({ year: 2022, month: 3, day: 1 + (Date.now() % 28) }, Date.now() % 1000, 2);
    await page.getByTestId('child-firstName').fill('Яна');
    await page.getByTestId('child-lastName').fill(lastName);
    await page.getByTestId('child-identifier').fill(egn);
    await page.getByTestId('child-birthPlace').fill('с. Белащица');
    await page.getByTestId('child-city').fill('Пловдив');
    await page
      .getByRole('option', { name: /Пловдив/ })
      .first()
      .click();
    await page.getByTestId('child-groupId').click();
    const first = page.getByRole('option').first();
    const firstGroup = (await first.textContent())?.trim() ?? '';
    await first.click();
    await page.getByTestId('child-enrolledOn').fill('15.09.2026');
    await page.getByTestId('child-save').click();
    // The demo kindergarten's groups are full: the director confirms the enrolment with a reason.
    await expect(page.getByTestId('over-capacity-modal')).toContainText('Групата е пълна');
    await page.getByTestId('over-capacity-reason').fill('Дете със специални образователни потребности');
    await page.getByTestId('over-capacity-confirm').click();

    await expect(page).toHaveURL((url) => /^\/kids\/records\/[\w-]+$/.test(url.pathname));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Яна ${lastName}`);
    await expect(page.getByTestId('child-birthDate')).toHaveValue(/\.03\.2022$/);
    // The place of birth is kept on the record (the certificates print it, issue #26).
    await expect(page.getByTestId('child-birthPlace')).toHaveValue('с. Белащица');
    await expect(page.getByTestId('child-placement')).toHaveCount(1);
    await expectAccessible(page);

    await page.getByTestId('child-move-group').click();
    const second = page.getByRole('option').first();
    const secondGroup = (await second.textContent())?.trim() ?? '';
    await second.click();
    await page.getByTestId('child-move-date').fill('11.01.2027');
    await page.getByTestId('child-move').click();
    await expect(page.getByTestId('over-capacity-modal')).toContainText('Групата е пълна');
    await page.getByTestId('over-capacity-reason').fill('По молба на родителите');
    await page.getByTestId('over-capacity-confirm').click();
    await expect(page.getByTestId('child-placement')).toHaveCount(2);
    const stays = page.getByTestId('child-placement');
    await expect(stays.nth(0)).toContainText(firstGroup);
    await expect(stays.nth(0)).toContainText('10.01.2027');
    await expect(stays.nth(1)).toContainText(secondGroup);
    await expect(stays.nth(1)).toContainText('досега');
  });
});
