import { describe, expect, it } from 'vitest';
import { pickerFormats } from './dates';
import { dayjs } from './dayjs';

describe('dayjs for the date pickers', () => {
  it("reads and shows the pickers' DD.MM.YYYY", () => {
    expect(dayjs('2026-03-02T08:05:00').format(pickerFormats.date)).toBe('02.03.2026');
    expect(dayjs('2026-03-02T08:05:00').format(pickerFormats.dateTime)).toBe('02.03.2026 08:05');
  });

  it('starts the week on Monday', () => {
    expect(dayjs('2026-03-04').startOf('week').format('YYYY-MM-DD')).toBe('2026-03-02');
  });
});
