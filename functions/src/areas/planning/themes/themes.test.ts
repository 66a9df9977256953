import { ThemeKind } from '@gradina/shared/education/education';
import { describe, expect, it } from 'vitest';
import { checkTheme, sortThemes } from './themes';

describe('checkTheme', () => {
  it('needs a custom topic’s age group and area', () => {
    expect(checkTheme({ kind: ThemeKind.Custom, ageGroup: 1 }, {}).map((e) => e.field)).toEqual(['area']);
    expect(checkTheme({ kind: ThemeKind.Custom, ageGroup: 1, area: 2 }, {})).toEqual([]);
  });

  it('needs a general topic’s period in order, naming a bulk row', () => {
    const general = { kind: ThemeKind.General };
    expect(checkTheme(general, { fromDate: '2090-01-10' }).map((e) => e.field)).toEqual(['toDate']);
    const [late] = checkTheme(
      general,
      { fromDate: '2090-01-10', toDate: '2090-01-09' },
      'themes.2.',
      'Ред 3: ',
    );
    expect(late).toMatchObject({ field: 'themes.2.toDate' });
    expect(late!.message.startsWith('Ред 3: ')).toBe(true);
    expect(checkTheme(general, { fromDate: '2090-01-10', toDate: '2090-01-10' })).toEqual([]);
  });
});

describe('sortThemes', () => {
  const t = (title: string, ageGroup: 1 | 2 | null, fromDate: string | null) => ({
    id: title,
    kind: ageGroup ? ThemeKind.Custom : ThemeKind.General,
    title,
    expectedResults: '',
    ageGroup,
    area: ageGroup ? (1 as const) : null,
    fromDate,
    toDate: fromDate,
    version: 1,
  });

  it('orders custom topics by age group then title, general ones the latest first', () => {
    expect(sortThemes([t('Б', 2, null), t('В', 1, null), t('А', 1, null)]).map((x) => x.title)).toEqual([
      'А',
      'В',
      'Б',
    ]);
    expect(
      sortThemes([t('Есен', null, '2090-09-15'), t('Зима', null, '2090-12-01')]).map((x) => x.title),
    ).toEqual(['Зима', 'Есен']);
  });
});
