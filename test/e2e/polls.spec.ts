import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import type { Guardian } from '../../infra/local/demo/builders';
import { buildDemoWorld } from '../../infra/local/demo/seed';
import { TOKEN_STORAGE_KEY } from '../../web/src/api/session-key';
import { apiAs, apiPath, demoPassword, expectAccessible, signInAs } from './support';

/**
 * Polls end to end: the director asks one group's parents three questions, two parents of that group answer
 * in their own browsers, a parent of another group never sees the poll, and the director reads the results
 * on screen and in the Word and Excel files the buttons download.
 */

const demo = buildDemoWorld();
const { main } = demo.kindergartens;
const groupNamed = (name: string) =>
  demo.groups.find((g) => g.kindergartenId === main.id && g.name === name)!;
const stars = groupNamed('I група „Звездички“');
const ladybirds = groupNamed('II група „Калинки“');
const guardians = demo.world.items.filter(
  (i): i is Guardian => 'type' in i && (i as { type?: string }).type === 'Guardian',
);
const userById = (id: string) => demo.parents.find((p) => p.id === id)!;
const groupsOfParent = (id: string) =>
  new Set(guardians.filter((g) => g.parentUserId === id).map((g) => g.groupId));

// The demo parent (parent@demo.gradina.bg) and the father of her daughter in "Звездички".
const mother = demo.accounts.parent;
const father = userById(
  guardians.find(
    (g) =>
      g.groupId === stars.id &&
      g.parentUserId !== mother.id &&
      guardians.some((o) => o.childId === g.childId && o.parentUserId === mother.id),
  )!.parentUserId,
);
// A parent whose children are all in "Калинки": the poll is not for them.
const outsider = userById(
  guardians.find((g) => {
    const groups = groupsOfParent(g.parentUserId);
    return groups.size === 1 && groups.has(ladybirds.id);
  })!.parentUserId,
);

/** Signs a seeded user in through the API and hands the token to the SPA (as signInAs does for roles). */
async function signInByEmail(page: Page, email: string, path: string) {
  const reply = await page.request.post(apiPath('identity.login'), {
    data: { identifier: email, password: demoPassword, identifierKind: 0 },
  });
  expect(reply.status(), `sign-in of ${email}`).toBe(200);
  const { token } = (await reply.json()) as { token: string };
  await page.goto('/under-maintenance');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
  await page.goto(path);
}

async function unvotedPolls(page: Page): Promise<number> {
  const reply = await apiAs(page, 'GET', apiPath('communication.badges'));
  expect(reply.status).toBe(200);
  return (reply.body as { unvotedPolls: number }).unvotedPolls;
}

