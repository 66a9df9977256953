import { Audience } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { visibleDays } from './calendar-dates';
import {
  audienceText,
  defaultDay,
  endBeforeStart,
  eventDates,
  newEventValues,
  recipientsOfEvent,
  validateEvent,
  valuesOfEvent,
} from './event-form-values';

describe('event form', () => {
  it('asks for the title and the dates in Bulgarian', () => {
    const errors = validateEvent({ ...newEventValues('2026-11-16'), fromDate: null, toDate: null });
    expect(errors).toEqual({
      title: 'Полето "Заглавие" е задължително',
      fromDate: 'Полето "От дата" е задължително',
      toDate: 'Полето "До дата" е задължително',
    });
    expect(validateEvent({ ...newEventValues('2026-11-16'), title: 'Среща', fromTime: '' })).toEqual({
      fromTime: 'Полето "От час" е задължително',
    });
  });

  it('refuses an end before the start on the field that is wrong', () => {
    const base = { ...newEventValues('2026-11-16'), title: 'Среща' };
    expect(validateEvent({ ...base, fromTime: '10:00', toTime: '09:59' })).toEqual({
      toTime: endBeforeStart,
    });
    expect(validateEvent({ ...base, toDate: '2026-11-15' })).toEqual({ toDate: endBeforeStart });
    expect(validateEvent({ ...base, fromTime: '10:00', toTime: '10:00' })).toEqual({});
    expect(validateEvent({ ...base, allDay: true, toDate: '2026-11-15' })).toEqual({
      toDate: endBeforeStart,
    });
    expect(validateEvent({ ...base, allDay: true })).toEqual({});
    expect(validateEvent({ ...base, allDay: true, toDate: '2027-06-01' }).toDate).toMatch(/184 дни/);
  });

  it('asks a parent meeting for a start time and НЕИСПУО’s shorter texts', () => {
    const base = { ...newEventValues('2026-11-16'), title: 'Родителска среща', parentMeeting: true };
    expect(validateEvent(base)).toEqual({});
    expect(validateEvent({ ...base, allDay: true }).parentMeeting).toMatch(/начален час/);
    expect(validateEvent({ ...base, title: 'а'.repeat(101) }).title).toMatch(/до 100 знака/);
    expect(validateEvent({ ...base, description: 'а'.repeat(1001) }).description).toMatch(/до 1000 знака/);
    expect(validateEvent({ ...base, parentMeeting: false, title: 'а'.repeat(101) })).toEqual({});
  });

  it('sends Sofia wall-clock times, or dates for all-day events', () => {
    const v = { ...newEventValues('2026-11-16'), title: 'Среща', fromTime: '17:30', toTime: '18:30' };
    expect(eventDates(v)).toEqual({
      fromDate: '2026-11-16T17:30',
      toDate: '2026-11-16T18:30',
      allDay: false,
    });
    expect(eventDates({ ...v, allDay: true, toDate: '2026-11-18' })).toEqual({
      fromDate: '2026-11-16',
      toDate: '2026-11-18',
      allDay: true,
    });
  });

  it('fills an edit with the saved event in Sofia time', () => {
    expect(
      valuesOfEvent({
        title: 'Среща',
        description: '',
        fromDate: '2026-07-01T14:30:00.000Z',
        toDate: '2026-07-01T15:00:00.000Z',
        allDay: false,
      }),
    ).toMatchObject({ fromDate: '2026-07-01', fromTime: '17:30', toDate: '2026-07-01', toTime: '18:00' });
  });

  it('shows recipients the picker knows and keeps the others', () => {
    expect(recipientsOfEvent({ audience: Audience.All, groupIds: [] })).toEqual({
      choice: 'all',
      groupIds: [],
    });
    expect(recipientsOfEvent({ audience: Audience.OnlyClasses, groupIds: ['g1'] })).toEqual({
      choice: 'groups',
      groupIds: ['g1'],
    });
    expect(recipientsOfEvent({ audience: null, groupIds: [] })).toBeUndefined();
    expect(recipientsOfEvent({ audience: Audience.OnlyClasses, groupIds: [] })).toBeUndefined();
  });

  it('names the audience, groups in Bulgarian order', () => {
    const names = new Map([
      ['g1', 'Пчелички'],
      ['g2', 'Звездички'],
    ]);
    expect(audienceText({ audience: Audience.OnlyClasses, groupIds: ['g1', 'g2'] }, names)).toBe(
      'Групи: Звездички, Пчелички',
    );
    expect(audienceText({ audience: Audience.OnlyStaff, groupIds: [] }, names)).toBe('Служители');
    expect(audienceText({ audience: null, groupIds: [] }, names)).toBe('Избрани получатели');
  });

  it('starts a new event today when on screen, else on the first of the month', () => {
    const month = visibleDays('month', '2026-11-10');
    expect(defaultDay(month, '2026-11-30')).toBe('2026-11-30');
    expect(defaultDay(month, '2027-01-15')).toBe('2026-11-01');
    expect(defaultDay(visibleDays('week', '2026-11-10'), '2027-01-15')).toBe('2026-11-09');
  });
});
