import { describe, expect, it } from 'vitest';
import { ageLabel, ageTicks, axisValue, chartRows } from './growth-chart';

describe('chartRows', () => {
  it('draws the bands from a year before the first measurement to half a year after the last', () => {
    const rows = chartRows('height', 2, [
      { ageMonths: 30.2, value: 91 },
      { ageMonths: 41.8, value: 98.5 },
    ]);
    expect(rows[0]!.month).toBe(18);
    expect(rows.at(-1)!.month).toBe(48);
    expect(rows.find((r) => r.month === 30)!.child).toBe(91);
    expect(rows.find((r) => r.month === 42)!.child).toBe(98.5);
    expect(rows.filter((r) => r.child !== undefined)).toHaveLength(2);
    const at30 = rows.find((r) => r.month === 30)!;
    expect(at30.p3).toBeLessThan(at30.p50);
    expect(at30.p50).toBeLessThan(at30.p97);
  });

  it('keeps to the tables: nothing to draw for a child measured only after seven years', () => {
    expect(chartRows('weight', 1, [{ ageMonths: 90, value: 25 }])).toEqual([]);
    expect(chartRows('weight', 1, [{ ageMonths: 80, value: 22 }]).at(-1)!.month).toBe(84);
  });

  it('labels ages in years and months', () => {
    expect([ageLabel(7), ageLabel(36), ageLabel(50)]).toEqual(['7 м.', '3 г.', '4 г. 2 м.']);
  });
});

describe('the axes', () => {
  it('read values with the decimal comma and the unit', () => {
    expect(axisValue(88.24, 'см')).toBe('88,2 см');
    expect(axisValue(14, 'кг')).toBe('14 кг');
  });

  it('label half years, and whole years only on a phone', () => {
    const rows = Array.from({ length: 31 }, (_, i) => ({ month: 30 + i }));
    expect(ageTicks(rows, false)).toEqual([30, 36, 42, 48, 54, 60]);
    expect(ageTicks(rows, true)).toEqual([36, 48, 60]);
  });
});