/** The side menu's badge: hidden at zero. */
async function menuBadge(page: Page): Promise<number> {
  const badge = page.getByTestId('menu-badge-/polls');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/** Opens the poll from the Active list (reloading while the group's delivery is still on its way). */
async function openFromList(page: Page, title: string) {
  const row = page.getByTestId('poll-row').filter({ hasText: title });
  await expect(async () => {
    await page.goto('/polls');
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByTestId('poll-row-state')).toHaveText('Очаква вашия отговор');
  await row.getByTestId('poll-row-title').click();
  await expect(page.getByTestId('poll-title')).toHaveText(title);
}

async function vote(page: Page, answers: { when: string; bring: string[]; note: string }) {
  const form = page.getByTestId('poll-vote-form');
  await form.getByTestId('poll-vote-single').getByLabel(answers.when, { exact: true }).check();
  for (const item of answers.bring)
    await form.getByTestId('poll-vote-multiple').getByLabel(item, { exact: true }).check();
  await form.getByTestId('poll-vote-text').fill(answers.note);
  await form.getByTestId('poll-vote-submit').click();
  await expect(page.getByTestId('poll-voted')).toContainText('Вашият отговор е записан');
  await expect(page.getByTestId('poll-vote-form')).toHaveCount(0);
  await expect(page.getByTestId('poll-my-answers')).toContainText(answers.note);
}

const textOf = (xml: string) => xml.replace(/<[^>]+>/g, ' ');

test.describe('polls', () => {
  test('a poll for a group: two parents vote once, the author sees results and exports them', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now();
    const title = `Пролетно тържество ${stamp}`;
    const motherNote = `Да има песни за пролетта ${stamp}`;
    const fatherNote = `Мога да помогна с украсата ${stamp}`;
    const contexts = await Promise.all([1, 2, 3, 4].map(() => browser.newContext()));
    const [director, mum, dad, other] = (await Promise.all(contexts.map((c) => c.newPage()))) as [
      Page,
      Page,
      Page,
      Page,
    ];

    await signInAs(mum, 'parent', '/polls');
    await expect(mum.getByTestId('polls-page')).toBeVisible();
    // Parents answer polls; they do not create them.
    await expect(mum.getByTestId('polls-create')).toHaveCount(0);
    await expect(mum.getByTestId('polls-filter')).toContainText('Отговорени');
    await expect(mum.getByTestId('polls-filter')).not.toContainText('Мои');
    const mumBefore = await unvotedPolls(mum);

    // The director creates the poll for "Звездички" with the three kinds of question.
    await signInAs(director, 'director', '/polls');
    await director.getByTestId('polls-create').click();
    await expect(director.getByTestId('poll-form')).toBeVisible();
    // Sending an empty form names what is missing, in Bulgarian.
    await director.getByTestId('poll-save').click();
    await expect(director.getByTestId('poll-form')).toContainText('Полето "Заглавие" е задължително');
    await expect(director.getByTestId('poll-form')).toContainText('Полето "Въпрос" е задължително');

    await director.getByTestId('poll-form-title').fill(title);
    await director.getByTestId('poll-form-description').fill('Моля, отговорете до края на седмицата.');
    await director.getByTestId('recipients-groups').click();
    await director.getByTestId('recipients-group-select').click();
    await director.getByRole('option', { name: stars.name }).click();
    await director.keyboard.press('Escape');

    const questions = director.getByTestId('poll-question');
    const first = questions.nth(0);
    await first.getByTestId('poll-question-text').fill('Кога да е тържеството?');
    await first.getByTestId('poll-option-text').nth(0).fill('Сутрин');
    await first.getByTestId('poll-option-text').nth(1).fill('Следобед');

    await director.getByTestId('poll-question-add').click();
    const second = questions.nth(1);
    await second.getByTestId('poll-question-text').fill('Какво да донесем?');
    await second.getByTestId('poll-question-type').click();
    await director.getByRole('option', { name: 'Няколко отговора' }).click();
    await second.getByTestId('poll-option-text').nth(0).fill('Сладки');
    await second.getByTestId('poll-option-text').nth(1).fill('Плодове');
    await second.getByTestId('poll-option-add').click();
    await second.getByTestId('poll-option-text').nth(2).fill('Сок');

    await director.getByTestId('poll-question-add').click();
    const third = questions.nth(2);
    await third.getByTestId('poll-question-text').fill('Вашите предложения');
    await third.getByTestId('poll-question-type').click();
    await director.getByRole('option', { name: 'Свободен отговор' }).click();
    await expect(third.getByTestId('poll-question-options')).toHaveCount(0);

    await director.getByTestId('poll-save').click();
    await expect(director.getByTestId('poll-page')).toBeVisible();
    await expect(director.getByTestId('poll-title')).toHaveText(title);
    // The default deadline: a week ahead at 18:00, shown as the shared date and time format.
    await expect(director.getByTestId('poll-deadline')).toHaveText(/^\d{2}\.\d{2}\.\d{4}\sг\., 18:00\sч\.$/);
    await expect(director.getByTestId('poll-results-votes')).toHaveText(/^Гласували: 0 от/);
    const pollId = new URL(director.url()).pathname.split('/').pop()!;

    // The mother: the badge counts the new poll; she answers from the list.
    await expect.poll(() => unvotedPolls(mum), { timeout: 30_000 }).toBe(mumBefore + 1);
    await openFromList(mum, title);
    await expect(mum.getByTestId('poll-description')).toHaveText('Моля, отговорете до края на седмицата.');
    // Required questions must be answered.
    await mum.getByTestId('poll-vote-submit').click();
    await expect(mum.getByTestId('poll-vote-form')).toContainText('Моля, отговорете на този въпрос.');
    await vote(mum, { when: 'Сутрин', bring: ['Сладки', 'Сок'], note: motherNote });
    // Voting drops the badge, in the API and in the side menu.
    await expect.poll(() => unvotedPolls(mum), { timeout: 15_000 }).toBe(mumBefore);
    await expect.poll(() => menuBadge(mum), { timeout: 15_000 }).toBe(mumBefore);

    // She cannot vote twice: the page offers no form, and the API refuses a second vote.
    await mum.reload();
    await expect(mum.getByTestId('poll-voted')).toBeVisible();
    await expect(mum.getByTestId('poll-vote-form')).toHaveCount(0);
    await expect(mum.getByTestId('poll-state')).toHaveText('Отговорена');
    const token = await mum.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
    const again = await mum.request.fetch(apiPath('communication.vote'), {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
      data: { pollId, answers: [{ questionId: 'q3', text: 'Втори опит' }] },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { errorMessage: string }).errorMessage).toBe(
      'Вече сте гласували в тази анкета.',
    );
    await mum.goto('/polls?type=2');
    await expect(
      mum.getByTestId('poll-row').filter({ hasText: title }).getByTestId('poll-row-state'),
    ).toHaveText('Отговорена');

    // The father, in his own browser, answers differently.
    await signInByEmail(dad, father.email!, '/polls');
    await openFromList(dad, title);
    await vote(dad, { when: 'Следобед', bring: ['Сладки', 'Плодове'], note: fatherNote });

    // A parent of another group sees neither the poll in the list nor the poll itself.
    await signInByEmail(other, outsider.email!, '/polls');
    await expect(other.getByTestId('polls-page')).toBeVisible();
    await expect(other.getByTestId('poll-row').or(other.getByTestId('polls-empty')).first()).toBeVisible();
    await expect(other.getByTestId('poll-row').filter({ hasText: title })).toHaveCount(0);
    await other.goto(`/polls/${pollId}`);
    await expect(other.getByTestId('poll-error')).toHaveText('Анкетата не е намерена.');

    // The director's results: counts and shares per option, both free texts.
    await director.reload();
    await expect(director.getByTestId('poll-results-votes')).toHaveText(/^Гласували: 2 от \d+$/);
    const option = (name: string) =>
      director.getByTestId('poll-result-option').filter({ hasText: name }).getByTestId('poll-result-count');
    await expect(option('Сутрин')).toHaveText('1 (50%)');
    await expect(option('Следобед')).toHaveText('1 (50%)');
    await expect(option('Сладки')).toHaveText('2 (100%)');
    await expect(option('Плодове')).toHaveText('1 (50%)');
    await expect(option('Сок')).toHaveText('1 (50%)');
    // Free texts come in no particular order.
    await expect(director.getByTestId('poll-result-text')).toHaveCount(2);
    await expect(director.getByTestId('poll-result-text').filter({ hasText: motherNote })).toHaveCount(1);
    await expect(director.getByTestId('poll-result-text').filter({ hasText: fatherNote })).toHaveCount(1);
    // Answered polls cannot be edited any more.
    await expect(director.getByTestId('poll-edit')).toHaveCount(0);
    await expectAccessible(director);

    // Word: the results and every answer, under the poll's name.
    const [word] = await Promise.all([
      director.waitForEvent('download'),
      director.getByTestId('poll-export-word').click(),
    ]);
    expect(word.suggestedFilename()).toBe(`Анкета - ${title}.docx`);
    const docx = await JSZip.loadAsync(await readFile((await word.path())!));
    const document = textOf(await docx.file('word/document.xml')!.async('string'));
    for (const text of [
      title,
      'Кога да е тържеството?',
      motherNote,
      fatherNote,
      `${mother.firstName} ${mother.lastName}`,
      `${father.firstName} ${father.lastName}`,
      'Сладки; Сок',
      'Сладки; Плодове',
    ])
      expect(document, `the Word file has "${text}"`).toContain(text);

    // Excel: a row per respondent on the answers sheet, the counts on the results sheet.
    const [excel] = await Promise.all([
      director.waitForEvent('download'),
      director.getByTestId('poll-export-excel').click(),
    ]);
    expect(excel.suggestedFilename()).toBe(`Анкета - ${title}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await excel.path())!)) as unknown as ArrayBuffer);
    const rows = (sheet: string) => {
      const out: string[][] = [];
      workbook.getWorksheet(sheet)!.eachRow((row) => {
        out.push(
          (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
        );
      });
      return out;
    };
    // The report kit prints the poll's title and details above the table; the table starts at its header row.
    const answerSheet = rows('Отговори');
    const headerAt = answerSheet.findIndex((r) => r[0] === 'Участник');
    expect(answerSheet.slice(0, headerAt).flat().join(' ')).toContain(title);
    const answers = answerSheet.slice(headerAt);
    expect(answers[0]).toEqual([
      'Участник',
      'Дата',
      'Кога да е тържеството?',
      'Какво да донесем?',
      'Вашите предложения',
    ]);
    const byName = new Map(answers.slice(1).map((r) => [r[0], [r[2], r[3], r[4]]]));
    expect(byName.get(`${mother.firstName} ${mother.lastName}`)).toEqual([
      'Сутрин',
      'Сладки; Сок',
      motherNote,
    ]);
    expect(byName.get(`${father.firstName} ${father.lastName}`)).toEqual([
      'Следобед',
      'Сладки; Плодове',
      fatherNote,
    ]);
    const results = rows('Резултати');
    // The share is in percent, as the report kit writes it (0.0, the header says „Дял (%)“).
    expect(results).toContainEqual(['Въпрос', 'Отговор', 'Гласове', 'Дял (%)']);
    expect(results).toContainEqual(['Какво да донесем?', 'Сладки', '2', '100']);
    expect(results.some((r) => r[0] === 'Вашите предложения' && r[1] === fatherNote)).toBe(true);
    expect(results.some((r) => r[0] === 'Вашите предложения' && r[1] === motherNote)).toBe(true);

    // The author deletes the poll after a confirmation; the parents' lists no longer have it.
    await director.getByTestId('poll-delete').click();
    await expect(director.getByTestId('poll-delete-modal')).toContainText(title);
    await director.getByTestId('poll-delete-confirm').click();
    await expect(director.getByTestId('polls-page')).toBeVisible();
    await mum.goto('/polls?type=2');
    await expect(mum.getByTestId('polls-page')).toBeVisible();
    await expect(mum.getByTestId('poll-row').filter({ hasText: title })).toHaveCount(0);

    await Promise.all(contexts.map((c) => c.close()));
  });

  test('the author edits a poll before anyone answers; the list filters by the spec enum', async ({
    page,
  }) => {
    const stamp = Date.now();
    const title = `Родителска среща ${stamp}`;
    await signInAs(page, 'director', '/polls/create');
    await page.getByTestId('poll-form-title').fill(title);
    await page.getByTestId('recipients-staff').click();
    await page.getByTestId('poll-question').getByTestId('poll-question-text').fill('Удобен ли е вторник?');
    await page.getByTestId('poll-option-text').nth(0).fill('Да');
    await page.getByTestId('poll-option-text').nth(1).fill('Не');
    // Removing an option below two is refused by the form.
    await page.getByTestId('poll-option-remove').nth(1).click();
    await page.getByTestId('poll-save').click();
    await expect(page.getByTestId('poll-options-error')).toHaveText('Добавете поне два възможни отговора');
    await page.getByTestId('poll-option-add').click();
    await page.getByTestId('poll-option-text').nth(1).fill('Не, предпочитам сряда');
    await page.getByTestId('poll-save').click();
    await expect(page.getByTestId('poll-title')).toHaveText(title);

    await page.getByTestId('poll-edit').click();
    await expect(page.getByTestId('poll-form-title')).toHaveValue(title);
    await expect(page.getByTestId('poll-option-text').nth(1)).toHaveValue('Не, предпочитам сряда');
    await page.getByTestId('poll-form-title').fill(`${title} (променена)`);
    await page.getByTestId('poll-save').click();
    await expect(page.getByTestId('poll-page')).toBeVisible();
    await expect(page.getByTestId('poll-title')).toHaveText(`${title} (променена)`);

    // "Мои" (PollListFilter.Mine = 3) lists it; "Изтекли" (4) does not.
    await page.goto('/polls');
    await page.getByTestId('polls-filter').getByText('Мои').click();
    await expect(page).toHaveURL(/type=3/);
    await expect(page.getByTestId('poll-row').filter({ hasText: `${title} (променена)` })).toBeVisible();
    await page.getByTestId('polls-filter').getByText('Изтекли').click();
    await expect(page).toHaveURL(/type=4/);
    await expect(page.getByTestId('poll-row').or(page.getByTestId('polls-empty')).first()).toBeVisible();
    await expect(page.getByTestId('poll-row').filter({ hasText: title })).toHaveCount(0);
    await expectAccessible(page);

    // Clean up through the screen.
    await page.goto('/polls?type=3');
    await page.getByTestId('poll-row').filter({ hasText: title }).getByTestId('poll-row-title').click();
    await page.getByTestId('poll-delete').click();
    await page.getByTestId('poll-delete-confirm').click();
    await expect(page.getByTestId('polls-page')).toBeVisible();
  });
});
