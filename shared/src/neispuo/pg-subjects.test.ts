import { describe, expect, it } from 'vitest';
import { educationalAreaNames, educationalAreas } from '../education/education';
import { neispuoSubjectOfArea } from './pg-subjects';

describe('НЕИСПУО subjects of the educational areas', () => {
  it('names each area by its number in НЕИСПУО’s nomenclature, none twice', () => {
    expect(neispuoSubjectOfArea[1]).toBe(80);
    expect(educationalAreaNames[7]).toBe('Физическа култура');
    expect(neispuoSubjectOfArea[7]).toBe(86);
    const ids = educationalAreas.map((a) => neispuoSubjectOfArea[a]);
    expect(new Set(ids).size).toBe(7);
  });
});
