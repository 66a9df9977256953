import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { pdfText } from '../support/documents';
import { lastingOverflow, openInApp, seriousAxeProblems, settled } from './page-walk';
import { signInAs } from './support';

/**
 * The official books' screens (issue #29): a council protocol with two decisions, printed; an incoming letter
 * registered with its scan and answered by an outgoing one; a control check written, corrected and
 * cancelled; the Master setting a kindergarten's prefix. Entries are dated in the demo's school year (a
 * book's dates must lie in it) and told apart by a unique subject.
 */

const stamp = Date.now();

test.describe('books screens', () => {
  test('a council protocol with two decisions, printed', async ({ page }) => {
    await signInAs(page, 'director', '/administration/books/pedagogical');
    const members = page.getByTestId('council-members-text');
    await expect(members).toBeVisible();
    // The quorum is counted from the year's members: a year without them gets three first.
    if ((await members.inputValue()).trim() === '') {
      await members.fill('Елена Димитрова\nМария Петрова\nИван Георгиев');
      await page.getByTestId('council-members-save').click();
      await expect(page.getByTestId('council-members')).toContainText('(3)');
    }
    await page.getByTestId('protocol-create').click();
    await expect(page.getByTestId('protocol-edit-page')).toBeVisible();
    const agenda = `Подготовка за коледните тържества ${stamp}`;
    await page.getByTestId('protocol-date').fill('25.11.2026');
    await page.getByTestId('protocol-chair').fill('Директор на градината');
    await page.getByTestId('protocol-all-present').click();
    await page.getByTestId('protocol-agenda').fill(`${agenda}\nРазни`);
    await page.getByTestId('protocol-save').click();
    await expect(page.getByTestId('protocol-quorum')).toContainText('Има кворум');

    for (const [n, text] of [
      [1, `Коледното тържество е на 18.12.2026 г. (${stamp})`],
      [2, `Украсата се подготвя от групите (${stamp})`],
    ] as const) {
      await page.getByTestId('decision-create').click();
      await page.getByTestId('decision-text').fill(text);
      await page.getByTestId('decision-responsible').fill('Учителите на групите');
      await page.getByTestId('decision-due').fill('15.12.2026');
      await page.getByTestId('decision-save').click();
      await expect(page.locator(`[data-testid="decision-row"][data-number="${n}"]`)).toContainText(text);
    }

    await page.goto('/administration/books/pedagogical');
    const row = page.getByTestId('protocol-row').filter({ hasText: agenda });
    await expect(row).toContainText('Има кворум');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('council-pdf').click()]);
    const text = (await pdfText(await readFile((await pdf.path())!))).replace(/\s+/g, ' ');
    expect(text).toContain('педагогическия съвет');
    expect(text).toContain(String(stamp));
    expect(text).toContain('Украсата се подготвя от групите');
  });

  test('an incoming letter registered with its scan and answered by an outgoing one', async ({ page }) => {
    await signInAs(page, 'director', '/administration/books/incoming-correspondence');
    const subject = `Покана за квалификация ${stamp}`;
    await page.getByTestId('letter-create').click();
    await expect(page.getByTestId('letter-edit-page')).toContainText('Ще получи номер');
    await page.getByTestId('letter-date').fill('20.11.2026');
    await page.getByTestId('letter-correspondent').fill('РУО – София-град');
    await page.getByTestId('letter-subject').fill(subject);
    await page.getByTestId('letter-sender-number').fill('изх. № 1234 / 18.11.2026');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'pokana.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await page.getByTestId('letter-save').click();
    const incoming = page.getByTestId('letter-row').filter({ hasText: subject });
    await expect(incoming).toContainText('pokana.pdf');
    const incomingNumber = await incoming.getAttribute('data-number');

    await incoming.getByTestId('letter-answer').click();
    await expect(page).toHaveURL(/outgoing-correspondence\/create\?replyTo=/);
    await expect(page.getByTestId('letter-reply-to')).toHaveValue(new RegExp(subject));
    await page.getByTestId('letter-date').fill('24.11.2026');
    await page.getByTestId('letter-correspondent').fill('РУО – София-град');
    await page.getByTestId('letter-subject').fill(`Отговор: ${subject}`);
    await page.getByTestId('letter-save').click();
    await expect(page).toHaveURL((url) => url.pathname === '/administration/books/outgoing-correspondence');
    const outgoing = page.getByTestId('letter-row').filter({ hasText: `Отговор: ${subject}` });
    await expect(outgoing).toContainText(`вх. № ${incomingNumber}`);
    const outgoingNumber = await outgoing.getAttribute('data-number');

    await page.goto('/administration/books/incoming-correspondence');
    const answered = page.getByTestId('letter-row').filter({ hasText: subject }).first();
    await expect(answered).toContainText(`изх. № ${outgoingNumber}`);
    await expect(answered.getByTestId('letter-answer')).toHaveCount(0);
    // A letter with a reply is cancelled only after its reply: the refusal comes in the server's words.
    await answered.getByTestId('letter-delete').click();
    await page.getByTestId('letter-delete-confirm').click();
    await expect(page.getByTestId('letters-error')).toBeVisible();
  });

  test('a control check written, corrected and cancelled', async ({ page }) => {
    await signInAs(page, 'director', '/administration/books/control');
    const checked = `Група „Звездички“ ${stamp}`;
    await page.getByTestId('check-create').click();
    await page.getByTestId('check-date').fill('19.11.2026');
    await page.getByTestId('check-checked').fill(checked);
    await page.getByTestId('check-area').fill('Педагогически ситуации по математика');
    await page.getByTestId('check-findings').fill('Ситуациите следват програмата.');
    await page.getByTestId('check-follow-up').fill('Повторно наблюдение');
    await page.getByTestId('check-follow-up-date').fill('10.12.2026');
    await page.getByTestId('check-save').click();
    const row = page.getByTestId('check-row').filter({ hasText: checked });
    await expect(row).toContainText('срок 10.12.2026');

    await row.getByTestId('check-edit').click();
    await expect(page.getByTestId('check-checked')).toHaveValue(checked);
    await page
      .getByTestId('check-findings')
      .fill('Ситуациите следват програмата; нагледните материали са добри.');
    await page.getByTestId('check-save').click();
    await expect(row).toContainText('нагледните материали');

    await row.getByTestId('check-delete').click();
    await page.getByTestId('check-delete-confirm').click();
    await expect(page.getByTestId('control-message')).toContainText('номерът ѝ остава');
    await expect(row).toContainText('Анулирана');
  });

  test('the Master sets a kindergarten’s prefix of the orders and removes it', async ({ page }) => {
    await signInAs(page, 'master', '/admin/books/prefixes');
    // The second demo kindergarten: the books of the one every other suite writes keep their numbers.
    await page.getByTestId('prefixes-kindergarten').fill('Зорница');
    await page.getByRole('option', { name: 'ДГ № 45 „Зорница“' }).click();
    const prefix = page.getByTestId('prefix-3-text');
    // Only a prefix that is set can be removed.
    await expect(page.getByTestId('prefix-3-delete')).toHaveCount(0);
    await prefix.fill('РД 07?');
    await page.getByTestId('prefix-3-save').click();
    await expect(page.getByTestId('prefix-3-form')).toContainText('Префикс');
    await expect(page.getByTestId('prefixes-message')).toHaveCount(0);
    await prefix.fill('РД-07-');
    await page.getByTestId('prefix-3-save').click();
    await expect(page.getByTestId('prefixes-message')).toContainText('„РД-07-“');
    await expect(page.getByTestId('prefix-3')).toContainText('РД-07-1');

    await page.getByTestId('prefix-3-delete').click();
    await page.getByTestId('prefix-delete-confirm').click();
    await expect(page.getByTestId('prefixes-message')).toContainText('премахнат');
    await expect(page.getByTestId('prefix-3-text')).toHaveValue('');
    await expect(page.getByTestId('prefix-3-delete')).toHaveCount(0);
  });
  test('a national template with a placeholder from the list, copied and adapted by a kindergarten', async ({
    page,
  }) => {
    const name = `Заповед за празник ${stamp}`;
    await signInAs(page, 'master', '/admin/templates/books');
    await page.getByTestId('template-create').click();
    await page.getByTestId('template-name').fill(name);
    await page.getByTestId('template-text').fill('В ');
    await page.getByTestId('template-placeholder').click();
    await page.getByRole('option', { name: /^Детска градина/ }).click();
    await expect(page.getByTestId('template-text')).toHaveValue('В {{Детска градина}}');
    await page
      .getByTestId('template-text')
      .fill('В {{Детска градина}} празникът е на {{Дата}}. {{Любим цвят}}');
    await page.getByTestId('template-save').click();
    await expect(page.getByTestId('template-form')).toContainText(
      'непознато поле за попълване {{Любим цвят}}',
    );
    await page.getByTestId('template-text').fill('В {{Детска градина}} празникът е на {{Дата}}.');
    await page.getByTestId('template-save').click();
    await expect(page.getByTestId('template-row').filter({ hasText: name })).toContainText('Национален');

    await signInAs(page, 'director', '/administration/books/templates');
    await page.getByTestId('template-copy-source').click();
    await page.getByRole('option', { name }).click();
    await page.getByTestId('template-copy-save').click();
    await expect(page.getByTestId('templates-message')).toContainText('Копието');
    await expect(page.getByTestId('template-copy-filled')).toContainText('В ДГ № 12 „Слънце“ празникът е на');
    const copy = page.getByTestId('template-row').filter({ hasText: name });
    await expect(copy).toContainText('Копие на национален');
    await copy.getByTestId('template-edit').click();
    await page.getByTestId('template-name').fill(`${name} (наш)`);
    await page.getByTestId('template-save').click();
    const ours = page.getByTestId('template-row').filter({ hasText: `${name} (наш)` });
    await expect(ours).toBeVisible();
    await ours.getByTestId('template-delete').click();
    await page.getByTestId('template-delete-confirm').click();
    await expect(page.getByTestId('templates-message')).toContainText('изтрит');
    await expect(ours).toHaveCount(0);

    await signInAs(page, 'master', '/admin/templates/books');
    await page.getByTestId('template-row').filter({ hasText: name }).getByTestId('template-delete').click();
    await page.getByTestId('template-delete-confirm').click();
    await expect(page.getByTestId('template-row').filter({ hasText: name })).toHaveCount(0);
  });
  test('every book screen fits 390 px and has no serious accessibility problem', async ({ page }) => {
    const screens = [
      '/administration/books/create',
      '/administration/books/control',
      '/administration/books/control/create',
      '/administration/books/deputy-director',
      '/administration/books/incoming-correspondence',
      '/administration/books/outgoing-correspondence/create',
      '/administration/books/pedagogical',
      '/administration/books/pedagogical/create',
      '/administration/books/templates',
    ];
    await signInAs(page, 'director', '/administration/books');
    for (const path of screens) {
      await page.setViewportSize({ width: 390, height: 844 });
      await openInApp(page, path);
      await settled(page);
      expect((await lastingOverflow(page)).culprits, path).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });
      expect(await seriousAxeProblems(page), path).toEqual([]);
    }
    // A book by its number opens the book's own page (a redirect: openInApp would see the address change).
    await page.goto('/administration/books/4');
    await expect(page).toHaveURL((url) => url.pathname === '/administration/books/control');
  });
});
