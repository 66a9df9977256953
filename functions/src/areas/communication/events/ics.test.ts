import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, toIcs } from './ics';

/** An event created on 21.11.2026: all day when its dates have no time. */
const event = (id: string, title: string, [fromDate, toDate]: [string, string], description = '') => ({
  id,
  title,
  description,
  fromDate,
  toDate,
  allDay: !fromDate.includes('T'),
  creationTime: '2026-11-21T10:00:00.000Z',
});

describe('iCalendar', () => {
  it('escapes TEXT values as RFC 5545 says', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds long lines at 75 octets without splitting a Cyrillic letter', () => {
    const folded = foldLine(`SUMMARY:${'Ж'.repeat(80)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'Ж'.repeat(80)}`);
  });

  it('writes timed events in UTC and all-day events as dates with an exclusive end', () => {
    const ics = toIcs(
      [
        event('A', 'Тържество', ['2026-12-18T15:00:00.000Z', '2026-12-18T17:00:00.000Z']),
        event('B', 'Ваканция', ['2026-12-24', '2026-12-31'], 'Ред 1\nРед 2'),
      ],
      'Календар',
      '2026-11-21T12:00:00.000Z',
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics).not.toMatch(/[^\r]\n/);
    const lines = ics.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:A@gradina.bg',
        'DTSTAMP:20261121T120000Z',
        'DTSTART:20261218T150000Z',
        'DTEND:20261218T170000Z',
        'DTSTART;VALUE=DATE:20261224',
        'DTEND;VALUE=DATE:20270101',
        'DESCRIPTION:Ред 1\\nРед 2',
      ]),
    );
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  });
});
