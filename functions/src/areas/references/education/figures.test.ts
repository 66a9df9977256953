import { describe, expect, it } from 'vitest';
import { educationFigures } from './figures';

const month = (kindergartenId: string, m: string, counters: Record<string, number>) => ({
  kindergartenId,
  kindergartenName: kindergartenId === 'a' ? 'ДГ „Слънце“' : 'ДГ „Луна“',
  municipalityCode: 'PDV22',
  month: m,
  counters,
});

const { lessons: lessonFigures, results, documents, portfolios } = educationFigures;

describe('the education references from aggregates', () => {
  const lessons = [
    month('a', '2026-10', { days: 20, held: 54, missed: 6 }),
    month('a', '2026-11', { days: 15, held: 40, missed: 0 }),
    month('b', '2026-10', { days: 18, held: 30, missed: 10 }),
  ];

  it('sums a kindergarten’s months and gives the share held', () => {
    const rows = lessonFigures.rows(lessons);
    expect(rows.map((r) => [r.kindergartenName, r.days, r.held, r.missed, r.heldRate])).toEqual([
      ['ДГ „Луна“', 18, 30, 10, 75],
      ['ДГ „Слънце“', 35, 94, 6, 94],
    ]);
    expect(lessonFigures.totals(lessons)).toEqual({ days: 53, held: 124, missed: 16, heldRate: 88.6 });
  });

  it('counts assessments per level at the start and the end', () => {
    const months = [
      month('a', '2026-09', { startAssessments: 14, startL1: 4, startL2: 8, startL3: 2 }),
      month('a', '2027-05', { endAssessments: 14, endL2: 6, endL3: 8 }),
    ];
    expect(results.rows(months)[0]).toMatchObject({
      startLevels: [4, 8, 2],
      endLevels: [0, 6, 8],
      months: 2,
    });
    expect(results.totals(months)).toMatchObject({ startAssessments: 14, endAssessments: 14 });
  });

  it('counts the certificates by kind', () => {
    expect(documents.rows([month('a', '2027-05', { preschool: 12, relocation: 1 })])[0]).toMatchObject({
      preschoolCertificates: 12,
      relocationCertificates: 1,
    });
  });

  it('sums the portfolios with their sections by type and photos', () => {
    const months = [
      month('a', '2026-10', { portfolios: 3, hobby: 4, award: 1, photos: 9 }),
      month('a', '2026-11', { portfolios: 1, journey: 2 }),
    ];
    expect(portfolios.rows(months)[0]).toMatchObject({
      portfolios: 4,
      hobbies: 4,
      awards: 1,
      journeys: 2,
      photos: 9,
    });
    expect(portfolios.totals([])).toEqual({ portfolios: 0, hobbies: 0, awards: 0, journeys: 0, photos: 0 });
  });
});
