import { defaultResultLevels, ResultStage } from '@gradina/shared/education/education';
import { describe, expect, it } from 'vitest';
import { levelErrors, stageCounters, summaryRows } from './summary';

const template = {
  areas: [
    { area: 1 as const, name: 'Български език и литература' },
    { area: 2 as const, name: 'Математика' },
  ],
  levels: [...defaultResultLevels],
};

describe('educational results', () => {
  it('refuses a level outside the template and an area it does not have, naming the area', () => {
    expect(levelErrors(template, { 1: 2, 2: 3 })).toEqual([]);
    const errors = levelErrors(template, { 1: 4, 5: 1 });
    expect(errors.map((e) => e.field)).toEqual(['levels.1', 'levels.5']);
    expect(errors[0]!.message).toContain('Български език и литература: ниво 4 не е в шаблона');
  });

  it('counts each stage’s assessments and levels for the aggregate', () => {
    expect(stageCounters(ResultStage.Start, { 1: 2, 2: 2 })).toEqual({ startAssessments: 2, startL2: 2 });
    expect(stageCounters(ResultStage.End, { 1: 3 })).toEqual({ endAssessments: 1, endL3: 1 });
    expect(stageCounters(ResultStage.End, undefined)).toEqual({});
  });

  it('sums the group per area and level, and the change from start to end', () => {
    const rows = summaryRows(template, [
      { start: { 1: 1, 2: 2 }, end: { 1: 2, 2: 2 } },
      { start: { 1: 3 }, end: { 1: 2 } },
      { start: { 1: 2 }, end: {} },
    ]);
    expect(rows[0]).toMatchObject({
      area: 1,
      start: { 1: 1, 2: 1, 3: 1 },
      end: { 1: 0, 2: 2, 3: 0 },
      improved: 1,
      same: 0,
      declined: 1,
    });
    expect(rows[1]).toMatchObject({ area: 2, start: { 2: 1 }, same: 1 });
  });
});
