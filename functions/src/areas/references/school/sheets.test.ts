import { ProcessingStatus } from '@gradina/shared';
import { defaultResultLevels, ResultStage } from '@gradina/shared/education/education';
import { describe, expect, it } from 'vitest';
import type { MedicalNoteFacts } from '../../../domain/attendance/medical-notes';
import {
  absencesSheet,
  doctorChildrenSheet,
  doctorsSheet,
  doctorTeachersSheet,
  spellingOf,
} from './attendance-sheets';
import * as resultSheets from './results-sheets';
import { monthsBetween } from './school';

const head = { title: 'Справка', lines: ['Учебна 2026/2027 г.'] };

describe('absencesSheet', () => {
  it('counts present, excused and unexcused days per group and month from the status counters', () => {
    const sheet = absencesSheet(
      head,
      [
        { id: 'g1', name: 'Звездица' },
        { id: 'g2', name: 'Слънце' },
      ],
      [
        {
          month: '2026-10',
          scopes: [
            { scope: null, counters: { s2: 100 } },
            // 18 present (16 + 2 hourly), 1 unexcused, 2 sick, 1 family reason, 3 vacation days (none)
            { scope: 'GROUP#g1', counters: { s2: 16, s7: 2, s1: 1, s5: 2, s4: 1, s14: 3, childMonths: 2 } },
          ],
        },
        { month: '2026-11', scopes: [{ scope: 'GROUP#g2', counters: { s2: 3, s3: 1 } }] },
      ],
    );
    expect(sheet.rows).toEqual([
      ['Звездица', 'октомври 2026', 18, 4, 3, 1, 2, 1, 81.8],
      ['Слънце', 'ноември 2026', 3, 1, 1, 0, 0, 0, 75],
    ]);
    expect(sheet.totals).toEqual(['Общо', null, 21, 5, 4, 1, 2, 1, 80.8]);
  });

  it('has no totals without a marked month', () => {
    expect(absencesSheet(head, [{ id: 'g1', name: 'Звездица' }], []).totals).toBeNull();
  });
});

const note = (o: Partial<MedicalNoteFacts>): MedicalNoteFacts => ({
  childId: 'c1',
  studentName: 'Ана Иванова',
  groupId: 'g1',
  groupName: 'Звездица',
  doctor: 'Д-р Петрова',
  status: ProcessingStatus.Approved,
  days: ['2026-10-05', '2026-10-06'],
  ...o,
});

describe('the doctors of the medical notices', () => {
  it('show a doctor typed several ways by the commonest spelling, the better written on a tie', () => {
    expect(spellingOf(['д-р  петрова', 'Д-р Петрова'])).toBe('Д-р Петрова');
    expect(spellingOf(['Д-р Петрова', 'д-р петрова', ' д-р петрова'])).toBe('д-р петрова');
  });

  const notes = [
    note({}),
    note({ doctor: '  д-р   петрова ', days: ['2026-11-02'] }),
    note({ childId: 'c2', studentName: 'Борис Георгиев', doctor: 'Д-р Алексиев' }),
    note({ childId: 'c3', status: ProcessingStatus.Annulled, doctor: 'Д-р Грешен' }),
  ];

  it('groups the notices by doctor, case and spaces ignored, leaving out the annulled', () => {
    const sheet = doctorsSheet(head, notes);
    expect(sheet.rows).toEqual([
      ['Д-р Алексиев', 1, 1, 2],
      ['Д-р Петрова', 1, 2, 3],
    ]);
    expect(sheet.totals).toEqual(['Общо', 2, 3, 5]);
  });

  it('lists each child with their doctors, of one group when asked', () => {
    expect(doctorChildrenSheet(head, notes).rows).toEqual([
      ['Звездица', 'Ана Иванова', 'Д-р Петрова', 2, 3],
      ['Звездица', 'Борис Георгиев', 'Д-р Алексиев', 1, 2],
    ]);
    expect(doctorChildrenSheet(head, notes, 'g9').rows).toEqual([]);
  });

  it('lists each teacher with the notices of their groups, a group of two teachers counting for each', () => {
    const groups = [
      { id: 'g1', name: 'Звездица', teacherIds: ['t1', 't2'] },
      { id: 'g2', name: 'Слънце', teacherIds: ['t2'] },
    ];
    const names = new Map([
      ['t1', 'Мария Колева'],
      ['t2', 'Елена Димова'],
    ]);
    const withOther = [
      ...notes,
      note({ childId: 'c4', groupId: 'g2', doctor: 'Д-р Стоев', days: ['2026-12-01'] }),
    ];
    expect(doctorTeachersSheet(head, withOther, groups, names).rows).toEqual([
      ['Елена Димова', 'Звездица, Слънце', 3, 4, 6, 'Д-р Алексиев, Д-р Петрова, Д-р Стоев'],
      ['Мария Колева', 'Звездица', 2, 3, 5, 'Д-р Алексиев, Д-р Петрова'],
    ]);
  });
});

