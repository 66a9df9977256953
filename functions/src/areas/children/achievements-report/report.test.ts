import { StudentAchievementType as T } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import type { PortfolioItem } from '../portfolios/items';
import { achievementReport } from './report';

const portfolio = (
  studentId: string,
  studentName: string,
  groupId: string,
  sections: [number, string | null][],
) =>
  ({
    id: `p-${studentId}-${sections.length}`,
    studentId,
    studentName,
    groupId,
    periodId: 'y',
    sections: sections.map(([type, date], i) => ({
      id: String(i),
      type,
      title: 't',
      text: '',
      date,
      photos: [],
    })),
  }) as unknown as PortfolioItem;

describe('the achievements report', () => {
  const names = new Map([
    ['g1', 'Звездица'],
    ['g2', 'Бухалче'],
  ]);
  const portfolios = [
    portfolio('a', 'Ана Петрова', 'g1', [
      [T.Hobby, '2026-10-01'],
      [T.Award, '2026-11-02'],
    ]),
    portfolio('a', 'Ана Петрова', 'g1', [[T.Journey, null]]),
    portfolio('b', 'Борис Иванов', 'g2', [[T.Award, '2026-09-20']]),
  ];

  it('counts each child’s sections by type over their portfolios, by group and name', () => {
    expect(achievementReport(portfolios, names)).toEqual([
      {
        studentId: 'b',
        studentName: 'Борис Иванов',
        groupId: 'g2',
        groupName: 'Бухалче',
        hobbies: 0,
        awards: 1,
        journeys: 0,
        total: 1,
        lastDate: '2026-09-20',
      },
      {
        studentId: 'a',
        studentName: 'Ана Петрова',
        groupId: 'g1',
        groupName: 'Звездица',
        hobbies: 1,
        awards: 1,
        journeys: 1,
        total: 3,
        lastDate: '2026-11-02',
      },
    ]);
  });

  it('keeps to the dates asked for (an undated section is outside any range)', () => {
    const [b, a] = achievementReport(portfolios, names, { fromDate: '2026-10-01', toDate: '2026-10-31' });
    expect([a?.total, a?.hobbies, b?.total]).toEqual([1, 1, 0]);
  });
});
