import { describe, expect, it } from 'vitest';
import { resultsContent } from './export';

describe('the portfolio’s results', () => {
  it('prints the areas with the start and end levels, a dash where not assessed', () => {
    const [heading, table] = resultsContent([
      { area: 2, areaName: 'Математика', start: 'Ниско ниво', end: null },
    ]) as [{ text: string }, { table: { body: { text: string }[][] } }];
    expect(heading.text).toBe('Образователни резултати');
    expect(table.table.body[1]!.map((c) => c.text)).toEqual(['Математика', 'Ниско ниво', '–']);
  });

  it('prints nothing for a child not assessed yet', () => {
    expect(resultsContent([])).toEqual([]);
  });
});
