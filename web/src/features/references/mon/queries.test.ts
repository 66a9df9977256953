import { describe, expect, it } from 'vitest';
import { monthOptions, monthsBack } from './queries';

describe('the references’ months', () => {
  it('count back over the turn of a year', () => {
    expect(monthsBack('2026-02', 0)).toBe('2026-02');
    expect(monthsBack('2026-02', 2)).toBe('2025-12');
    expect(monthsBack('2026-01', 13)).toBe('2024-12');
  });

  it('offer three years of months, newest first, by their Bulgarian names', () => {
    const months = monthOptions('2026-11');
    expect(months).toHaveLength(36);
    expect(months[0]).toEqual({ value: '2026-11', label: 'ноември 2026' });
    expect(months[35]?.value).toBe('2023-12');
  });
});
