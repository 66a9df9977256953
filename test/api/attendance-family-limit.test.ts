import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AbsenceType,
  GroupAgeKinds,
  RequestStatus,
  Role,
  StudentAttendanceStatus,
} from '../../shared/src/enums';
import { api, type Principal } from '../support/api';
import { type GivenKindergarten, given } from '../support/given';

/**
 * The family-reason limit (issue #24, point 4) on a world of its own: a preparatory group (compulsory age)
 * with its teacher and children c0, c1, c2 with parents, a nursery group with child c3, a second preparatory
 * group with its teacher and child c4 (moved into the first group mid-November). On the kits' fixed
 * day (Saturday 21.11.2026), school year 2026/27: the law's limit is 15 days. The Master's rules are changed
 * only for school year 2045 (no other suite meets it) and put back afterwards.
 */
let kg: GivenKindergarten;
let master: Principal;
let teacher: Principal;
const [c0, c1, c2, c3, c4] = [0, 1, 2, 3, 4];

beforeAll(async () => {
  [kg, master] = await Promise.all([
    given
      .kindergarten({ name: 'ДГ „Лимит“' })
      .group({ ageKind: GroupAgeKinds.PGGroups })
      .teacher({ ofLastGroup: true })
      .parents(3)
      .group({ ageKind: GroupAgeKinds.Nursery })
      .child()
      .group({ ageKind: GroupAgeKinds.PGGroups })
      .teacher({ ofLastGroup: true })
      .child(),
    given.nationalUser(Role.Master),
  ]);
  teacher = kg.teachers[0]!;
});

const child = (i: number) => kg.children[i]!;
const name = (i: number) => `${child(i).firstName} ${child(i).lastName}`;

/** The working days (Monday to Friday) of November 2026 from the 2nd: no holidays fall in them. */
const novemberDays = [
  '02',
  '03',
  '04',
  '05',
  '06',
  '09',
  '10',
  '11',
  '12',
  '13',
  '16',
  '17',
  '18',
  '19',
  '20',
].map((d) => `2026-11-${d}`);

const mark = (
  user: Principal,
  i: number,
  dates: string[],
  type: StudentAttendanceStatus | null = StudentAttendanceStatus.FamilyReasonAbsence,
) =>
  api(user, 'attendance.markAttendance', {
    body: {
      kindergartenId: kg.id,
      groupId: child(i).groupId,
      cells: dates.map((forDate) => ({ studentId: child(i).id, forDate, type })),
    },
  });

const request = (i: number, fromDate: string, toDate: string) =>
  api(kg.parents[i]!, 'attendance.saveRequest', {
    body: {
      kindergartenId: kg.id,
      studentId: child(i).id,
      absenceType: AbsenceType.AbsenceFamilyReason,
      fromDate,
      toDate,
    },
  });

const decide = (requestId: string, status: 1 | 2) =>
  api(kg.director, 'attendance.decideRequest', { body: { kindergartenId: kg.id, requestId, status } });

describe('the family-reason limit in the grid', () => {
  it('refuses the teacher and the director a mark past 15 days of the school year, saying how many were left', async () => {
    const first = await mark(teacher, c0, novemberDays.slice(0, 14));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // October's days: the kits' today is 21.11.2026 and a later day takes no mark (issue #26).
    const over = await mark(teacher, c0, ['2026-10-01', '2026-10-02', '2026-10-05']);
    expect(over.status).toBe(409);
    expect(over.error?.errorMessage).toBe(
      `Детето ${name(c0)} има право на още 1 ден по семейни причини за учебната година; отбелязани са 3.`,
    );
    expect((await mark(kg.director, c0, ['2026-10-01', '2026-10-02'])).status).toBe(409);
    // Exactly the last day fits; a day already status 4 marked again counts nothing new.
    expect((await mark(teacher, c0, ['2026-11-20'])).status).toBe(200);
    expect((await mark(teacher, c0, ['2026-11-02', '2026-11-03'])).status).toBe(200);
    expect((await mark(kg.director, c0, ['2026-10-01'])).status).toBe(409);
  });

  it('frees a day when its status 4 is changed, and a swap in one mark passes', async () => {
    expect((await mark(teacher, c0, ['2026-11-02'], StudentAttendanceStatus.Attendance)).status).toBe(200);
    expect((await mark(teacher, c0, ['2026-10-01'])).status).toBe(200);
    const swap = await api(teacher, 'attendance.markAttendance', {
      body: {
        kindergartenId: kg.id,
        groupId: child(c0).groupId,
        cells: [
          { studentId: child(c0).id, forDate: '2026-11-03', type: null },
          {
            studentId: child(c0).id,
            forDate: '2026-11-02',
            type: StudentAttendanceStatus.FamilyReasonAbsence,
          },
        ],
      },
    });
    expect(swap.status, JSON.stringify(swap.body)).toBe(200);
  });

  it('counts the grid’s days in the parent’s request', async () => {
    const over = await request(c0, '2026-11-25', '2026-11-25');
    expect(over.status).toBe(400);
    expect(over.error?.errors?.[0]?.field).toBe('toDate');
    expect(over.error?.errorMessage).toContain('до 15 дни');
    expect(over.error?.errorMessage).toContain('Остават 0 дни');
  });

  it('does not limit a child younger than compulsory age', async () => {
    expect((await mark(kg.director, c3, novemberDays)).status).toBe(200);
    expect((await mark(kg.director, c3, ['2026-10-01', '2026-10-02', '2026-10-05'])).status).toBe(200);
  });
});

