import { GroupAgeKinds, TeacherAttendanceKind as K, StudentAttendanceStatus as S } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { occupancyOf, presenceOf } from './occupancy';

const groups = [
  { id: 'g1', name: 'Пчелички', ageKind: GroupAgeKinds.Kindergarten, teacherIds: ['t1', 't2'] },
  { id: 'n1', name: 'Мечета', ageKind: GroupAgeKinds.Nursery, teacherIds: ['t3'] },
];

const child = (groupId: string, days: Record<string, number>) => ({ type: 'ChildMonth', groupId, ...days });

describe('occupancy', () => {
  it('counts children present and staff at work per group and day, and flags the broken norms', () => {
    const children = [
      ...Array.from({ length: 23 }, () => child('g1', { d02: S.Attendance, d03: S.Absence })),
      child('g1', { d03: S.Hourly1 }),
      ...Array.from({ length: 9 }, () => child('n1', { d02: S.Attendance })),
    ];
    const staff = [
      { staffId: 't1', d02: K.Shift1, d03: K.SickLeave },
      { staffId: 't2', d02: K.Shift2 },
      { staffId: 't3', d02: K.Attendance },
    ];
    const days = occupancyOf('2026-11', '2026-11-30', groups, presenceOf(children, staff));
    expect(days.map((d) => [d.date, d.groupName, d.children, d.staff, d.flags])).toEqual([
      ['2026-11-03', 'Пчелички', 1, 0, ['noStaff']],
      ['2026-11-02', 'Мечета', 9, 1, ['overRatio']],
      ['2026-11-02', 'Пчелички', 23, 2, ['overMax']],
    ]);
  });

  it('leaves out days after the last date', () => {
    const days = occupancyOf(
      '2026-11',
      '2026-11-02',
      groups,
      presenceOf([child('g1', { d03: S.Attendance })], []),
    );
    expect(days).toEqual([]);
  });
});
