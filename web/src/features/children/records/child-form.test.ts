import type { ChildRecord } from '@gradina/shared/manifest/routes/children/records';
import { describe, expect, it } from 'vitest';
import { childFormSpec, childValues, newChild } from './child-form';

const record: ChildRecord = {
  id: 'c1',
  kindergartenId: 'kg1',
  firstName: 'Яна',
  middleName: '',
  lastName: 'Петрова',
  identifierType: 0,
  identifier: '2145121233',
  birthDate: '2021-05-12',
  birthPlace: 'гр. Пловдив',
  gender: 2,
  address: { cityId: '56784', cityName: 'гр. Пловдив', street: '' },
  healthNotes: '',
  allergies: [{ allergen: 7, note: 'без прясно мляко' }],
  diet: 4,
  dietNotes: '',
  status: 1,
  groupId: 'g1',
  groupName: 'I група',
  periodId: 'p1',
  enrolledOn: '2026-09-15',
  leftOn: null,
  leaveNote: '',
  leaveStatus: null,
  version: 3,
};

const { toBody } = childFormSpec('kg1');

describe('the child form', () => {
  it('sends a new child with its group and first day, without id or version', () => {
    const body = toBody({ ...newChild(), firstName: 'Яна', groupId: 'g1', enrolledOn: '2026-09-15' });
    expect(body).toMatchObject({ kindergartenId: 'kg1', groupId: 'g1', enrolledOn: '2026-09-15', diet: 1 });
    expect(body).not.toHaveProperty('id');
  });

  it('sends an edit with its id and version, no placement, and keeps the allergy notes it does not show', () => {
    const body = toBody({ ...childValues(record), allergies: ['7', '3'] });
    expect(body).toMatchObject({ id: 'c1', version: 3 });
    expect(body).not.toHaveProperty('groupId');
    expect(body.allergies).toEqual([
      { allergen: 7, note: 'без прясно мляко' },
      { allergen: 3, note: '' },
    ]);
  });

  it('keeps the place of birth through an edit (the certificates print it)', () => {
    expect(childValues(record).birthPlace).toBe('гр. Пловдив');
    expect(toBody({ ...childValues(record), birthPlace: 'с. Белащица' }).birthPlace).toBe('с. Белащица');
    expect(childValues({ ...record, birthPlace: undefined }).birthPlace).toBe('');
  });

  it('leaves the birth date and sex out when the form has none (the ЕГН gives them)', () => {
    const body = toBody({ ...newChild(), identifier: '2145121233' });
    expect(body.birthDate).toBeUndefined();
    expect(body.gender).toBeUndefined();
  });
});
