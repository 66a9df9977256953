import { expect, type Page, test } from '@playwright/test';
import { apiAs, apiPath, expectAccessible, signInAs } from './support';

/** The Master's maintenance and administrative messages, seen live by the users of the kindergartens. */

async function activeMaintenance(master: Page): Promise<{ id: string; title: string }[]> {
  const reply = await apiAs(master, 'GET', `${apiPath('communication.maintenanceMessages')}?PageSize=100`);
  return (reply.body as { result: { id: string; title: string; isActive: boolean }[] }).result.filter(
    (m) => m.isActive,
  );
}

test.describe('the Master’s messages', () => {
  test('a maintenance message appears live, once per user until confirmed, and goes when taken down', async ({
    browser,
  }) => {
    const masterContext = await browser.newContext();
    const parentContext = await browser.newContext();
    const directorContext = await browser.newContext();
    const master = await masterContext.newPage();
    const parent = await parentContext.newPage();
    const director = await directorContext.newPage();
    const title = `Профилактика в неделя ${Date.now()}`;
    try {
      await signInAs(parent, 'parent', '/');
      await expect(parent.getByTestId('home-greeting')).toBeVisible();
      // Let the parent's hub connection open before the message goes out.
      await parent.waitForTimeout(1500);

      await signInAs(master, 'master', '/admin/messages/real-time');
      await master.getByTestId('maintenance-publish').click();
      await expect(master.getByText('Полето "Заглавие" е задължително')).toBeVisible();
      await master.getByTestId('maintenance-form-title').fill(title);
      await master
        .getByTestId('maintenance-form-content')
        .fill('Платформата няма да работи от 02:00 до 04:00 ч.');
      await master.getByTestId('maintenance-publish').click();
      const row = master.getByTestId('maintenance-row').filter({ hasText: title });
      await expect(row.getByTestId('maintenance-row-state')).toHaveText('Активно');

      // The parent, without reloading.
      const modal = parent.getByRole('dialog', { name: title });
      await expect(modal).toBeVisible({ timeout: 20_000 });
      await expect(parent.getByTestId('maintenance-content')).toContainText('от 02:00 до 04:00 ч.');

      // The director signs in later: shown once, confirmed, not shown again.
      await signInAs(director, 'director', '/');
      await expect(director.getByRole('dialog', { name: title })).toBeVisible();
      await director.getByTestId('maintenance-acknowledge').click();
      await expect(director.getByRole('dialog', { name: title })).toHaveCount(0);
      await director.reload();
      await expect(director.getByTestId('home-greeting')).toBeVisible();
      await director.waitForTimeout(1000);
      await expect(director.getByRole('dialog', { name: title })).toHaveCount(0);

      // Taken down: it leaves the parent's screen at once.
      await expectAccessible(master);
      await row.getByTestId('maintenance-clear').click();
      await master.getByTestId('maintenance-clear-confirm').click();
      await expect(row.getByTestId('maintenance-row-state')).toContainText('Свалено на');
      await expect(modal).toHaveCount(0, { timeout: 20_000 });
    } finally {
      // An active message would stand in front of every later test.
      for (const m of await activeMaintenance(master))
        await apiAs(master, 'DELETE', apiPath('communication.clearMaintenanceMessage').replace('{id}', m.id));
      await Promise.all([masterContext.close(), parentContext.close(), directorContext.close()]);
    }
  });

  test('an administrative message to every parent arrives with its toast; a message to chosen kindergartens reaches their staff', async ({
    browser,
  }) => {
    const masterContext = await browser.newContext();
    const parentContext = await browser.newContext();
    const master = await masterContext.newPage();
    const parent = await parentContext.newPage();

    await signInAs(parent, 'parent', '/');
    await expect(parent.getByTestId('home-greeting')).toBeVisible();
    await parent.waitForTimeout(1500);

    await signInAs(master, 'master', '/admin/messages/dashboard');
    const title = `Нова версия на платформата ${Date.now()}`;
    await master.getByTestId('admin-message-title').fill(title);
    await master.getByTestId('admin-message-content').fill('От понеделник менюто е на нов адрес.');
    await master.getByTestId('admin-message-to-parents').click();
    await master.getByTestId('admin-message-send').click();
    await expect(master.getByTestId('admin-message-row').first()).toContainText(title);
    await expect(master.getByTestId('admin-message-row-meta').first()).toContainText(
      'Родителите: всички детски градини',
    );

    const toast = parent.getByTestId('realtime-toast').filter({ hasText: title });
    await expect(toast).toBeVisible({ timeout: 30_000 });
    await expect(toast).toContainText('Имате 1 ново административно съобщение');
    await parent.goto('/messages');
    await expect(parent.getByTestId('message-row').filter({ hasText: title })).toBeVisible();

    // To the staff of one kindergarten, found by typing part of its name.
    const kindergarten = (
      (await apiAs(parent, 'GET', apiPath('kindergartens.list'))).body as {
        name: string;
        isSelected: boolean;
      }[]
    ).find((k) => k.isSelected)!.name;
    const staffTitle = `За служителите ${Date.now()}`;
    await master.getByTestId('admin-message-title').fill(staffTitle);
    await master.getByTestId('admin-message-content').fill('Моля, проверете данните на групите.');
    await master.getByTestId('admin-message-to-chosen').click();
    await master.getByTestId('admin-message-send').click();
    await expect(master.getByText('Изберете поне една детска градина')).toBeVisible();
    await master.getByTestId('admin-message-kindergartens').fill(kindergarten.slice(0, 12));
    await master.getByRole('option', { name: kindergarten, exact: false }).first().click();
    await master.keyboard.press('Escape');
    await master.getByTestId('admin-message-send').click();
    await expect(master.getByTestId('admin-message-row').first()).toContainText(staffTitle);
    await expect(master.getByTestId('admin-message-row-meta').first()).toContainText(
      'Служителите: 1 детска градина',
    );
    await expectAccessible(master);

    const directorContext = await browser.newContext();
    const director = await directorContext.newPage();
    await signInAs(director, 'director', '/messages');
    await expect(director.getByTestId('message-row').filter({ hasText: staffTitle })).toBeVisible({
      timeout: 20_000,
    });
    // Parents are not staff.
    await parent.reload();
    await expect(parent.getByTestId('message-row').filter({ hasText: title })).toBeVisible();
    await expect(parent.getByTestId('message-row').filter({ hasText: staffTitle })).toHaveCount(0);

    await Promise.all([masterContext.close(), parentContext.close(), directorContext.close()]);
  });
});
