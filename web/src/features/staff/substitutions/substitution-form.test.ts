import { describe, expect, it } from 'vitest';
import { manifestFormMessages } from '../../../ui/forms/useManifestForm';
import { newSubstitution, type SubstitutionValues, substitutionFormSpec } from './substitution-form';

const messages = (values: SubstitutionValues) =>
  manifestFormMessages('staff.saveSubstitution', substitutionFormSpec('kg-1'), values);

const booking: SubstitutionValues = {
  substituteId: 't1',
  absentTeacherId: 't2',
  groupId: 'g1',
  dates: ['2026-11-24', '2026-11-23'],
  fromHour: '7',
  toHour: '13',
  reason: 'Болничен',
  topic: '',
};

describe('the substitution form', () => {
  it('accepts a booking and sends the dates in order, the hours as numbers, no empty topic', async () => {
    expect(await messages(booking)).toEqual({});
    expect(substitutionFormSpec('kg-1').toBody(booking)).toEqual({
      kindergartenId: 'kg-1',
      substituteId: 't1',
      absentTeacherId: 't2',
      groupId: 'g1',
      dates: ['2026-11-23', '2026-11-24'],
      fromHour: 7,
      toHour: 13,
      reason: 'Болничен',
      topic: undefined,
    });
  });

  it('names every empty field by its label', async () => {
    expect(await messages(newSubstitution())).toEqual({
      substituteId: 'Полето "Заместник" е задължително',
      absentTeacherId: 'Полето "Заместван учител" е задължително',
      groupId: 'Полето "Група" е задължително',
      dates: 'Полето "Дати" е задължително',
      fromHour: 'Полето "От час" е задължително',
      toHour: 'Полето "До час" е задължително',
      reason: 'Полето "Причина" е задължително',
    });
  });

  it('refuses a teacher replacing themselves and an end before the start', async () => {
    expect(await messages({ ...booking, substituteId: 't2', fromHour: '13', toHour: '9' })).toEqual({
      substituteId: 'Полето "Заместник" не може да е заместваният учител.',
      toHour: 'Полето "До час" трябва да е след "От час".',
    });
  });
});
