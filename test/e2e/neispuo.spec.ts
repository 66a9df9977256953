import { expect, test } from '@playwright/test';
import { localNeispuoSimulatorKit } from '../../infra/local/neispuo-simulator/test-kit';
import { apiAs, apiPath, expectAccessible, signInAs } from './support';

/**
 * Issue #31 on the demo kindergarten and the local cloud's НЕИСПУО simulator: the director connects the
 * kindergarten (institution, school year, a group mapped to its НЕИСПУО class, a child's person id), creates
 * the class book; a morning's attendance marked in the grid appears in the simulator; a refused record is
 * shown with НЕИСПУО's message and resent from the sync state.
 */

const port = process.env.E2E_PORT ?? 3100;
const sim = () => localNeispuoSimulatorKit(`.test-data/e2e-${port}/neispuo`);
const institutionId = 1_600_142;
const classId = 910_001;
const day = '2026-11-20';

interface Connection {
  classes: { groupId: string; groupName: string }[];
  unmatchedChildren: { childId: string; childName: string }[];
}

test.describe.configure({ mode: 'serial' });

test.describe('НЕИСПУО', () => {
  test('connect, send a morning’s attendance, repair a refused record', async ({ page }) => {
    await signInAs(page, 'director', '/platform/settings/neispuo');
    await expect(page.getByTestId('neispuo-page')).toBeVisible();
    await expectAccessible(page);

    const connection = async () =>
      (await apiAs(page, 'GET', apiPath('neispuo.connection'))).body as Connection;
    const group = (await connection()).classes[0]!;
    await sim().addInstitution({
      institutionId,
      schoolYear: 2026,
      classes: [{ classId, className: group.groupName, basicClassId: -3 }],
    });

    await page.getByTestId('neispuo-institution').fill(String(institutionId));
    await page.getByTestId('neispuo-school-year').fill('2026');
    await page.getByTestId('neispuo-class-id').first().fill(String(classId));
    await page.getByTestId('neispuo-save').click();
    await expect(page.getByTestId('neispuo-provider-ok')).toBeVisible();
    const child = (await connection()).unmatchedChildren[0]!;
    await page.getByLabel(`ЛИН в НЕИСПУО на ${child.childName}`).fill('4242');
    await page.getByTestId('neispuo-save').click();
    await expect(page.getByTestId('neispuo-message')).toBeVisible();
    await page.getByTestId('neispuo-create-books').click();
    await expect(page.getByTestId('neispuo-classes')).toContainText('№');

    // The first record НЕИСПУО gets is refused; the morning's mark waits for nobody.
    await sim().fault({
      kind: 'refuse',
      path: 'attendances',
      message: 'Лицето не е в паралелката към датата.',
    });
    for (const type of [null, 2]) {
      const marked = await apiAs(page, 'POST', apiPath('attendance.markAttendance'), {
        groupId: group.groupId,
        cells: [{ studentId: child.childId, forDate: day, type }],
      });
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
      expect(marked.body).toMatchObject({ isSuccessful: true });
    }

    await page.getByTestId('neispuo-sync-group').click();
    await page.getByRole('option', { name: group.groupName }).click();
    await page.getByTestId('neispuo-sync-month').fill('2026-11');
    await expect(async () => {
      await page.reload();
      await page.getByTestId('neispuo-sync-group').click();
      await page.getByRole('option', { name: group.groupName }).click();
      await expect(page.getByTestId('neispuo-record-message').first()).toHaveText(
        'Лицето не е в паралелката към датата.',
        { timeout: 1000 },
      );
    }).toPass({ timeout: 20_000 });

    await page.getByTestId('neispuo-resend').click();
    await expect(page.getByTestId('neispuo-sync-message')).toBeVisible();
    await expect(async () => {
      const state = await sim().state();
      expect(state.attendances.filter((a) => a.personId === 4242 && a.date === day)).toHaveLength(1);
    }).toPass({ timeout: 20_000 });
    await expectAccessible(page);
  });
});
