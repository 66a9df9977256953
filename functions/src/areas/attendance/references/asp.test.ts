import { GroupAgeKinds, StudentAttendanceStatus as S } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { type AspChild, aspDays, aspFile, aspRows, basicClassOf, schoolYearOfMonth } from './asp';
import { rosterChildren } from './asp-stays';
import { unmarkedDays, unmarkedLine } from './asp-unmarked';
import { encodeCp1251 } from './cp1251';

const month = (m: string, days: Record<number, number>, groupId = 'g1') => ({
  childId: 'c1',
  groupId,
  month: m,
  name: 'Елена Петрова',
  birthDate: '2021-04-02',
  days,
});

const elena: AspChild = {
  childId: 'c1',
  identifierType: 0,
  identifier: '2144020012',
  firstName: 'Елена',
  middleName: 'Иванова',
  lastName: 'Петрова',
  birthDate: '2021-04-02',
  leftOn: '2026-11-20',
  stays: [{ groupId: 'g1', fromDate: '2026-09-15', toDate: '2026-11-20' }],
  months: [month('2026-11', { 2: 2, 3: 1, 4: 1, 5: 1, 6: 5, 9: 4 })],
};
const groups = new Map([
  ['g1', { id: 'g1', name: 'Звездица', ageKind: GroupAgeKinds.Kindergarten, neispuoCode: '1203' }],
  ['g2', { id: 'g2', name: 'Слънце', ageKind: GroupAgeKinds.PGGroups, neispuoCode: '1204' }],
]);
const fields = (row: Record<string, unknown> | undefined) =>
  [row?.basicClass, row?.classCode, row?.groupCode, row?.className].map(String);

describe('the АСП file', () => {
  it('writes the 16 fields of a child of compulsory age in the format’s order', () => {
    const rows = aspRows({ institutionCode: '1600123', month: '2026-11', children: [elena], groups });
    const line = aspFile(rows).toString('latin1');
    expect(line.endsWith('\r\n')).toBe(true);
    const text = new TextDecoder('windows-1251').decode(aspFile(rows));
    expect(text.trimEnd().split('|')).toEqual([
      '1600123',
      '2026',
      '11',
      '0',
      '2144020012',
      'Елена',
      'Иванова',
      'Петрова',
      '-3',
      '1203',
      '-3',
      'Звездица',
      '0',
      '20.11.2026',
      '2',
      '3',
    ]);
  });

  it('lists an enrolled child of compulsory age with no mark yet, not one who left before the month', () => {
    const unmarked = {
      ...elena,
      leftOn: null,
      stays: [{ groupId: 'g1', fromDate: '2026-09-15', toDate: null }],
    };
    const gone = {
      ...elena,
      childId: 'c3',
      stays: [{ groupId: 'g1', fromDate: '2026-09-15', toDate: '2026-10-31' }],
    };
    const rows = aspRows({
      institutionCode: 'X',
      month: '2026-11',
      children: [
        { ...unmarked, months: [] },
        { ...gone, months: [] },
      ],
      groups,
    });
    expect(rows.map((r) => [r.identifier, r.excused, r.unexcused, r.attendsRegularly])).toEqual([
      ['2144020012', 0, 0, 1],
    ]);
  });

  it('decides compulsory age by the school year: born 31.12.2022 is in September 2026, 01.01.2023 is not', () => {
    const child = (birthDate: string) => ({ ...elena, birthDate, leftOn: null, months: [] });
    const stays = [{ groupId: 'g1', fromDate: '2026-09-15', toDate: null }];
    const rows = aspRows({
      institutionCode: 'X',
      month: '2026-09',
      children: [
        { ...child('2022-12-31'), stays },
        { ...child('2023-01-01'), childId: 'c9', identifier: 'young', stays },
      ],
      groups,
    });
    expect(rows.map((r) => r.identifier)).toEqual(['2144020012']);
  });

  it('describes the group of the month’s last day in fields 9-12, consistently, after a move', () => {
    const moved: AspChild = {
      ...elena,
      leftOn: null,
      stays: [
        { groupId: 'g1', fromDate: '2026-09-15', toDate: '2026-11-15' },
        { groupId: 'g2', fromDate: '2026-11-16', toDate: null },
      ],
      // A mark left in the old group after the move (before the placement history) counts nowhere.
      months: [month('2026-11', { 2: 1, 20: 1 }, 'g1'), month('2026-11', { 17: 1, 18: 3 }, 'g2')],
    };
    const [row] = aspRows({ institutionCode: 'X', month: '2026-11', children: [moved], groups });
    expect(fields(row)).toEqual(['-6', '1204', '-6', 'Слънце']);
    expect([row?.unexcused, row?.excused]).toEqual([2, 1]);
    const older = { ...moved, birthDate: '2020-03-03' };
    expect(fields(aspRows({ institutionCode: 'X', month: '2026-11', children: [older], groups })[0])).toEqual(
      ['-1', '1204', '-1', 'Слънце'],
    );
  });

  it('keeps the lines of the groups the caller sees, by the last group', () => {
    const rows = aspRows({
      institutionCode: 'X',
      month: '2026-11',
      children: [elena],
      groups,
      groupIds: new Set(['g2']),
    });
    expect(rows).toEqual([]);
  });

  it('counts summer absences as excused', () => {
    expect(aspDays([month('2026-06', { 1: 1, 2: 1, 3: 2 })])).toEqual({ excused: 2, unexcused: 0 });
    expect(aspDays([month('2026-09', { 14: 1, 15: 1 })])).toEqual({ excused: 1, unexcused: 1 });
  });

  it('attends regularly with no more than 2 unexcused days', () => {
    const two = { ...elena, leftOn: null, months: [month('2026-11', { 3: 1, 4: 1 })] };
    const [row] = aspRows({ institutionCode: 'X', month: '2026-11', children: [two], groups });
    expect([row?.attendsRegularly, row?.unsubscriptionDate, row?.unexcused]).toEqual([1, '', 2]);
  });

  it('gives НЕИСПУО’s group codes by the group, the preparatory ones by the child’s year', () => {
    const kind = (ageKind: number) => ({ ageKind });
    expect(basicClassOf(kind(GroupAgeKinds.Nursery), '2021-01-01', 2026)).toBe(-5);
    expect(basicClassOf(kind(GroupAgeKinds.FirstGroup), '2021-01-01', 2026)).toBe(-4);
    expect(basicClassOf(kind(GroupAgeKinds.Kindergarten), '2021-01-01', 2026)).toBe(-3);
    expect(basicClassOf(kind(GroupAgeKinds.PGGroups), '2021-12-31', 2026)).toBe(-6);
    expect(basicClassOf(kind(GroupAgeKinds.PGGroups), '2020-01-01', 2026)).toBe(-1);
    expect([2024, 2023, 2022, 2021, 2020].map((y) => basicClassOf(undefined, `${y}-05-01`, 2026))).toEqual([
      -5, -4, -3, -6, -1,
    ]);
    expect([schoolYearOfMonth('2026-09'), schoolYearOfMonth('2027-08')]).toEqual([2026, 2026]);
  });

  it('encodes Cyrillic, the Bulgarian quotes and № in CP1251', () => {
    expect([...encodeCp1251('Ая„“№ё|A')]).toEqual([0xc0, 0xff, 0x84, 0x93, 0xb9, 0xb8, 0x7c, 0x41]);
  });
});

