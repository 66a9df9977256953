import { describe, expect, it } from 'vitest';
import { inventoryBody } from './inventory';
import { qualificationBody } from './qualification';

/** The records' rules the form and the API share (issue #29): a write-off's reason, the credits per hours. */
describe('the inventory book and the qualification record', () => {
  const asset = {
    inventoryNumber: 'ДМА-1',
    name: 'Пиано',
    kind: 1,
    quantity: 1,
    unitValueCents: 100,
    acquiredOn: '2024-05-10',
  };
  const fieldsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
    r.success ? [] : (r.error?.issues.map((i) => i.path.join('.')) ?? []);

  it('writes an asset off only with a reason and not before it was acquired', () => {
    expect(fieldsOf(inventoryBody.safeParse(asset))).toEqual([]);
    expect(fieldsOf(inventoryBody.safeParse({ ...asset, writtenOffOn: '2026-01-10' }))).toEqual([
      'writeOffReason',
    ]);
    expect(
      fieldsOf(inventoryBody.safeParse({ ...asset, writtenOffOn: '2020-01-10', writeOffReason: 'Брак' })),
    ).toEqual(['writtenOffOn']);
  });

  const training = {
    staffId: 'u1',
    topic: 'Тема',
    form: 2,
    fromDate: '2026-10-01',
    toDate: '2026-10-02',
    hours: 40,
    credits: 2,
  };
  it('gives a credit per 16 academic hours of an outside training, none for an internal one', () => {
    expect(fieldsOf(qualificationBody.safeParse(training))).toEqual([]);
    expect(fieldsOf(qualificationBody.safeParse({ ...training, credits: 3 }))).toEqual(['credits']);
    expect(fieldsOf(qualificationBody.safeParse({ ...training, form: 1 }))).toEqual(['credits']);
    expect(fieldsOf(qualificationBody.safeParse({ ...training, toDate: '2026-09-30' }))).toEqual(['toDate']);
  });
});
