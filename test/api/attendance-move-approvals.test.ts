import { beforeAll, describe, expect, it } from 'vitest';
import { makeEgn } from '../../shared/src/egn';
import { AbsenceType, StudentAttendanceStatus as S } from '../../shared/src/enums';
import { api } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * Issue #24, point 2, for the writers outside the grid: an approved medical notice and an approved
 * family-reason request write each day into the group the child was in on it. A child moved on Monday
 * 16.11.2026 from „Мечо“ to „Зайо“; the period 12.–20.11 (Thursday to Friday) has its working days 12–13 in
 * the old group and 16–20 in the new one. The kits' "today" is 21.11.2026.
 */
let kg: GivenKindergarten;
let groupA = '';
let groupB = '';

beforeAll(async () => {
  kg = await given
    .kindergarten({ name: 'ДГ „Преместване“' })
    .group({ name: 'I група „Мечо“' })
    .teacher({ ofLastGroup: true })
    .group({ name: 'II група „Зайо“' })
    .teacher({ ofLastGroup: true });
  [groupA, groupB] = [kg.groups[0]!.id, kg.groups[1]!.id];
});

let sequence = 0;
/** A child born in 2021 (compulsory age in 2026/27), enrolled in „Мечо“ and moved to „Зайо“ on the 16th. */
async function movedChild() {
  const enrolled = await api(kg.director, 'children.saveChild', {
    body: {
      kindergartenId: kg.id,
      firstName: 'Ива',
      middleName: 'Петрова',
      lastName: `Стоянова${sequence}`,
      identifierType: 0,
      identifier: makeEgn({ year: 2021, month: 5, day: 1 + sequence }, 601 + 2 * sequence++, 2),
      address: { cityId: '68134', cityName: 'гр. София', street: 'ул. „Шипка“ 1' },
      allergies: [],
      diet: 1,
      groupId: groupA,
      enrolledOn: '2026-09-15',
    } as never,
  });
  expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
  const id = String(enrolled.body.entityId);
  const moved = await api(kg.director, 'children.moveChild', {
    path: { id },
    body: { kindergartenId: kg.id, groupId: groupB, fromDate: '2026-11-16', version: 1 },
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  return id;
}

/** The days of November a group's grid holds `status` for the child, as day numbers. */
async function daysWith(groupId: string, childId: string, status: S) {
  const grid = await api(kg.director, 'attendance.groupAttendance', {
    path: { groupId, month: 11, year: 2026 },
    query: { kindergartenId: kg.id },
  });
  expect(grid.status).toBe(200);
  const row = grid.body.students.find((s) => s.studentId === childId);
  return (row?.attendances ?? []).filter((a) => a.type === status).map((a) => Number(a.forDate.slice(8)));
}

describe('approvals over a move', () => {
  it('an approved medical notice excuses the days before the move in the old group, after it in the new', async () => {
    const child = await movedChild();
    const saved = await api(kg.director, 'attendance.saveMedicalNote', {
      body: {
        kindergartenId: kg.id,
        studentId: child,
        fromDate: '2026-11-12',
        toDate: '2026-11-20',
        doctor: 'д-р Петрова',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const approved = await api(kg.director, 'attendance.approveMedicalNote', {
      body: { kindergartenId: kg.id, id: String(saved.body.entityId), excuse: true },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await daysWith(groupA, child, S.SicknessAbsence5)).toEqual([12, 13]);
    expect(await daysWith(groupB, child, S.SicknessAbsence5)).toEqual([16, 17, 18, 19, 20]);
  });

  it('an approved family-reason request marks each day in its group and counts all seven', async () => {
    const child = await movedChild();
    const saved = await api(kg.director, 'attendance.saveRequest', {
      body: {
        kindergartenId: kg.id,
        studentId: child,
        absenceType: AbsenceType.AbsenceFamilyReason,
        fromDate: '2026-11-12',
        toDate: '2026-11-20',
        reason: 'Семейно пътуване',
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const decided = await api(kg.director, 'attendance.decideRequest', {
      body: { kindergartenId: kg.id, requestId: String(saved.body.entityId), status: 1 },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(await daysWith(groupA, child, S.FamilyReasonAbsence)).toEqual([12, 13]);
    expect(await daysWith(groupB, child, S.FamilyReasonAbsence)).toEqual([16, 17, 18, 19, 20]);
    // The new group's grid counts the school year's family-reason days across both groups.
    const grid = await api(kg.director, 'attendance.groupAttendance', {
      path: { groupId: groupB, month: 11, year: 2026 },
      query: { kindergartenId: kg.id },
    });
    expect(grid.body.students.find((s) => s.studentId === child)?.currentAbsenceCount).toBe(7);
  });
});