describe('a child moved between groups', () => {
  it('counts the old group’s family-reason days against the new group’s marks', async () => {
    const oldGroup = child(c4).groupId;
    const newGroup = child(c0).groupId;
    // 14 days of October in the old group (no holidays from 1 to 20 October 2026).
    const october = ['01', '02', '05', '06', '07', '08', '09', '12', '13', '14', '15', '16', '19', '20'];
    const marked = await api(kg.teachers[1]!, 'attendance.markAttendance', {
      body: {
        kindergartenId: kg.id,
        groupId: oldGroup,
        cells: october.map((d) => ({ studentId: child(c4).id, forDate: `2026-10-${d}`, type: 4 as const })),
      },
    });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    const record = await api(kg.director, 'children.child', { path: { id: child(c4).id } });
    const moved = await api(kg.director, 'children.moveChild', {
      path: { id: child(c4).id },
      body: {
        kindergartenId: kg.id,
        groupId: newGroup,
        fromDate: '2026-11-16',
        version: record.body.record.version,
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const over = await api(teacher, 'attendance.markAttendance', {
      body: {
        kindergartenId: kg.id,
        groupId: newGroup,
        cells: ['2026-11-16', '2026-11-17'].map((forDate) => ({
          studentId: child(c4).id,
          forDate,
          type: StudentAttendanceStatus.FamilyReasonAbsence,
        })),
      },
    });
    expect(over.status, JSON.stringify(over.body)).toBe(409);
    expect(over.error?.errorMessage).toContain('има право на още 1 ден');
  });
});

describe('pending requests and the grid', () => {
  let pending = '';

  it('lets a pending request reserve its days: the grid marks them when they come, not a day more', async () => {
    // 23.11-11.12.2026: 15 working days.
    const made = await request(c1, '2026-11-23', '2026-12-11');
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    pending = String(made.body.entityId);
    // The request's days are after the kits' today (21.11.2026): the grid waits for them (issue #26).
    expect((await mark(teacher, c1, ['2026-11-23', '2026-11-24'])).status).toBe(400);
    const over = await mark(teacher, c1, ['2026-11-16']);
    expect(over.status).toBe(409);
    expect(over.error?.errorMessage).toContain('има право на още 0 дни');
  });

  it('frees the days of a rejected request', async () => {
    expect((await decide(pending, RequestStatus.Rejected)).status).toBe(200);
    expect((await mark(teacher, c1, ['2026-11-16'])).status).toBe(200);
  });

  it('counts an approved request by the days it marked in the grid', async () => {
    const made = await request(c2, '2026-11-02', '2026-11-13');
    expect(made.status).toBe(200);
    expect((await decide(String(made.body.entityId), RequestStatus.Approved)).status).toBe(200);
    // 10 marked by the approval: 5 left.
    const over = await mark(teacher, c2, [
      '2026-10-01',
      '2026-10-02',
      '2026-10-05',
      '2026-10-06',
      '2026-10-07',
      '2026-10-08',
    ]);
    expect(over.status).toBe(409);
    expect(over.error?.errorMessage).toContain('още 5 дни');
  });
});

describe('the Master’s national rules', () => {
  let original: { fromSchoolYear: number; days: number }[] = [];

  afterAll(async () => {
    const now = await api(master, 'attendance.familyLimitRules', {});
    if (original.length > 0)
      await api(master, 'attendance.saveFamilyLimitRules', {
        body: { rules: original, version: now.body.version },
      });
  });

  it('shows the Master the rules in force: 15 days for 2026/27; others may not read or write them', async () => {
    const read = await api(master, 'attendance.familyLimitRules', {});
    expect(read.status).toBe(200);
    expect(read.body.currentSchoolYear).toBe(2026);
    expect(read.body.currentLimit).toBe(15);
    expect(read.body.rules).toContainEqual({ fromSchoolYear: 2024, days: 15 });
    original = read.body.rules;
    expect((await api(kg.director, 'attendance.familyLimitRules', {})).status).toBe(403);
    const write = await api(kg.director, 'attendance.saveFamilyLimitRules', {
      body: { rules: original, version: read.body.version },
    });
    expect(write.status).toBe(403);
  });

  it('refuses two rules for one school year (400 naming the field) and a stale version (409)', async () => {
    const read = await api(master, 'attendance.familyLimitRules', {});
    const twice = await api(master, 'attendance.saveFamilyLimitRules', {
      body: { rules: [...original, { fromSchoolYear: 2024, days: 12 }], version: read.body.version },
    });
    expect(twice.status).toBe(400);
    expect(twice.error?.errors?.[0]?.field).toBe('rules');
    const stale = await api(master, 'attendance.saveFamilyLimitRules', {
      body: { rules: original, version: read.body.version + 5 },
    });
    expect(stale.status).toBe(409);
    expect(stale.error?.errors?.[0]?.field).toBe('version');
  });

  it('applies a rule saved for a school year to requests and their approval', async () => {
    const save = async (days: number) => {
      const read = await api(master, 'attendance.familyLimitRules', {});
      const rules = [
        ...original.filter((r) => r.fromSchoolYear < 2045),
        { fromSchoolYear: 2045, days },
        { fromSchoolYear: 2046, days: 15 },
      ];
      const saved = await api(master, 'attendance.saveFamilyLimitRules', {
        body: { rules, version: read.body.version },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    await save(2);
    // Monday 6 to Wednesday 8 November 2045: three working days, one past the limit of 2.
    const over = await request(c2, '2045-11-06', '2045-11-08');
    expect(over.status).toBe(400);
    expect(over.error?.errorMessage).toContain('до 2 дни');
    const fits = await request(c2, '2045-11-06', '2045-11-07');
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    // The Master lowers the limit before the director decides: the approval is refused.
    await save(1);
    const approval = await decide(String(fits.body.entityId), RequestStatus.Approved);
    expect(approval.status).toBe(409);
    expect(approval.error?.errorMessage).toContain('до 1 ден ');
  });
});
