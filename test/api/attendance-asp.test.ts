import { beforeAll, describe, expect, it } from 'vitest';
import { GroupAgeKinds, StudentAttendanceStatus as S } from '../../shared/src/enums';
import { api, download, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * The АСП file of October 2026 (issue #24, point 8) on a world of its own: group „Звезди“ (ПГ, every child of
 * compulsory age) with Ана, marked every working day, and Борис, never marked; group „Пчелички“ (nursery, under
 * compulsory age) with Вера, never marked. The file lists Ана and Борис (today only the marked Ана), the screen
 * lists the working days Борис still lacks, and the export waits for them or for the director's confirmation.
 */
let kg: GivenKindergarten;
let teacher: Principal;
const path = { month: 10, year: 2026 };

const child = (firstName: string) => kg.children.find((c) => c.firstName === firstName)!;
const unmarked = (user: Principal) =>
  api(user, 'attendance.referenceSmpUnmarked', { path, query: { kindergartenId: kg.id } });
const exportFile = (user: Principal, confirmUnmarked?: 'true') =>
  download(user, 'attendance.referenceSmpExport', {
    path,
    query: { kindergartenId: kg.id, ...(confirmUnmarked ? { confirmUnmarked } : {}) },
  });
const lines = (bytes: Buffer) => new TextDecoder('windows-1251').decode(bytes).split('\r\n').filter(Boolean);

async function markEveryDay(firstName: string, dates: readonly string[], type: S) {
  const c = child(firstName);
  const marked = await api(kg.director, 'attendance.markAttendance', {
    body: {
      kindergartenId: kg.id,
      groupId: c.groupId,
      cells: dates.map((forDate) => ({ studentId: c.id, forDate, type })),
    },
  });
  expect(marked.status, JSON.stringify(marked.error)).toBe(200);
}

let workingDays: string[] = [];

beforeAll(async () => {
  kg = await given
    .kindergarten({ name: 'ДГ „Слънчоглед“' })
    .group({ name: 'Звезди', ageKind: GroupAgeKinds.PGGroups })
    .teacher({ ofLastGroup: true })
    .child({ firstName: 'Ана' })
    .child({ firstName: 'Борис' })
    .group({ name: 'Пчелички', ageKind: GroupAgeKinds.Nursery })
    .child({ firstName: 'Вера' });
  teacher = kg.teachers[0]!;
  const before = await unmarked(kg.director);
  expect(before.status, JSON.stringify(before.error)).toBe(200);
  workingDays = before.body.groups[0]?.dates ?? [];
  await markEveryDay('Ана', workingDays, S.Attendance);
}, 120_000);

describe('the АСП file lists every compulsory-age child enrolled in the month', () => {
  it('lists the working days still unmarked per group: only the file’s children count', async () => {
    const reply = await unmarked(kg.director);
    expect(reply.status).toBe(200);
    // October 2026 has 22 working days (Monday to Friday; no holiday falls on one).
    expect(workingDays).toHaveLength(22);
    expect(workingDays[0]).toBe('2026-10-01');
    expect(reply.body).toEqual({
      month: '2026-10',
      groups: [{ groupId: kg.groups[0]!.id, groupName: 'Звезди', dates: workingDays }],
      canConfirm: true,
    });
    const own = await unmarked(teacher);
    expect([own.body.groups.length, own.body.canConfirm]).toEqual([1, false]);
  });

  it('refuses the export with the unmarked days (409) until the director confirms; a teacher cannot confirm', async () => {
    const refused = await exportFile(kg.director);
    expect(refused.status).toBe(409);
    const error = JSON.parse(refused.bytes.toString('utf8')) as {
      errorMessage: string;
      errors: { field: string; message: string }[];
    };
    expect(error.errorMessage).toContain(
      'Има неотбелязани работни дни: Група „Звезди“: 01.10.2026, 02.10.2026',
    );
    expect(error.errors).toEqual([
      { field: 'query.confirmUnmarked', message: expect.stringMatching(/^Група „Звезди“: 01\.10\.2026/) },
    ]);
    expect((await exportFile(teacher, 'true')).status).toBe(403);
    const excel = await download(kg.director, 'attendance.referenceSmpExcelExport', {
      path,
      query: { kindergartenId: kg.id },
    });
    expect(excel.status).toBe(409);
  });

  it('with the director’s confirmation lists the unmarked child too, and not the nursery child', async () => {
    const file = await exportFile(kg.director, 'true');
    expect(file.status).toBe(200);
    const byId = new Map(lines(file.bytes).map((l) => [l.split('|')[4], l.split('|')]));
    expect([...byId.keys()].sort()).toEqual([child('Ана').identifier, child('Борис').identifier].sort());
    const boris = byId.get(child('Борис').identifier)!;
    // Fields 9-12: the group of the month's last day, its code twice; no days excused or unexcused yet.
    expect(boris[8]).toBe(boris[10]);
    expect(['-6', '-1']).toContain(boris[8]);
    expect(boris.slice(11)).toEqual(['Звезди', '1', '', '0', '0']);
  });

  it('exports without a confirmation once every working day is marked', async () => {
    await markEveryDay('Борис', workingDays, S.Absence);
    expect((await unmarked(kg.director)).body.groups).toEqual([]);
    const file = await exportFile(kg.director);
    expect(file.status).toBe(200);
    const boris = lines(file.bytes)
      .map((l) => l.split('|'))
      .find((f) => f[4] === child('Борис').identifier)!;
    // 22 unexcused days: he does not attend regularly.
    expect(boris.slice(12)).toEqual(['0', '', '0', '22']);
  });
});
