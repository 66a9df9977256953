import { describe, expect, it } from 'vitest';
import { dateFormats } from './dates';
import { dayjs } from './dayjs';

describe('Bulgarian dates', () => {
  it('formats in Bulgarian with the spec formats', () => {
    const d = dayjs('2026-03-02T08:05:00');
    expect(d.format(dateFormats.date)).toBe('02.03.2026');
    expect(d.format(dateFormats.messageTime)).toBe('02.03.2026 8:05');
    expect(d.format(dateFormats.longDate)).toBe('понеделник, 2 март, 2026 г.');
  });

  it('starts the week on Monday', () => {
    expect(dayjs('2026-03-04').startOf('week').format('YYYY-MM-DD')).toBe('2026-03-02');
  });
});
