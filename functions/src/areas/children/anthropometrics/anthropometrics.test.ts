import { describe, expect, it } from 'vitest';
import { ageText, checkMeasurement, measurementView } from './anthropometrics';
import { measurementId, parseMeasurementId } from './items';

const girl = { birthDate: '2022-03-10', gender: 2 };
const today = '2026-11-21';

describe('checkMeasurement', () => {
  it('accepts a plausible four-year-old girl', () => {
    expect(
      checkMeasurement({ studentId: 'c', date: '2026-11-20', height: 104.5, weight: 16.8 }, girl, today),
    ).toEqual([]);
  });

  it('refuses a date in the future or before the birth, naming the date', () => {
    const future = checkMeasurement(
      { studentId: 'c', date: '2026-11-22', height: 104, weight: 17 },
      girl,
      today,
    );
    expect(future).toEqual([{ field: 'date', message: 'Полето "Дата на измерване" не може да е в бъдеще.' }]);
    const unborn = checkMeasurement(
      { studentId: 'c', date: '2022-03-09', height: 50, weight: 3 },
      girl,
      today,
    );
    expect(unborn[0]?.message).toBe('Полето "Дата на измерване" е преди раждането на детето (10.03.2022).');
  });

  it('refuses values farther than five standard deviations from the WHO median, naming each field', () => {
    // 4 years 8 months: median height about 106 cm (SD 4.5), weight about 17 kg.
    const errors = checkMeasurement(
      { studentId: 'c', date: '2026-11-20', height: 150, weight: 45.5 },
      girl,
      today,
    );
    expect(errors.map((e) => e.field)).toEqual(['height', 'weight']);
    expect(errors[0]?.message).toBe(
      'Полето "Ръст (см)": 150 см е неправдоподобно за дете на възраст 4 г. и 8 м.',
    );
    expect(errors[1]?.message).toContain('45,5 кг');
  });

  it('checks only the ranges after seven years, where the tables end', () => {
    const older = { birthDate: '2018-01-01', gender: 1 };
    expect(
      checkMeasurement({ studentId: 'c', date: '2026-01-05', height: 158, weight: 50 }, older, today),
    ).toEqual([]);
  });
});

describe('measurements', () => {
  it('answer their age and WHO percentiles, null past the tables', () => {
    const item = {
      id: 'x',
      kindergartenId: 'k',
      studentId: 'c1',
      studentName: 'Рая Петрова',
      groupId: 'g',
      date: '2026-03-10',
      height: 102.7312,
      weight: 16,
      birthDate: '2022-03-10',
      gender: 2,
      createdBy: 'u',
    };
    const view = measurementView(item);
    expect(view.id).toBe('c1_2026-03-10');
    expect(view.ageMonths).toBe(48);
    expect(view.heightPercentile).toBeCloseTo(50, 0);
    expect(view.weightPercentile).toBeLessThan(50);
    expect(measurementView({ ...item, birthDate: '2015-01-01', gender: 1 }).heightPercentile).toBeNull();
  });

  it('have ids that name the child and the date', () => {
    expect(parseMeasurementId(measurementId('a-b_c', '2026-01-02'))).toEqual({
      childId: 'a-b_c',
      date: '2026-01-02',
    });
    expect(parseMeasurementId('nonsense')).toBeUndefined();
  });

  it('say ages in years and months', () => {
    expect([ageText(5.2), ageText(24.9), ageText(41)]).toEqual(['5 м.', '2 г.', '3 г. и 5 м.']);
  });
});
