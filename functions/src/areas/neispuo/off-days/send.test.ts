import { describe, expect, it } from 'vitest';
import { offDayOf } from './send';

const day = { name: 'Ден на народните будители', fromDate: '2026-11-02', toDate: '2026-11-02' };

describe('a day off in НЕИСПУО', () => {
  it('is for all classes when it closes the whole kindergarten', () => {
    expect(offDayOf({ ...day, groupIds: [] }, { g1: 11 })).toEqual({
      from: '2026-11-02',
      to: '2026-11-02',
      description: 'Ден на народните будители',
      isForAllClasses: true,
      basicClassIds: [],
      classBookIds: [],
      isPgOffProgramDay: true,
    });
  });

  it('names the class books of the groups it closes, and is not sent for groups without one', () => {
    expect(offDayOf({ ...day, groupIds: ['g2', 'g1', 'g3'] }, { g1: 11, g2: 7 })?.classBookIds).toEqual([
      7, 11,
    ]);
    expect(offDayOf({ ...day, groupIds: ['g3'] }, { g1: 11 })).toBeUndefined();
  });
});
