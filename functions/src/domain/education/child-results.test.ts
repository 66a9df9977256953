import { describe, expect, it } from 'vitest';
import { endResultsText, masterDefault, namedResults, templateOf } from './child-results';

const template = templateOf(undefined, undefined);

describe('namedResults', () => {
  it('names the assessed areas by the template, in its order, leaving out those not assessed', () => {
    const results = namedResults(template, { childId: 'c1', start: { '2': 1, '1': 2 }, end: { '1': 3 } });
    expect(results).toEqual([
      { area: 1, areaName: 'Български език и литература', start: 'Средно ниво', end: 'Високо ниво' },
      { area: 2, areaName: 'Математика', start: 'Ниско ниво', end: null },
    ]);
    expect(namedResults(template, undefined)).toEqual([]);
  });

  it('takes the kindergarten’s own level names over the Master’s', () => {
    const own = templateOf(
      {
        ...masterDefault,
        levels: [
          { level: 1, name: 'Не' },
          { level: 2, name: 'Да' },
        ],
      },
      undefined,
    );
    expect(namedResults(own, { childId: 'c1', end: { '7': 2 } })[0]).toMatchObject({
      areaName: 'Физическа култура',
      end: 'Да',
    });
  });
});

describe('endResultsText', () => {
  it('lists the end-of-year levels in one sentence, and nothing without any', () => {
    const results = namedResults(template, { childId: 'c1', start: { '3': 1 }, end: { '1': 3, '2': 2 } });
    expect(endResultsText(results)).toBe(
      'Резултати по образователните направления в края на годината: Български език и литература – високо ниво; Математика – средно ниво.',
    );
    expect(endResultsText(namedResults(template, { childId: 'c1', start: { '3': 1 } }))).toBe('');
  });
});