describe('the unmarked working days before the АСП export', () => {
  const working = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];
  const child: AspChild = {
    ...elena,
    leftOn: null,
    stays: [
      { groupId: 'g1', fromDate: '2026-09-15', toDate: '2026-11-17' },
      { groupId: 'g2', fromDate: '2026-11-18', toDate: null },
    ],
    months: [month('2026-11', { 16: 2 }, 'g1'), month('2026-11', { 18: 2, 19: S.Locked }, 'g2')],
  };

  it('lists per group the working days of its stay without a mark (a bare lock is no mark)', () => {
    const young = { ...child, childId: 'c2', birthDate: '2023-05-05', months: [] };
    const unmarked = unmarkedDays({
      month: '2026-11',
      children: [child, young],
      groups,
      workingDays: () => working,
    });
    expect(unmarked).toEqual([
      { groupId: 'g1', groupName: 'Звездица', dates: ['2026-11-17'] },
      { groupId: 'g2', groupName: 'Слънце', dates: ['2026-11-19', '2026-11-20'] },
    ]);
    expect(unmarkedLine(unmarked[1]!)).toBe('Група „Слънце“: 19.11.2026, 20.11.2026');
  });

  it('is empty when every day is marked, and keeps to the groups the caller sees', () => {
    const marked = {
      ...child,
      months: [month('2026-11', { 16: 2, 17: 1 }, 'g1'), month('2026-11', { 18: 2, 19: 2, 20: 5 }, 'g2')],
    };
    expect(
      unmarkedDays({ month: '2026-11', children: [marked], groups, workingDays: () => working }),
    ).toEqual([]);
    const seen = unmarkedDays({
      month: '2026-11',
      children: [child],
      groups,
      workingDays: () => working,
      groupIds: new Set(['g1']),
    });
    expect(seen.map((g) => g.groupId)).toEqual(['g1']);
  });
});

describe('the stays from the group rosters', () => {
  const years = [
    { id: 'y25', fromDate: '2025-09-15', toDate: '2026-09-14' },
    { id: 'y26', fromDate: '2026-09-15', toDate: '2027-09-14' },
  ];
  const entry = {
    firstName: 'Елена',
    lastName: 'Петрова',
    birthDate: '2021-04-02',
    enrolledOn: '2025-09-15',
  };

  it('bounds an entry without history by its group’s school year', () => {
    const old = { id: 'a', periodId: 'y25', 'child#c1': { ...entry, leftOn: null } };
    const now = { id: 'b', periodId: 'y26', 'child#c1': { ...entry, leftOn: null } };
    expect(rosterChildren([old, now], years).get('c1')?.stays).toEqual([
      { groupId: 'a', fromDate: '2025-09-15', toDate: '2026-09-14' },
      { groupId: 'b', fromDate: '2026-09-15', toDate: '2027-09-14' },
    ]);
  });

  it('takes the freshest placement history an entry carries', () => {
    const first = [{ groupId: 'a', groupName: 'А', fromDate: '2026-09-15', toDate: null }];
    const moved = [
      { groupId: 'a', groupName: 'А', fromDate: '2026-09-15', toDate: '2026-11-15' },
      { groupId: 'b', groupName: 'Б', fromDate: '2026-11-16', toDate: null },
    ];
    const a = { id: 'a', periodId: 'y26', 'child#c1': { ...entry, stays: first } };
    const b = { id: 'b', periodId: 'y26', 'child#c1': { ...entry, stays: moved } };
    expect(
      rosterChildren([b, a], years)
        .get('c1')
        ?.stays.map((s) => s.groupId),
    ).toEqual(['a', 'b']);
    expect(rosterChildren([a, b], years).get('c1')?.stays).toHaveLength(2);
  });
});
