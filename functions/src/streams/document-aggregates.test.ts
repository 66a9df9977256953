import { describe, expect, it } from 'vitest';
import { certificateDeltas } from './document-aggregates';

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
