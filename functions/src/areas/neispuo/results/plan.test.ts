import { describe, expect, it } from 'vitest';
import { type ChildResults, planRecords, type SentRecord, wantedRecords } from './plan';

const children = new Map<string, ChildResults>([
  [
    'c1',
    {
      results: [
        { area: 1, areaName: 'Български език и литература', start: 'Средно ниво', end: 'Високо ниво' },
        { area: 7, areaName: 'Физическа култура', start: 'Ниско ниво', end: null },
      ],
      startNote: ' Разказва по картинка. ',
      endNote: '',
    },
  ],
  ['c2', { results: [{ area: 2, areaName: 'Математика', start: 'Високо ниво', end: null }] }],
]);
const persons = new Map([['c1', 501]]);
const wanted = wantedRecords(children, persons);
const sentAs = (i: number, over: Partial<SentRecord> = {}): SentRecord => ({
  childId: 'c1',
  personId: 501,
  section: wanted[i]!.section,
  slot: wanted[i]!.slot,
  recordId: 9000 + i,
  state: 'accepted',
  sent: JSON.stringify(wanted[i]!.body),
  message: null,
  ...over,
});
const kinds = (actions: ReturnType<typeof planRecords>) =>
  actions.map((a) => [a.kind, 'wanted' in a ? a.wanted.slot : a.record.slot]);

describe('the educational results in НЕИСПУО', () => {
  it('are a record per matched child and area by НЕИСПУО’s subject, and a note per written stage', () => {
    expect(wanted.map((w) => [w.section, w.slot, w.body])).toEqual([
      [
        'pgResults',
        '80',
        {
          personId: 501,
          subjectId: 80,
          startSchoolYearResult: 'Средно ниво',
          endSchoolYearResult: 'Високо ниво',
        },
      ],
      [
        'pgResults',
        '86',
        { personId: 501, subjectId: 86, startSchoolYearResult: 'Ниско ниво', endSchoolYearResult: null },
      ],
      [
        'notes',
        'note1',
        {
          description: 'Резултати в началото на учебната година: Разказва по картинка.',
          isForAllStudents: false,
          studentIds: [501],
        },
      ],
    ]);
  });

  it('creates what is new, corrects a change in place, deletes what is gone and skips the rest', () => {
    const gone = sentAs(0, { slot: '81', sent: '{}' });
    const changed = sentAs(1, { sent: '{}' });
    expect(kinds(planRecords(wanted, [sentAs(0), changed, sentAs(2), gone]))).toEqual([
      ['update', '86'],
      ['delete', '81'],
    ]);
    expect(kinds(planRecords(wanted, []))).toEqual([
      ['create', '80'],
      ['create', '86'],
      ['create', 'note1'],
    ]);
  });

  it('keeps a refusal until the result changes, and sends again a record whose answer was lost', () => {
    const refused = sentAs(0, { state: 'refused', recordId: null, message: 'Не' });
    const lost = sentAs(1, { state: 'sending', recordId: null });
    expect(kinds(planRecords(wanted.slice(0, 2), [refused, lost]))).toEqual([['create', '86']]);
  });

  it('moves a record to the corrected person id', () => {
    expect(kinds(planRecords(wanted.slice(0, 1), [sentAs(0, { personId: 777 })]))).toEqual([
      ['delete', '80'],
      ['create', '80'],
    ]);
  });
});
