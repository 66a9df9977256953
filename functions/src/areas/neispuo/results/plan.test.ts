import { describe, expect, it } from 'vitest';
import type { AreaResult } from '../../../domain/education/child-results';
import { planResults, type SentResult, textsOf, wantedResults } from './plan';

const results = new Map<string, AreaResult[]>([
  [
    'c1',
    [
      { area: 1, areaName: 'Български език и литература', start: 'Средно ниво', end: 'Високо ниво' },
      { area: 7, areaName: 'Физическа култура', start: 'Ниско ниво', end: null },
    ],
  ],
  ['c2', [{ area: 2, areaName: 'Математика', start: 'Високо ниво', end: null }]],
]);
const persons = new Map([['c1', 501]]);
const wanted = wantedResults(results, persons);
const accepted = (subjectId: number, texts: object, over: Partial<SentResult> = {}): SentResult => ({
  childId: 'c1',
  subjectId,
  personId: 501,
  pgResultId: 9000 + subjectId,
  state: 'accepted',
  sent: textsOf(texts as never),
  message: null,
  ...over,
});

describe('the educational results in НЕИСПУО', () => {
  it('are one record per matched child and area, by НЕИСПУО’s subject, the levels as text', () => {
    expect(wanted).toEqual([
      {
        childId: 'c1',
        personId: 501,
        subjectId: 80,
        startSchoolYearResult: 'Средно ниво',
        endSchoolYearResult: 'Високо ниво',
      },
      {
        childId: 'c1',
        personId: 501,
        subjectId: 86,
        startSchoolYearResult: 'Ниско ниво',
        endSchoolYearResult: null,
      },
    ]);
  });

  it('creates what is new, corrects a changed result in place, deletes what is gone and skips the rest', () => {
    const sent = [
      accepted(80, wanted[0]!),
      accepted(86, { startSchoolYearResult: 'Средно ниво', endSchoolYearResult: null }),
      accepted(81, { startSchoolYearResult: 'Високо ниво', endSchoolYearResult: null }),
    ];
    expect(
      planResults(wanted, sent).map((a) => [a.kind, 'wanted' in a ? a.wanted.subjectId : a.record.subjectId]),
    ).toEqual([
      ['update', 86],
      ['delete', 81],
    ]);
    expect(planResults(wanted, []).map((a) => a.kind)).toEqual(['create', 'create']);
  });

  it('keeps a refusal until the result changes, and sends again a record whose answer was lost', () => {
    const refused = accepted(80, wanted[0]!, { state: 'refused', pgResultId: null, message: 'Не' });
    const lost = accepted(86, wanted[1]!, { state: 'sending', pgResultId: null });
    expect(
      planResults(wanted, [refused, lost]).map((a) => [a.kind, 'wanted' in a && a.wanted.subjectId]),
    ).toEqual([['create', 86]]);
  });

  it('moves a record to the corrected person id', () => {
    const wrong = accepted(80, wanted[0]!, { personId: 777 });
    expect(planResults(wanted.slice(0, 1), [wrong]).map((a) => a.kind)).toEqual(['delete', 'create']);
  });
});
