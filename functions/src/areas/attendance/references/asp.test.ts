import { GroupAgeKinds } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { type AspChild, aspDays, aspFile, aspRows, neispuoGroupOfAge, schoolYearOfMonth } from './asp';
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
  months: [month('2026-11', { 2: 2, 3: 1, 4: 1, 5: 1, 6: 5, 9: 4 })],
};
const groups = new Map([
  ['g1', { id: 'g1', name: 'Звездица', ageKind: GroupAgeKinds.Kindergarten, neispuoCode: '1203' }],
]);

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
      '-6',
      '1203',
      '-3',
      'Звездица',
      '0',
      '20.11.2026',
      '2',
      '3',
    ]);
  });

  it('leaves out children under compulsory age and counts summer absences as excused', () => {
    const young = { ...elena, childId: 'c2', birthDate: '2023-02-01' };
    expect(aspRows({ institutionCode: 'X', month: '2026-11', children: [young], groups })).toEqual([]);
    expect(aspDays([month('2026-06', { 1: 1, 2: 1, 3: 2 })])).toEqual({ excused: 2, unexcused: 0 });
    expect(aspDays([month('2026-09', { 14: 1, 15: 1 })])).toEqual({ excused: 1, unexcused: 1 });
  });

  it('attends regularly with no more than 2 unexcused days', () => {
    const two = { ...elena, leftOn: null, months: [month('2026-11', { 3: 1, 4: 1 })] };
    const [row] = aspRows({ institutionCode: 'X', month: '2026-11', children: [two], groups });
    expect([row?.attendsRegularly, row?.unsubscriptionDate, row?.unexcused]).toEqual([1, '', 2]);
  });

  it('gives НЕИСПУО’s group codes by age and school years by their start', () => {
    expect([2024, 2023, 2022, 2021, 2020].map((y) => neispuoGroupOfAge(`${y}-05-01`, 2026))).toEqual([
      -5, -4, -3, -6, -1,
    ]);
    expect([schoolYearOfMonth('2026-09'), schoolYearOfMonth('2027-08')]).toEqual([2026, 2026]);
  });

  it('encodes Cyrillic, the Bulgarian quotes and № in CP1251', () => {
    expect([...encodeCp1251('Ая„“№ё|A')]).toEqual([0xc0, 0xff, 0x84, 0x93, 0xb9, 0xb8, 0x7c, 0x41]);
  });
});
