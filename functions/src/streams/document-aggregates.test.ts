import { describe, expect, it } from 'vitest';
import { certificateDeltas, deltasOf, portfolioContribution } from './document-aggregates';

const cert = (over: Record<string, unknown> = {}) => ({
  kind: 1,
  issueDate: '2027-05-28',
  cancelled: false,
  kindergartenId: 'kg',
  ...over,
});

describe('the documents aggregate of certificates', () => {
  it('counts an issued certificate once in its month, by kind', () => {
    expect([...certificateDeltas({ newImage: cert() })]).toEqual([['2027-05', { preschool: 1 }]]);
    expect([...certificateDeltas({ newImage: cert({ kind: 2, issueDate: '2027-01-10' }) })]).toEqual([
      ['2027-01', { relocation: 1 }],
    ]);
  });

  it('takes a cancelled certificate back and leaves an unchanged one alone', () => {
    expect([...certificateDeltas({ oldImage: cert(), newImage: cert({ cancelled: true }) })]).toEqual([
      ['2027-05', { preschool: -1 }],
    ]);
    expect([...certificateDeltas({ oldImage: cert(), newImage: cert() })]).toEqual([]);
  });
});

describe('the portfolios aggregate', () => {
  const portfolio = (over: Record<string, unknown> = {}) => ({
    kindergartenId: 'kg',
    createdAt: '2026-10-03T08:00:00.000Z',
    modifiedAt: '2026-10-03T08:00:00.000Z',
    sections: [
      { type: 1, photos: [{}, {}] },
      { type: 2, photos: [] },
    ],
    ...over,
  });

  it('counts a new portfolio in the month it was made, with its sections by type and photos', () => {
    expect([...deltasOf(portfolioContribution, { newImage: portfolio() })]).toEqual([
      ['2026-10', { portfolios: 1, hobby: 1, award: 1, photos: 2 }],
    ]);
  });

  it('adds a later section to the portfolio’s month, and takes a deleted portfolio back', () => {
    const more = portfolio({
      modifiedAt: '2027-03-01T08:00:00.000Z',
      sections: [...portfolio().sections, { type: 3 }],
    });
    expect([...deltasOf(portfolioContribution, { oldImage: portfolio(), newImage: more })]).toEqual([
      ['2026-10', { journey: 1 }],
    ]);
    expect([...deltasOf(portfolioContribution, { oldImage: portfolio() })]).toEqual([
      ['2026-10', { portfolios: -1, hobby: -1, award: -1, photos: -2 }],
    ]);
  });

  it('counts an older portfolio without createdAt in the month of its last change', () => {
    expect([
      ...portfolioContribution(
        portfolio({ createdAt: undefined, modifiedAt: '2026-11-20T10:00:00Z' }),
      ).keys(),
    ]).toEqual(['2026-11']);
  });
});
