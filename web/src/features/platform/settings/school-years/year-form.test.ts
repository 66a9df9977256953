import { describe, expect, it } from 'vitest';
import { manifestFormMessages } from '../../../../ui/forms/useManifestForm';
import { type YearFormValues, yearDefaults, yearFormSpec } from './year-form';

const messages = (values: YearFormValues) =>
  manifestFormMessages('kindergartens.saveSchoolYear', yearFormSpec('kg-1'), values);

describe('the new school year form', () => {
  it('accepts the default year, 15 September to 14 September', async () => {
    expect(yearDefaults(2027)).toEqual({
      yearFrom: '2027',
      fromDate: '2027-09-15',
      toDate: '2028-09-14',
      active: false,
    });
    expect(await messages(yearDefaults(2027))).toEqual({});
  });

  it('names every empty field by its label', async () => {
    expect(await messages({ yearFrom: '', fromDate: '', toDate: '', active: false })).toEqual({
      yearFrom: 'Полето "Начална година" е задължително',
      fromDate: 'Полето "От дата" е задължително',
      toDate: 'Полето "До дата" е задължително',
    });
  });

  it('keeps the year in range and the dates in order', async () => {
    expect(await messages({ ...yearDefaults(2027), yearFrom: '1999', toDate: '2027-09-15' })).toEqual({
      yearFrom: 'Полето "Начална година" трябва да е между 2000 и 2998',
      toDate: 'Крайната дата трябва да е след началната.',
    });
  });
});
