import { describe, expect, it } from 'vitest';
import { checkSubjects } from './subjects';

describe('checkSubjects', () => {
  it('accepts distinct names and refuses a repeated one on its row, whatever the case and spacing', () => {
    expect(
      checkSubjects([
        { name: 'Математика', type: 1 },
        { name: 'Музика', type: 2 },
      ]),
    ).toEqual([]);
    const errors = checkSubjects([
      { name: 'Математика', type: 1 },
      { name: ' математика', type: 3 },
    ]);
    expect(errors.map((e) => e.field)).toEqual(['subjects.1.name']);
    expect(errors[0]?.message).toContain('Наименование');
  });
});
