import { describe, expect, it } from 'vitest';
import { manifestFormMessages } from '../../../ui/forms/useManifestForm';
import { type ActivityValues, activityFormSpec, newActivity, priceCentsOf, priceText } from './activity-form';

const messages = (values: ActivityValues) =>
  manifestFormMessages('activities.saveActivity', activityFormSpec('kg-1'), values);

const english: ActivityValues = {
  ...newActivity(),
  name: 'Английски език',
  typeId: 't1',
  providerId: 'p1',
  groupIds: ['g1'],
  schedule: [
    { weekday: '2', from: '16:00', to: '16:45' },
    { weekday: '4', from: '16:00', to: '16:45' },
  ],
  price: '40.00',
  fromDate: '2026-09-15',
  toDate: '2027-06-30',
};

describe('the activity form', () => {
  it('accepts an activity twice a week at 40,00 € a month and sends the price in cents', async () => {
    expect(await messages(english)).toEqual({});
    expect(activityFormSpec('kg-1').toBody(english)).toMatchObject({
      priceCents: 4000,
      schedule: [{ weekday: 2 }, { weekday: 4 }],
      teacherId: null,
    });
  });

  it('names the price, a slot ending before it starts and the missing groups', async () => {
    const wrong = await messages({
      ...english,
      price: '',
      groupIds: [],
      schedule: [{ weekday: '1', from: '17:00', to: '16:00' }],
    });
    expect(wrong.price).toMatch(/"Цена \(€\)"/);
    expect(wrong['schedule.0.to']).toBe('Полето "До час" трябва да е след "От час".');
    expect(wrong.groupIds).toBe('Изберете поне една група.');
  });

  it('sends the fee model: the mixed part only for the mixed model, the sibling discount (issue #25)', async () => {
    const mixed = {
      ...english,
      pricing: 'mixed' as const,
      price: '20',
      variable: '28',
      siblingSecondPercent: '50',
    };
    expect(await messages(mixed)).toEqual({});
    expect(activityFormSpec('kg-1').toBody({ ...mixed, siblingThirdFree: true })).toMatchObject({
      pricing: 'mixed',
      priceCents: 2000,
      variableCents: 2800,
      siblingSecondPercent: 50,
      siblingThirdFree: true,
    });
    expect(activityFormSpec('kg-1').toBody({ ...mixed, pricing: 'day' })).toMatchObject({ variableCents: 0 });
    // the mixed model without its part by attendance is named on the field
    expect((await messages({ ...mixed, variable: '' })).variable).toMatch(/Част според посещенията/);
  });

  it('turns euro into cents and back', () => {
    expect(priceCentsOf('8,5')).toBe(850);
    expect(priceCentsOf('45.00')).toBe(4500);
    expect(priceCentsOf('')).toBeUndefined();
    expect(priceText(4500)).toBe('45.00');
  });
});
