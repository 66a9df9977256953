import { expect, type Page, test } from '@playwright/test';
import { apiAs, apiPath, signInAs } from './support';

async function badgeCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('messages-badge').getAttribute('data-count'));
}

test.describe('communication', () => {
  test('a message to a group reaches the parent live, who replies; the director sees the reply', async ({
    browser,
  }) => {
    const directorContext = await browser.newContext();
    const parentContext = await browser.newContext();
    const director = await directorContext.newPage();
    const parent = await parentContext.newPage();

    await signInAs(parent, 'parent', '/');
    await expect(parent.getByTestId('messages-dropdown-button')).toBeVisible();
    const dashboard = await apiAs(parent, 'GET', apiPath('communication.dashboard'));
    expect(dashboard.status).toBe(200);
    const children = (dashboard.body as { parentDashboardModels: { groupName: string }[] })
      .parentDashboardModels;
    expect(children.length).toBeGreaterThan(0);
    const groupName = children[0]!.groupName;
    // Let the parent's hub connection open before the message goes out.
    await parent.waitForTimeout(1500);
    const before = await badgeCount(parent);

    await signInAs(director, 'director', '/messages/create');
    const title = `Среща с родителите ${Date.now()}`;
    await director.getByTestId('message-title').fill(title);
    await director.getByTestId('message-content').fill('Уважаеми родители,\nсрещата е в 17:30 ч.');
    // Nobody is chosen for the author: sending asks for the recipients first.
    await expect(director.getByTestId('recipients-choice').getByRole('radio', { checked: true })).toHaveCount(
      0,
    );
    await director.getByTestId('message-send').click();
    await expect(director.getByText('Изберете получателите')).toBeVisible();
    await director.getByTestId('recipients-groups').click();
    await expect(director.getByText('Изберете получателите')).toHaveCount(0);
    await director.getByTestId('recipients-group-select').click();
    await director.getByRole('option', { name: groupName }).click();
    await director.keyboard.press('Escape');
    await director.getByTestId('message-send').click();
    await expect(director.getByTestId('message-page')).toBeVisible();
    await expect(director.getByTestId('message-title')).toHaveText(title);
    // The confirmation names the real number of recipients once the queue resolved them (issue #26).
    await expect(director.getByTestId('message-sent-toast')).toContainText(
      /Съобщението е изпратено до \d+ получател/,
      { timeout: 20_000 },
    );

    // The parent, without reloading: the toast and the badge.
    const toast = parent.getByTestId('realtime-toast').filter({ hasText: title });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    await expect(toast).toContainText('Имате 1 ново съобщение');
    await expect.poll(() => badgeCount(parent), { timeout: 15_000 }).toBe(before + 1);

    // The header dropdown lists it; the parent opens it and replies.
    await parent.getByTestId('messages-dropdown-button').click();
    await expect(parent.getByTestId('messages-dropdown-header')).toHaveText('Непрочетени съобщения');
    await parent.getByTestId('messages-dropdown').getByRole('link', { name: title }).click();
    await expect(parent.getByTestId('message-title')).toHaveText(title);
    await expect(parent.getByTestId('message-content')).toContainText('срещата е в 17:30 ч.');
    await expect.poll(() => badgeCount(parent), { timeout: 15_000 }).toBe(before);
    await parent.getByTestId('message-reply-input').fill('Благодаря, ще присъствам.');
    await parent.getByTestId('message-reply-send').click();
    await expect(parent.getByTestId('message-reply-content')).toContainText('Благодаря, ще присъствам.');

    // The director's inbox shows the unseen reply; opening the message shows it.
    await director.goto('/messages');
    const row = director.getByTestId('message-row').filter({ hasText: title });
    await expect(row.getByTestId('message-row-unseen-replies')).toHaveText('1 нов отговор');
    await row.getByTestId('message-row-title').click();
    await expect(director.getByTestId('message-reply-content')).toContainText('Благодаря, ще присъствам.');

    await directorContext.close();
    await parentContext.close();
  });

  test('a file attached to a message downloads for its recipient with its content', async ({ browser }) => {
    const directorContext = await browser.newContext();
    const parentContext = await browser.newContext();
    const director = await directorContext.newPage();
    const parent = await parentContext.newPage();
    await signInAs(parent, 'parent', '/');
    const dashboard = await apiAs(parent, 'GET', apiPath('communication.dashboard'));
    const groupName = (dashboard.body as { parentDashboardModels: { groupName: string }[] })
      .parentDashboardModels[0]!.groupName;

    await signInAs(director, 'director', '/messages/create');
    const title = `Меню за седмицата ${Date.now()}`;
    const text = 'Понеделник: супа топчета\nВторник: мусака\n';
    await director.getByTestId('message-title').fill(title);
    await director.getByTestId('message-content').fill('Прилагаме менюто.');
    const chooser = director.waitForEvent('filechooser');
    await director.getByTestId('attachments-add').click();
    await (await chooser).setFiles({ name: 'Меню.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
    await expect(director.getByTestId('attachment-pending')).toContainText('Меню.txt');
    // A file the platform does not take is refused with its name, and the rest stay.
    const second = director.waitForEvent('filechooser');
    await director.getByTestId('attachments-add').click();
    await (await second).setFiles({
      name: 'програма.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ not a pdf'),
    });
    await expect(director.getByTestId('attachments-error')).toContainText(
      '„програма.pdf“ не може да бъде прикачен',
    );
    await expect(director.getByTestId('attachment-pending')).toHaveCount(1);

    await director.getByTestId('recipients-groups').click();
    await director.getByTestId('recipients-group-select').click();
    await director.getByRole('option', { name: groupName }).click();
    await director.keyboard.press('Escape');
    await director.getByTestId('message-send').click();
    await expect(director.getByTestId('message-title')).toHaveText(title);
    await expect(director.getByTestId('message-attachment')).toContainText('Меню.txt');
    const messageUrl = director.url();

    await parent.goto(new URL(messageUrl).pathname);
    await expect(parent.getByTestId('message-title')).toHaveText(title);
    const download = parent.waitForEvent('download');
    await parent.getByTestId('message-attachment').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Меню.txt');
    const saved = await file.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(saved, 'utf8')).toBe(text);

    await directorContext.close();
    await parentContext.close();
  });

  test('a parent writes to a chosen teacher, who writes to the parents of one child', async ({ browser }) => {
    const parentContext = await browser.newContext();
    const teacherContext = await browser.newContext();
    const parent = await parentContext.newPage();
    const teacher = await teacherContext.newPage();

    await signInAs(teacher, 'teacher', '/');
    const teacherName = (await apiAs(teacher, 'GET', apiPath('identity.userData'))).body as {
      firstName: string;
      lastName: string;
    };
    await signInAs(parent, 'parent', '/messages/create');
    // A parent writes to staff only: no one-option radio, just the staff to choose.
    await expect(parent.getByTestId('recipients-choice')).toHaveCount(0);
    await expect(parent.getByTestId('recipients-staff-select')).toBeVisible();
    const title = `Въпрос за утре ${Date.now()}`;
    await parent.getByTestId('message-title').fill(title);
    await parent.getByTestId('message-content').fill('Може ли да вземем детето в 15:00 ч.?');
    await parent.getByTestId('message-send').click();
    await expect(parent.getByText('Изберете поне един служител')).toBeVisible();
    await parent.getByTestId('recipients-staff-select').click();
    await parent
      .getByRole('option', { name: new RegExp(`^${teacherName.firstName} ${teacherName.lastName}`) })
      .click();
    await parent.keyboard.press('Escape');
    await parent.getByTestId('message-send').click();
    await expect(parent.getByTestId('message-title')).toHaveText(title);

    await teacher.goto('/messages');
    await expect(teacher.getByTestId('message-row').filter({ hasText: title })).toBeVisible();

    // The teacher: the parents of one chosen child, found by typing the child's name.
    await teacher.goto('/messages/create');
    const options = (await apiAs(teacher, 'GET', apiPath('communication.recipientOptions'))).body as {
      groups: { children: { id: string; name: string }[] }[];
    };
    const child = options.groups.find((g) => g.children.length > 0)!.children[0]!;
    const childTitle = `Резервни дрехи ${Date.now()}`;
    await teacher.getByTestId('message-title').fill(childTitle);
    await teacher.getByTestId('message-content').fill('Моля, донесете резервни дрехи.');
    await teacher.getByTestId('recipients-children').click();
    await teacher.getByTestId('recipients-child-select').fill(child.name);
    await teacher.getByRole('option', { name: child.name }).first().click();
    await teacher.keyboard.press('Escape');
    await teacher.getByTestId('message-send').click();
    await expect(teacher.getByTestId('message-title')).toHaveText(childTitle);

    await Promise.all([parentContext.close(), teacherContext.close()]);
  });
});
