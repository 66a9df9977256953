import { describe, expect, it } from 'vitest';
import { fileSize, formatCount, formatMoney, plural } from './numbers';

/** Intl separates with no-break spaces, so a line never breaks inside a number. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it('groups thousands, shows two decimals and the euro sign after', () => {
    expect(plain(formatMoney(12345.5))).toBe('12 345,50 €');
    expect(plain(formatMoney(0))).toBe('0,00 €');
    expect(plain(formatMoney(-7.239))).toBe('-7,24 €');
  });
  it('shows nothing for nothing', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
  });
});

describe('formatCount', () => {
  it('groups thousands from five digits on', () => {
    expect(plain(formatCount(1234567))).toBe('1 234 567');
    expect(formatCount(1234)).toBe('1234');
  });
});

describe('plural', () => {
  it('agrees with the count', () => {
    expect(plural(1, 'област', 'области')).toBe('1 област');
    expect(plural(28, 'област', 'области')).toBe('28 области');
  });
});

describe('fileSize', () => {
  it('shows megabytes with one decimal, and whole kilobytes (at least 1) below a megabyte', () => {
    expect(fileSize(1.25 * 1024 * 1024)).toBe('1,3 MB');
    expect(fileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(fileSize(350 * 1024 + 100)).toBe('350 KB');
    expect(fileSize(12)).toBe('1 KB');
  });
});
