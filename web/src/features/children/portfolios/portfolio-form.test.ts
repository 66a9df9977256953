import { describe, expect, it } from 'vitest';
import { newPortfolio, portfolioFormSpec, portfolioValues } from './portfolio-form';

describe('the portfolio form', () => {
  it('sends the sections with their type numbers, dates or null, and only the photos’ keys and names', () => {
    const body = portfolioFormSpec('kg1').toBody({
      title: 'Годината ни',
      backgroundId: '',
      sections: [
        {
          id: 's1',
          type: '2',
          title: 'Грамота',
          text: '',
          date: '2026-10-01',
          photos: [{ fileKey: 'f1', fileName: 'а.png', url: 'https://x' }],
        },
        { id: '', type: '3', title: 'Екскурзия', text: 'До морето', date: '', photos: [] },
      ],
    });
    expect(body).toEqual({
      kindergartenId: 'kg1',
      title: 'Годината ни',
      backgroundId: null,
      sections: [
        {
          id: 's1',
          type: 2,
          title: 'Грамота',
          text: '',
          date: '2026-10-01',
          photos: [{ fileKey: 'f1', fileName: 'а.png' }],
        },
        { type: 3, title: 'Екскурзия', text: 'До морето', date: null, photos: [] },
      ],
    });
  });

  it('starts a new portfolio named after the child, and reads a stored one back', () => {
    expect(newPortfolio('Рая Петрова').title).toBe('Портфолио на Рая Петрова');
    const values = portfolioValues({
      id: 'p',
      studentId: 'c',
      studentName: 'Рая',
      groupId: 'g',
      periodId: 'y',
      title: 'Т',
      backgroundId: null,
      sections: [{ id: 's', type: 1, title: 'Хоби', text: '', date: null, photos: [] }],
      results: [],
      modifiedAt: '',
      version: 3,
    });
    expect(values).toEqual({
      title: 'Т',
      backgroundId: '',
      sections: [{ id: 's', type: '1', title: 'Хоби', text: '', date: '', photos: [] }],
    });
  });
});
