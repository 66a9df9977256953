import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { apiAs, apiPath, expectAccessible, signInAs, userDataOf } from './support';

/**
 * The АСП file waits for the unmarked days (issue #24, point 8): the director clears one day of a demo child of
 * compulsory age in September 2026 (through the grid's API), opens the АСП screen, sees the day in the list of
 * unmarked working days of the child's group, is asked before the download, cancels, then confirms and gets
 * the file; the demo teacher (a nursery's) sees no other group's days. The day is marked back at the end.
 */

interface GridMonth {
  students: {
    studentId: string;
    studentName: string;
    isCompulsory: boolean;
    attendances: { type: number | null }[];
  }[];
}

const day = '2026-09-24';

async function kindergartenOf(page: Page) {
  return ((await userDataOf(page)).kindergartens as unknown as { id: string; isSelected: boolean }[]).find(
    (k) => k.isSelected,
  )!.id;
}

/** A compulsory-age child of the teacher's group (the first group with one), its mark on `day` set to `type`. */
async function setDay(page: Page, kindergartenId: string, type: number | null, teacherId?: string) {
  // The groups with their teachers (the overview names them; the plain list does not).
  const groups = (
    (
      await apiAs(
        page,
        'GET',
        `${apiPath('kindergartens.groupOverview')}?kindergartenId=${kindergartenId}&PageSize=100`,
      )
    ).body as { result: { id: string; name: string; teacherIds: string[] }[] }
  ).result;
  for (const group of groups.filter((g) => !teacherId || g.teacherIds?.includes(teacherId))) {
    const month = (
      await apiAs(page, 'GET', `/api/StudentAttendances/${group.id}/9/2026?kindergartenId=${kindergartenId}`)
    ).body as GridMonth;
    const child = month.students?.find((s) => s.isCompulsory);
    if (!child) continue;
    const marked = await apiAs(page, 'POST', '/api/StudentAttendances', {
      kindergartenId,
      groupId: group.id,
      cells: [{ studentId: child.studentId, forDate: day, type }],
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    return group;
  }
  throw new Error(
    `no demo group${teacherId ? ` of teacher ${teacherId}` : ''} has a child of compulsory age: ${JSON.stringify(groups.map((g) => [g.name, g.teacherIds]))}`,
  );
}

async function openSeptember(page: Page) {
  await expect(page.getByTestId('reference-page')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('reference-month').click();
  await page.getByRole('option', { name: 'септември 2026' }).click();
}

test.describe('the АСП file', () => {
  test('waits for the unmarked working days until the director confirms', async ({ page }) => {
    await signInAs(page, 'director', '/attendances/references/smp');
    const kindergartenId = await kindergartenOf(page);
    const group = await setDay(page, kindergartenId, null);
    try {
      await openSeptember(page);
      const line = page.getByTestId('asp-unmarked-group').filter({ hasText: group.name });
      await expect(line).toContainText('24.09.2026');
      await expectAccessible(page);

      await page.getByTestId('reference-export-smp').click();
      const modal = page.getByTestId('asp-confirm-modal');
      await expect(modal).toContainText('неотбелязан');
      await page.getByRole('button', { name: 'Отказ' }).click();
      await expect(modal).toBeHidden();

      await page.getByTestId('reference-export-smp').click();
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('asp-confirm-confirm').click(),
      ]);
      expect(file.suggestedFilename()).toMatch(/^ASP_.*2026_09\.txt$/);
      const text = new TextDecoder('windows-1251').decode(await readFile(await file.path()));
      const lines = text.split('\r\n').filter(Boolean);
      expect(lines.length).toBeGreaterThan(0);
      for (const l of lines) expect(l.split('|')).toHaveLength(16);
    } finally {
      await setDay(page, kindergartenId, 2);
    }
  });

  test('a teacher sees only her groups: the demo teacher’s nursery holds no child of the file, at 390 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'director', '/');
    const kindergartenId = await kindergartenOf(page);
    await setDay(page, kindergartenId, null);
    try {
      await signInAs(page, 'teacher', '/attendances/references/smp');
      await openSeptember(page);
      // Another group's unmarked day is not hers to see, and a nursery's gaps never hold the file back.
      await expect(page.getByTestId('asp-all-marked')).toBeVisible();
      await expect(page.getByTestId('asp-unmarked')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await signInAs(page, 'director', '/');
      await setDay(page, kindergartenId, 2);
    }
  });
});
