import { describe, expect, it } from 'vitest';
import { cellText, moneyText } from './table-report';

describe('the table report cells', () => {
  it('writes money, dates and rates the Bulgarian way', () => {
    expect(moneyText(1234550)).toBe('12 345,50 €');
    expect(cellText(5, 'money')).toBe('0,05 €');
    expect(cellText('2026-11-21', 'date')).toBe('21.11.2026');
    expect(cellText(66.7, 'percent')).toBe('66,7 %');
    expect(cellText(null, 'percent')).toBe('—');
  });
});
