import { describe, expect, it } from 'vitest';
import type { KindergartenRecord, Settlement } from './items';
import { checkPlace, firstSchoolYear, registerChanges, stateOf } from './kindergartens';
import { groupByMother, matches } from './overview';

const plovdiv: Settlement = {
  id: '56784',
  name: 'Пловдив',
  kind: 'гр.',
  areaId: 'PDV22',
  areaName: 'Пловдив',
  regionId: 'PDV',
  regionName: 'Пловдив',
};
const kg = (o: Partial<KindergartenRecord>): KindergartenRecord => ({ id: 'a', name: 'ДГ „Слънце“', ...o });

describe('stateOf', () => {
  it('is being set up until the active school year has a group', () => {
    expect(stateOf([], 'y2026')).toBe('setup');
    expect(stateOf([{ periodId: 'y2025' }], 'y2026')).toBe('setup');
    expect(stateOf([{ periodId: 'y2025' }, { periodId: 'y2026' }], 'y2026')).toBe('active');
  });
});

describe('checkPlace', () => {
  it('names the settlement when it is not one of the municipality', () => {
    const errors = checkPlace({ motherKindergartenId: null }, 'a', undefined, undefined);
    expect(errors.map((e) => e.field)).toEqual(['townEkatte']);
    expect(errors[0]!.message).toContain('Населено място');
  });

  it('refuses a mother that is itself, missing, or a branch', () => {
    const field = (mother: string, found?: KindergartenRecord) =>
      checkPlace({ motherKindergartenId: mother }, 'a', plovdiv, found).map((e) => e.message);
    expect(field('a')[0]).toContain('филиал на себе си');
    expect(field('b')[0]).toContain('няма такава');
    expect(field('b', kg({ id: 'b', motherKindergartenId: 'c' }))[0]).toContain('сама е филиал');
    expect(field('b', kg({ id: 'b' }))).toEqual([]);
  });
});

describe('registerChanges', () => {
  it('names the register’s fields a director changed, nothing else', () => {
    const stored = kg({ name: 'ДГ „Слънце“', kindergartenType: 2, institutionCode: '1601234' });
    const body = {
      name: 'ДГ „Слънце“',
      kindergartenType: 2,
      motherKindergartenId: null,
      institutionCode: '1601234',
      phone: '032 111 222',
    } as Parameters<typeof registerChanges>[1];
    expect(registerChanges(stored, body)).toEqual([]);
    expect(
      registerChanges(stored, { ...body, name: 'ДГ „Луна“', institutionCode: null }).map((e) => e.field),
    ).toEqual(['name', 'institutionCode']);
  });
});

describe('firstSchoolYear', () => {
  it('is the year that contains today, from 15.09 to 14.09, active', () => {
    expect(firstSchoolYear('k', '2026-11-21')).toMatchObject({
      name: '2026/2027',
      fromDate: '2026-09-15',
      toDate: '2027-09-14',
      active: true,
    });
    expect(firstSchoolYear('k', '2026-09-14').name).toBe('2025/2026');
  });
});

describe('the national list', () => {
  const list = [
    kg({
      id: 'm',
      name: 'ДГ „Мир“',
      town: 'гр. Пловдив',
      municipalityCode: 'PDV22',
      institutionCode: '1601234',
    }),
    kg({ id: 'b2', name: 'ДГ „Мир“ – филиал Б', motherKindergartenId: 'm', town: 'с. Брестник' }),
    kg({ id: 'b1', name: 'ДГ „Мир“ – филиал А', motherKindergartenId: 'm', kindergartenType: 1 }),
    kg({ id: 'z', name: 'ДГ „Звънче“', town: 'гр. Варна', municipalityCode: 'VAR06' }),
  ];

  it('matches by part of the name, settlement, code, municipality and type, without regard to case', () => {
    const ids = (q: Parameters<typeof matches>[1]) => list.filter((k) => matches(k, q)).map((k) => k.id);
    expect(ids({ Name: 'мир' })).toEqual(['m', 'b2', 'b1']);
    expect(ids({ Town: 'варна' })).toEqual(['z']);
    expect(ids({ InstitutionCode: '160' })).toEqual(['m']);
    expect(ids({ MunicipalityCode: 'VAR06' })).toEqual(['z']);
    expect(ids({ KindergartenType: 1 })).toEqual(['b1']);
  });

  it('puts the branches under their mother by name; a branch whose mother is not listed stands alone', () => {
    expect(groupByMother(list).map((t) => [t.item.id, t.branches.map((b) => b.id)])).toEqual([
      ['z', []],
      ['m', ['b1', 'b2']],
    ]);
    expect(groupByMother(list.filter((k) => k.id !== 'm')).map((t) => t.item.id)).toEqual(['z', 'b1', 'b2']);
  });
});