const template = {
  areas: [
    { area: 1 as const, name: 'БЕЛ' },
    { area: 2 as const, name: 'Математика' },
  ],
  levels: [...defaultResultLevels],
};
const child = (id: string, name: string, groupId: string, groupName: string) => ({
  id,
  name,
  groupId,
  groupName,
});
const groups = [
  {
    id: 'g1',
    name: 'Звездица',
    children: [child('c1', 'Ана', 'g1', 'Звездица'), child('c2', 'Борис', 'g1', 'Звездица')],
  },
  { id: 'g2', name: 'Слънце', children: [child('c3', 'Вера', 'g2', 'Слънце')] },
];
const results = [
  { childId: 'c1', start: { '1': 1, '2': 2 }, end: { '1': 3, '2': 3 }, startNote: 'Срамежлива', endNote: '' },
  { childId: 'c2', end: { '1': 1, '2': 2 } },
];
const input = { template, groups, results, stage: ResultStage.End };

describe('the results references', () => {
  it('shows each child’s level names by area, blank where not assessed', () => {
    expect(resultSheets.levelsSheet(head, input).rows).toEqual([
      ['Звездица', 'Ана', 'Високо ниво', 'Високо ниво'],
      ['Звездица', 'Борис', 'Ниско ниво', 'Средно ниво'],
      ['Слънце', 'Вера', null, null],
    ]);
    expect(resultSheets.levelsSheet(head, { ...input, stage: ResultStage.Start }).rows[0]).toEqual([
      'Звездица',
      'Ана',
      'Ниско ниво',
      'Средно ниво',
    ]);
  });

  it('averages the levels of the assessed children per group and area', () => {
    const sheet = resultSheets.averagesSheet(head, input);
    expect(sheet.rows).toEqual([['Звездица', 2, 2, 2.5, 2.3]]);
    expect(sheet.totals).toEqual(['Общо', 2, 2, 2.5, 2.3]);
  });

  it('finds the children at the top level everywhere and those at the lowest somewhere', () => {
    expect(resultSheets.excellentSheet(head, input).rows).toEqual([['Звездица', 'Ана', 2]]);
    expect(resultSheets.lowLevelsSheet(head, input).rows).toEqual([['Звездица', 'Борис', 'БЕЛ', 1]]);
    expect(resultSheets.lowLevelCountsSheet(head, input).rows).toEqual([['Звездица', 2, 1, 1, 0]]);
  });

  it('lists the teachers’ notes and the children’s support', () => {
    expect(resultSheets.notesSheet(head, input).rows).toEqual([['Звездица', 'Ана', 'Срамежлива', '']]);
    const supports = [
      { childId: 'c3', isSop: true, support: 'Логопед два пъти седмично' },
      { childId: 'c2', isSop: false, support: '  ' },
    ];
    expect(resultSheets.supportsSheet(head, groups, supports).rows).toEqual([
      ['Слънце', 'Вера', 'Да', 'Логопед два пъти седмично'],
    ]);
  });
});

describe('monthsBetween', () => {
  it('spans a school year across the new year', () => {
    expect(monthsBetween('2026-09-15', '2027-09-14')).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
      '2027-09',
    ]);
  });
});
