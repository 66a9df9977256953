import { expect, type Page, test } from '@playwright/test';
import { apiAs, apiPath, expectAccessible, signInAs } from './support';

/** A GET of the API as the signed-in user, answering the body. */
async function read<T>(page: Page, path: string): Promise<T> {
  const reply = await apiAs(page, 'GET', path);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as T;
}

interface Application {
  studentId: string;
  studentName: string;
}

interface ChildOption {
  id: string;
  name: string;
  groupId: string;
}

test.describe('attendance requests and medical notices', () => {
  test('a parent’s family-reason request hitting the 15-day limit', async ({ page }) => {
    await signInAs(page, 'parent', '/attendances/applications/personal-reasons');
    await expect(page.getByTestId('personal-reasons-page')).toBeVisible();
    await expect(page.getByTestId('request-row').first()).toBeVisible();
    await expectAccessible(page);
    // The demo gives the parent's child of compulsory age 3 family-reason days waiting (14-16.12); the
    // October trip was approved, but the grid holds those days as present, so they are not used up.
    const listed = await read<{ result: Application[] }>(
      page,
      `${apiPath('attendance.applications')}?absenceType=0`,
    );
    const child = listed.result[0]!;

    await page.getByTestId('request-create').click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/attendances/applications/personal-reasons/create',
    );
    await page.getByTestId('request-child').click();
    await page.getByRole('option', { name: child.studentName }).click();
    // Three weeks of January 2027: 15 working days, more than the 12 left of 15 (2026/27).
    await page.getByTestId('request-from').fill('11.01.2027');
    await page.getByTestId('request-to').fill('29.01.2027');
    await page.getByTestId('request-reason').fill('Зимна ваканция в планината');
    await page.getByTestId('request-save').click();
    await expect(page.getByTestId('personal-reason-form')).toContainText('Остават 12 дни');
    await expect(page).toHaveURL((url) => url.pathname.endsWith('/create'));

    // Two weeks and two days fit exactly.
    await page.getByTestId('request-to').fill('26.01.2027');
    await page.getByTestId('request-reason').click();
    await page.getByTestId('request-save').click();
    await expect(page).toHaveURL((url) => url.pathname === '/attendances/applications/personal-reasons');
    const row = page.getByTestId('request-row').filter({ hasText: '11.01.2027' });
    await expect(row).toContainText('26.01.2027');
    await expect(row).toContainText('Чака решение');
    await expect(row).toContainText('12');

    // Nothing is left: even one more day is refused.
    await page.getByTestId('request-create').click();
    await page.getByTestId('request-child').click();
    await page.getByRole('option', { name: child.studentName }).click();
    await page.getByTestId('request-from').fill('27.01.2027');
    await page.getByTestId('request-to').fill('27.01.2027');
    await page.getByTestId('request-reason').click();
    await page.getByTestId('request-save').click();
    await expect(page.getByTestId('personal-reason-form')).toContainText('Остават 0 дни');

    // The list at phone width: no horizontal scrolling of the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/attendances/applications/personal-reasons');
    await expect(page.getByTestId('request-row').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a medical notice excusing days already marked', async ({ page }) => {
    // The teacher marks a child of their group: present on Monday, absent on Tuesday and Wednesday.
    await signInAs(page, 'teacher', '/');
    const children = await read<ChildOption[]>(page, apiPath('attendance.requestChildren'));
    const child = children.at(-1)!;
    const marked = await apiAs(page, 'POST', apiPath('attendance.markAttendance'), {
      groupId: child.groupId,
      cells: [
        { studentId: child.id, forDate: '2026-11-09', type: 2 },
        { studentId: child.id, forDate: '2026-11-10', type: 1 },
        { studentId: child.id, forDate: '2026-11-11', type: 1 },
      ],
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);

    // The director registers the doctor's note for those days and approves it.
    await signInAs(page, 'director', '/attendances/medical-notices');
    await expect(page.getByTestId('medical-notices-page')).toBeVisible();
    await expectAccessible(page);
    await page.getByTestId('note-create').click();
    await page.getByTestId('note-child').click();
    await page.getByRole('option', { name: child.name }).click();
    await page.getByTestId('note-from').fill('09.11.2026');
    await page.getByTestId('note-to').fill('11.11.2026');
    await page.getByTestId('note-doctor').fill('д-р Елена Стоянова');
    await page.getByTestId('note-save').click();
    await expect(page.getByTestId('notes-message')).toContainText('чака одобрение');
    const row = page.getByTestId('note-row').filter({ hasText: 'д-р Елена Стоянова' });
    await expect(row).toContainText('09.11.2026');
    await expect(row).toContainText('Неразгледана');
    await row.getByTestId('note-approve').click();
    await expect(page.getByTestId('notes-message')).toContainText('одобрена');
    await expect(row).toContainText('Одобрена');

    // The grid: the absences became sickness with a note (5), the present day stayed.
    const month = await read<{
      students: { studentId: string; attendances: { forDate: string; type: number | null }[] }[];
    }>(page, `/api/StudentAttendances/${child.groupId}/11/2026`);
    const cells = Object.fromEntries(
      month.students.find((s) => s.studentId === child.id)!.attendances.map((c) => [c.forDate, c.type]),
    );
    expect(cells['2026-11-09']).toBe(2);
    expect(cells['2026-11-10']).toBe(5);
    expect(cells['2026-11-11']).toBe(5);
  });

  test('a medical notice over a locked day: the director excuses it on her word', async ({ page }) => {
    // A child of a group that is not the demo teacher's, so no other journey meets the lock; December days.
    await signInAs(page, 'teacher', '/');
    const teachers = new Set(
      (await read<ChildOption[]>(page, apiPath('attendance.requestChildren'))).map((c) => c.groupId),
    );
    await signInAs(page, 'director', '/attendances/medical-notices');
    await expect(page.getByTestId('medical-notices-page')).toBeVisible();
    const all = await read<ChildOption[]>(page, apiPath('attendance.requestChildren'));
    const child = all.find((c) => !teachers.has(c.groupId))!;
    const locked = await apiAs(page, 'POST', apiPath('attendance.markAttendance'), {
      groupId: child.groupId,
      cells: [],
      lock: { dates: ['2026-12-02'], locked: true },
    });
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    const note = await apiAs(page, 'POST', apiPath('attendance.saveMedicalNote'), {
      studentId: child.id,
      fromDate: '2026-12-01',
      toDate: '2026-12-02',
      doctor: 'д-р Заключена',
    });
    expect(note.status, JSON.stringify(note.body)).toBe(200);
    await page.reload();
    const row = page.getByTestId('note-row').filter({ hasText: 'д-р Заключена' });
    await row.getByTestId('note-approve').click();
    await expect(page.getByTestId('notes-message')).toContainText('1 ден е извинен');
    await expect(page.getByTestId('note-locked-days')).toContainText('02.12.2026');
    await expectAccessible(page);
    await expect(page.getByTestId('note-locked-excuse')).toBeDisabled();
    await page.getByTestId('note-locked-confirm').check();
    await page.getByTestId('note-locked-excuse').click();
    await expect(page.getByTestId('notes-message')).toContainText('1 ден е извинен');
    await expect(page.getByTestId('note-locked-days')).toBeHidden();

    const month = await read<{
      students: { studentId: string; attendances: { forDate: string; type: number | null }[] }[];
    }>(page, `/api/StudentAttendances/${child.groupId}/12/2026`);
    const cells = Object.fromEntries(
      month.students.find((s) => s.studentId === child.id)!.attendances.map((c) => [c.forDate, c.type]),
    );
    expect(cells['2026-12-01']).toBe(5);
    expect(cells['2026-12-02']).toBe(5);
  });

  test('the Master sees the family-reason limit in force and its rules', async ({ page }) => {
    await signInAs(page, 'master', '/admin/neispuo/attendances');
    await expect(page.getByTestId('family-limit-page')).toBeVisible();
    await expect(page.getByTestId('family-limit-current')).toContainText('Учебна 2026/27 г.: до 15 дни.');
    await expect(page.getByTestId('family-limit-rule')).toHaveCount(4);
    await expectAccessible(page);
    // A new rule is offered for the year after the last one; nothing is saved here (the rules are national).
    await page.getByTestId('family-limit-add').click();
    await expect(page.getByTestId('family-limit-rule')).toHaveCount(5);
  });

  test('the kitchen sees the summer head count on its home', async ({ page }) => {
    // The counts come with the home call (issue #27: two requests after sign-in, as for every role).
    const ownCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/summer-head-counts')) ownCalls.push(r.url());
    });
    await signInAs(page, 'manciple', '/');
    const card = page.getByTestId('home-summer-counts');
    await expect(card).toBeVisible();
    // The demo's parents declared weeks of the coming summer: the first days with children are listed.
    await expect(card.getByTestId('home-summer-count').first()).toBeVisible();
    await expect(card.getByTestId('home-summer-count').first()).toContainText(/\d{2}\.0[6-9]\.\d{4}\sг\./);
    expect(ownCalls).toEqual([]);
    await expectAccessible(page);
  });
});
