import { describe, expect, it } from 'vitest';
import type { SubstitutionFacts, SubstitutionInput } from './rules';
import { checkSubstitution, hourSlots, sharedSlots } from './rules';

const facts: SubstitutionFacts = {
  teachers: new Map([
    ['t1', { name: 'Мария Иванова' }],
    ['t2', { name: 'Петя Георгиева' }],
  ]),
  group: { name: 'Пчелички' },
  // 28.11.2026 is a Saturday
  daysOff: new Set(['2026-11-28']),
};
const booking: SubstitutionInput = {
  substituteId: 't1',
  absentTeacherId: 't2',
  groupId: 'g1',
  dates: ['2026-11-23', '2026-11-24'],
  fromHour: 7,
  toHour: 13,
};
const fields = (input: Partial<SubstitutionInput>, f: Partial<SubstitutionFacts> = {}) =>
  checkSubstitution({ ...booking, ...input }, { ...facts, ...f }).map((e) => e.field);

describe('checkSubstitution', () => {
  it('accepts a booking of working days inside the working day', () => {
    expect(fields({})).toEqual([]);
  });

  it('names the teacher or group that the kindergarten does not have', () => {
    expect(fields({ substituteId: 'other' })).toEqual(['substituteId']);
    expect(fields({ absentTeacherId: 'other' })).toEqual(['absentTeacherId']);
    expect(fields({}, { group: undefined })).toEqual(['groupId']);
  });

  it('refuses a teacher replacing themselves', () => {
    const errors = checkSubstitution({ ...booking, absentTeacherId: 't1' }, facts);
    expect(errors.map((e) => e.field)).toEqual(['substituteId']);
    expect(errors[0]!.message).toBe('Полето "Заместник": не може да е заместваният учител.');
  });

  it('keeps the hours inside the working day 07:00-19:00 and in order', () => {
    expect(fields({ fromHour: 6 })).toEqual(['fromHour']);
    expect(fields({ toHour: 20 })).toEqual(['toHour']);
    expect(fields({ fromHour: 12, toHour: 10 })).toEqual(['toHour']);
    expect(fields({ fromHour: 18, toHour: 19 })).toEqual([]);
  });

  it('refuses a day off by its date, repeated dates and dates of two months', () => {
    const errors = checkSubstitution({ ...booking, dates: ['2026-11-27', '2026-11-28'] }, facts);
    expect(errors).toEqual([{ field: 'dates', message: 'Полето "Дати": 28.11.2026 е почивен ден.' }]);
    expect(fields({ dates: ['2026-11-23', '2026-11-23'] })).toEqual(['dates']);
    expect(fields({ dates: ['2026-11-30', '2026-12-01'] })).toEqual(['dates']);
  });
});

describe('sharedSlots', () => {
  const a = { dates: ['2026-11-23', '2026-11-24'], fromHour: 7, toHour: 13 };

  it('names one marker per clock hour', () => {
    expect(hourSlots(7, 10)).toEqual(['h07', 'h08', 'h09']);
  });

  it('finds the hours two bookings share on common dates', () => {
    expect(sharedSlots(a, { dates: ['2026-11-24'], fromHour: 12, toHour: 15 })).toEqual([
      { date: '2026-11-24', slots: ['h12'] },
    ]);
  });

  it('finds none for touching hours or other dates', () => {
    expect(sharedSlots(a, { dates: ['2026-11-24'], fromHour: 13, toHour: 15 })).toEqual([]);
    expect(sharedSlots(a, { dates: ['2026-11-25'], fromHour: 7, toHour: 13 })).toEqual([]);
  });
});
