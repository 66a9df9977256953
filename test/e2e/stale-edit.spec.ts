import { expect, type Page, test } from '@playwright/test';
import { apiAs, apiPath, signInAs } from './support';

const card = (page: Page, title: string) =>
  page
    .getByTestId('board-message')
    .filter({ has: page.getByTestId('board-message-title').getByText(title, { exact: true }) });

type BoardNote = { id: string; title: string; version: number };

/**
 * Lost updates (issue #9, finding 5): a board note changed by someone else while the form is open is not
 * overwritten; the save answers 409 and the page offers to reload the latest version into the form.
 */
test('a stale board-note edit offers to reload the latest version instead of overwriting it', async ({
  page,
}) => {
  const stamp = Date.now();
  const original = `Табло: версия ${stamp}`;
  const theirs = `Табло: промяна на колега ${stamp}`;
  const mine = `Табло: моята промяна ${stamp}`;

  await signInAs(page, 'director', '/notes');
  await page.getByTestId('board-create').click();
  await page.getByTestId('board-form-title').fill(original);
  await page.getByTestId('board-form-content').fill('Първи текст.');
  await page.getByTestId('board-form-save').click();
  await expect(card(page, original)).toBeVisible();

  // The form opens with version 1; a colleague then saves the note (version 2).
  await card(page, original).getByTestId('board-message-edit').click();
  await expect(page.getByTestId('board-form-title')).toHaveValue(original);
  const board = await apiAs(page, 'GET', apiPath('communication.boardMessages'));
  const note = (board.body as { result: BoardNote[] }).result.find((m) => m.title === original)!;
  const colleague = await apiAs(page, 'POST', apiPath('communication.saveBoardMessage'), {
    id: note.id,
    title: theirs,
    content: '<p>Текст на колегата.</p>',
    groupIds: [],
    version: note.version,
  });
  expect(colleague.status).toBe(200);

  await page.getByTestId('board-form-title').fill(mine);
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(apiPath('communication.saveBoardMessage')),
  );
  await page.getByTestId('board-form-save').click();
  expect((await saved).status()).toBe(409);
  const modal = page.getByTestId('stale-edit-modal');
  await expect(modal).toContainText('Записът е променен от друг потребител');

  // Презареди: the form now shows the colleague's version; saving it again works.
  await modal.getByTestId('stale-edit-reload').click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('board-form-title')).toHaveValue(theirs);
  await page.getByTestId('board-form-title').fill(mine);
  await page.getByTestId('board-form-save').click();
  await expect(page.getByTestId('board-form')).toBeHidden();
  await expect(card(page, mine)).toBeVisible();
  await expect(card(page, theirs)).toHaveCount(0);
});
