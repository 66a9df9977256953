import { describe, expect, it } from 'vitest';
import { ScheduleItemType } from '../enums';
import { TemplateCategory } from './books';
import { fillPlaceholders, placeholdersIn, unknownPlaceholders } from './placeholders';
import { checkWeeklyNorm } from './weekly-norm';

describe('placeholders', () => {
  it('finds the names a text uses and refuses those its category does not know', () => {
    const text = 'Заповед № {{Номер}} на {{ Директор }} за {{Дете}} и {{Любим цвят}}';
    expect(placeholdersIn(text)).toEqual(['Номер', 'Директор', 'Дете', 'Любим цвят']);
    expect(unknownPlaceholders(text, TemplateCategory.Order)).toEqual(['Любим цвят']);
    // A protocol is about no child: „Дете“ is not among its placeholders.
    expect(unknownPlaceholders(text, TemplateCategory.Protocol)).toEqual(['Дете', 'Любим цвят']);
  });

  it('fills the known values, leaves dots for an empty one and the rest as they are', () => {
    expect(
      fillPlaceholders('{{Детска градина}}, {{Група}}, {{Номер}}', {
        'Детска градина': 'ДГ „Слънце“',
        Група: '',
      }),
    ).toBe('ДГ „Слънце“, ……………, {{Номер}}');
  });
});

describe('the weekly norm of Наредба № 5/2016', () => {
  const day = (weekday: number, situations: number, off = false) => ({
    weekday,
    items: off
      ? [{ type: ScheduleItemType.DayOff }]
      : Array.from({ length: situations }, () => ({ type: ScheduleItemType.ClassSubject })),
  });

  it('needs 13 situations a week for the second group; 12 fail', () => {
    const week = [day(1, 3), day(2, 3), day(3, 2), day(4, 2), day(5, 2)];
    expect(checkWeeklyNorm(week, 2)).toEqual({ situations: 12, required: 13, workingDays: 5, met: false });
    expect(checkWeeklyNorm([...week.slice(0, 4), day(5, 3)], 2).met).toBe(true);
  });

  it('a day off lowers the norm to the working days’ share, rounded up', () => {
    const week = [day(1, 4), day(2, 4), day(3, 4), day(4, 5), day(5, 0, true)];
    expect(checkWeeklyNorm(week, 4)).toEqual({ situations: 17, required: 14, workingDays: 4, met: true });
  });
});
