import { ThemeKind } from '@gradina/shared/education/education';
import { describe, expect, it } from 'vitest';
import { manifestFormMessages } from '../../../ui/forms/useManifestForm';
import { newTheme, parseThemeLines, type ThemeValues, themeFormSpec } from './theme-form';

const messages = (values: ThemeValues) =>
  manifestFormMessages('planning.saveTheme', themeFormSpec('kg-1'), values);

describe('the topic form', () => {
  it('accepts a custom topic of an age group and area', async () => {
    expect(
      await messages({ ...newTheme(ThemeKind.Custom), title: 'Моят град', ageGroup: '2', area: '3' }),
    ).toEqual({});
  });

  it('names what a custom topic lacks', async () => {
    expect(await messages(newTheme(ThemeKind.Custom))).toEqual({
      title: 'Полето "Тема" е задължително',
      ageGroup: 'Полето "Възрастова група" е задължително',
      area: 'Полето "Образователно направление" е задължително',
    });
  });

  it('refuses a general topic ending before it starts', async () => {
    const general = {
      ...newTheme(ThemeKind.General),
      title: 'Есен',
      fromDate: '2090-09-30',
      toDate: '2090-09-15',
    };
    expect(await messages(general)).toEqual({ toDate: 'Полето "До дата" не може да е преди "От дата".' });
  });

  it('sends a general topic without age group or area', () => {
    const body = themeFormSpec('kg-1').toBody({
      ...newTheme(ThemeKind.General),
      id: 't1',
      version: 2,
      title: 'Есен',
      ageGroup: '1',
      fromDate: '2090-09-15',
      toDate: '2090-09-30',
    });
    expect(body).toMatchObject({ id: 't1', version: 2, kind: 2, fromDate: '2090-09-15' });
    expect(body).not.toHaveProperty('ageGroup');
  });
});

describe('parseThemeLines', () => {
  it('takes a topic a line, its expected results after „|“, skipping blank lines', () => {
    expect(parseThemeLines('Есен | Назовава плодове\n\n  Зима  \n')).toEqual([
      { title: 'Есен', expectedResults: 'Назовава плодове' },
      { title: 'Зима', expectedResults: '' },
    ]);
  });
});
