import { describe, expect, it } from 'vitest';
import { byDate, placeTopics, topicsOffDates } from './placement';

const topic = (n: number) => ({ id: `t${n}`, title: `Тема ${n}`, expectedResults: '' });

describe('placing a publisher’s topics on teaching dates', () => {
  it('puts one topic a date, in order, while there are dates enough', () => {
    const placed = placeTopics([topic(1), topic(2)], ['2026-09-15', '2026-09-17', '2026-09-22']);
    expect(placed.map((p) => [p.id, p.date])).toEqual([
      ['t1', '2026-09-15'],
      ['t2', '2026-09-17'],
    ]);
    expect(placed.every((p) => !p.custom)).toBe(true);
  });

  it('spreads more topics than dates evenly over them', () => {
    const placed = placeTopics([topic(1), topic(2), topic(3), topic(4)], ['2026-09-15', '2026-09-17']);
    expect(placed.map((p) => p.date)).toEqual(['2026-09-15', '2026-09-15', '2026-09-17', '2026-09-17']);
  });

  it('places nothing without teaching dates', () => {
    expect(placeTopics([topic(1)], [])).toEqual([]);
  });
});

describe('a saved plan’s dates', () => {
  it('names each topic on a day that is not a teaching date by its position', () => {
    const errors = topicsOffDates(
      [{ date: '2026-09-15' }, { date: '2026-12-24' }],
      new Set(['2026-09-15', '2026-09-17']),
    );
    expect(errors).toEqual([
      { field: 'topics.1.date', message: expect.stringContaining('Тема 2: 24.12.2026') },
    ]);
  });

  it('orders topics by date, keeping a date’s order', () => {
    const sorted = byDate([
      { date: '2026-09-17', id: 'b' },
      { date: '2026-09-15', id: 'a' },
      { date: '2026-09-17', id: 'c' },
    ]);
    expect(sorted.map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });
});
