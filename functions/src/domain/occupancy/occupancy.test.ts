import { GroupAgeKinds, TeacherAttendanceKind as K, StudentAttendanceStatus as S } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { groupNormOf, occupancyOf, presenceOf, substitutesOf } from './occupancy';

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

  it("uses the group's own capacity, a nursery's nurses and assistants, and substitutes (issue #24)", () => {
    const own = [
      { id: 'g1', name: 'Пчелички', ageKind: GroupAgeKinds.Kindergarten, teacherIds: ['t1'], capacity: 18 },
      {
        id: 'n1',
        name: 'Мечета',
        ageKind: GroupAgeKinds.Nursery,
        teacherIds: ['t3'],
        staffIds: ['nurse', 'assistant'],
        capacity: 12,
      },
    ];
    expect(groupNormOf(own[0]!)).toEqual({ maxChildren: 18, childrenPerStaff: 18 });
    expect(groupNormOf({ ageKind: GroupAgeKinds.Nursery })).toEqual({ maxChildren: 16, childrenPerStaff: 8 });
    const children = [
      ...Array.from({ length: 19 }, () => child('g1', { d02: S.Attendance, d03: S.Attendance })),
      ...Array.from({ length: 10 }, () => child('n1', { d02: S.Attendance })),
    ];
    const staff = [
      { staffId: 't1', d02: K.Shift1, d03: K.SickLeave },
      { staffId: 't3', d02: K.SickLeave },
      { staffId: 'nurse', d02: K.Attendance },
      { staffId: 'assistant', d02: K.Attendance },
      { staffId: 'sub', d03: K.Attendance },
    ];
    const presence = {
      ...presenceOf(children, staff),
      substitutes: substitutesOf('2026-11', [
        { substituteId: 'sub', groupId: 'g1', dates: ['2026-11-03', '2026-12-01'] },
      ]),
    };
    const days = occupancyOf('2026-11', '2026-11-30', own, presence);
    expect(days.map((d) => [d.date, d.groupName, d.children, d.staff, d.maxChildren, d.flags])).toEqual([
      // The substitute covers the sick teacher: staff, not "noStaff"; 19 over the group's 18 places.
      ['2026-11-03', 'Пчелички', 19, 1, 18, ['overMax', 'overRatio']],
      // The nurse and the assistant count in the nursery: 10 children for 2 carers is within 1 per 8.
      ['2026-11-02', 'Мечета', 10, 2, 12, []],
      ['2026-11-02', 'Пчелички', 19, 1, 18, ['overMax', 'overRatio']],
    ]);
  });
});
