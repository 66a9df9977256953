import { describe, expect, it } from 'vitest';
import { manifestFormMessages } from '../../../ui/forms/useManifestForm';
import { type DayOffValues, dayOffFormSpec, newDayOff } from './day-off-form';

const messages = (values: DayOffValues) =>
  manifestFormMessages('kindergartens.saveDayOff', dayOffFormSpec('kg-1'), values);

const quarantine: DayOffValues = {
  ...newDayOff('year-1'),
  type: '1',
  name: 'Карантина',
  fromDate: '2026-12-01',
  toDate: '2026-12-03',
  groupIds: ['g1'],
};

describe('the day off form', () => {
  it('accepts a quarantine of one group', async () => {
    expect(await messages(quarantine)).toEqual({});
  });

  it('names every empty field by its label', async () => {
    expect(await messages(newDayOff('year-1'))).toEqual({
      type: 'Полето "Вид" е задължително',
      name: 'Полето "Наименование" е задължително',
      fromDate: 'Полето "От дата" е задължително',
      toDate: 'Полето "До дата" е задължително',
    });
  });

  it('refuses an end before the start at the end date', async () => {
    expect(await messages({ ...quarantine, toDate: '2026-11-30' })).toEqual({
      toDate: 'Полето "До дата" не може да е преди "От дата".',
    });
  });

  it('sends the id and version of an edit', () => {
    const body = dayOffFormSpec('kg-1').toBody({ ...quarantine, id: 'd1', version: 3 });
    expect(body).toMatchObject({ id: 'd1', version: 3, kindergartenId: 'kg-1', type: 1, groupIds: ['g1'] });
  });
});
