import { expect, type Page, test } from '@playwright/test';
import { apiAs, apiPath, expectAccessible, signInAs } from './support';

/** The titles of the board's cards, top to bottom. */
async function boardTitles(page: Page): Promise<string[]> {
  await expect(page.getByTestId('board-list')).toBeVisible();
  return page.getByTestId('board-message-title').allTextContents();
}

const card = (page: Page, title: string) =>
  page
    .getByTestId('board-message')
    .filter({ has: page.getByTestId('board-message-title').getByText(title, { exact: true }) });

/** Positions of the given titles on the board (other tests' messages may sit between them). */
async function orderOf(page: Page, titles: string[]): Promise<string[]> {
  const all = await boardTitles(page);
  return all.filter((t) => titles.includes(t));
}

async function addMessage(page: Page, title: string, text: string, group?: string) {
  await page.getByTestId('board-create').click();
  await expect(page.getByTestId('board-form')).toBeVisible();
  await page.getByTestId('board-form-title').fill(title);
  await page.getByTestId('board-form-content').fill(text);
  if (group) {
    await page.getByTestId('board-form-groups').click();
    await page.getByRole('option', { name: group }).click();
    await page.keyboard.press('Escape');
  }
  await page.getByTestId('board-form-save').click();
  await expect(page.getByTestId('board-form')).toBeHidden();
  await expect(card(page, title)).toBeVisible();
}

const orderSaved = (page: Page) =>
  page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(apiPath('communication.orderBoardMessages')),
  );

test.describe('the board (/notes)', () => {
  test('the director adds and orders messages; a parent sees them in that order, new and then seen', async ({
    browser,
  }) => {
    const directorContext = await browser.newContext();
    const parentContext = await browser.newContext();
    const director = await directorContext.newPage();
    const parent = await parentContext.newPage();
    const stamp = Date.now();
    const first = `Табло: родителска среща ${stamp}`;
    const second = `Табло: празник на есента ${stamp}`;
    const forGroup = `Табло: за групата ${stamp}`;

    await signInAs(parent, 'parent', '/');
    const dashboard = await apiAs(parent, 'GET', apiPath('communication.dashboard'));
    const group = (dashboard.body as { parentDashboardModels: { groupName: string }[] })
      .parentDashboardModels[0]!.groupName;

    await signInAs(director, 'director', '/notes');
    await expect(director.getByTestId('board-page')).toBeVisible();
    await addMessage(director, first, 'Срещата е в четвъртък от 17:30 ч.');
    await addMessage(director, second, 'Празникът е в петък.');
    await addMessage(director, forGroup, 'Само за една група.', group);
    // New messages go on top.
    expect(await orderOf(director, [first, second])).toEqual([second, first]);
    await expect(card(director, first).getByTestId('board-message-date')).toHaveText(
      /^\d{2}\.\d{2}\.\d{4}\sг\.$/,
    );
    await expect(card(director, first).getByTestId('board-message-content')).toHaveText(
      'Срещата е в четвъртък от 17:30 ч.',
    );
    await expect(card(director, forGroup).getByTestId('board-message-group')).toHaveText(group);
    // The toasts fade out first: axe looks at the board itself.
    await expect(director.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
    await expectAccessible(director);
    // Their own messages are not new to the author.
    await expect(card(director, first).getByTestId('board-message-new')).toHaveCount(0);

    // Drag the first message above the second by its handle.
    const handle = card(director, first).getByTestId('board-message-handle');
    const from = (await handle.boundingBox())!;
    const to = (await card(director, second).boundingBox())!;
    const saved = orderSaved(director);
    await director.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await director.mouse.down();
    await director.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
    await director.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 15 });
    await director.mouse.up();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => orderOf(director, [first, second])).toEqual([first, second]);
    await director.reload();
    await expect.poll(() => orderOf(director, [first, second])).toEqual([first, second]);

    // The keyboard: take the second message, move it up, drop it.
    const keyboardSaved = orderSaved(director);
    // Each key waits for dnd-kit's live announcement: a key pressed before the last one took effect is lost.
    const liveRegion = director.locator('[id^="DndLiveRegion"]');
    await card(director, second).getByTestId('board-message-handle').focus();
    await director.keyboard.press('Space');
    await expect(liveRegion).toContainText(`„${second}“ е над място`);
    const place = Number((await liveRegion.textContent())?.match(/място (\d+)/)?.[1]);
    await director.keyboard.press('ArrowUp');
    await expect(liveRegion).toContainText(`„${second}“ е над място ${place - 1}.`);
    await director.keyboard.press('Space');
    expect((await keyboardSaved).status()).toBe(200);
    await director.reload();
    await expect.poll(() => orderOf(director, [first, second])).toEqual([second, first]);

    // The buttons: the first one step up again.
    const buttonSaved = orderSaved(director);
    await card(director, first).getByTestId('board-message-up').click();
    expect((await buttonSaved).status()).toBe(200);
    await director.reload();
    await expect.poll(() => orderOf(director, [first, second])).toEqual([first, second]);

    // The parent: same order, both new on the first visit, no controls, seen on the next.
    const seen = parent.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(apiPath('communication.boardSeen')),
    );
    await parent.goto('/notes');
    await expect(card(parent, first)).toBeVisible();
    expect(await orderOf(parent, [first, second])).toEqual([first, second]);
    await expect(card(parent, first).getByTestId('board-message-new')).toHaveText('Ново');
    await expect(card(parent, second).getByTestId('board-message-new')).toBeVisible();
    await expect(card(parent, forGroup).getByTestId('board-message-group')).toHaveText(group);
    await expect(parent.getByTestId('board-create')).toHaveCount(0);
    for (const id of [
      'board-message-edit',
      'board-message-delete',
      'board-message-handle',
      'board-message-up',
    ])
      await expect(parent.getByTestId(id)).toHaveCount(0);
    expect((await seen).status()).toBe(200);
    await expectAccessible(parent);
    await parent.reload();
    await expect(card(parent, first)).toBeVisible();
    await expect(card(parent, first).getByTestId('board-message-new')).toHaveCount(0);
    await expect(card(parent, second).getByTestId('board-message-new')).toHaveCount(0);

    // The director edits one and deletes them (with the confirmation).
    await card(director, second).getByTestId('board-message-edit').click();
    await director.getByTestId('board-form-content').fill('Празникът е в събота.');
    await director.getByTestId('board-form-save').click();
    await expect(card(director, second).getByTestId('board-message-content')).toHaveText(
      'Празникът е в събота.',
    );
    for (const title of [first, second, forGroup]) {
      await card(director, title).getByTestId('board-message-delete').click();
      await director.getByTestId('board-delete-confirm').click();
      await expect(card(director, title)).toHaveCount(0);
    }
    await parent.reload();
    await expect(parent.getByTestId('board-list')).toBeVisible();
    await expect(card(parent, first)).toHaveCount(0);

    await directorContext.close();
    await parentContext.close();
  });
});
