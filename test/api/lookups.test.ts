import { beforeAll, describe, expect, it } from 'vitest';
import { api, type Principal } from '../support/api';
import { given } from '../support/given';

let parent: Principal;
beforeAll(async () => {
  parent = (await given.kindergarten().parent()).parent;
});

describe('lookups', () => {
  it('answers the 28 oblasts of Bulgaria in Bulgarian order, and 401 without a token', async () => {
    const { body } = await api(parent, 'lookups.regions');
    expect(body.rowsCount).toBe(28);
    const names = body.result.map((r) => r.name);
    expect(names).toContain('София (столица)');
    expect(names).toEqual([...names].sort(new Intl.Collator('bg').compare));
    expect((await api(null, 'lookups.regions')).status).toBe(401);
  });

  it('lists the municipalities of an oblast', async () => {
    const { body } = await api(parent, 'lookups.areas', { query: { regionId: 'PDV' } });
    expect(body.result.every((a) => a.regionId === 'PDV')).toBe(true);
    expect(body.result.map((a) => a.name)).toContain('Пловдив');
    expect((await api(parent, 'lookups.areas')).body.rowsCount).toBe(265);
  });

  it('lists the settlements of a municipality and finds them by name', async () => {
    const ofArea = await api(parent, 'lookups.cities', { query: { regionId: 'VAR', areaId: 'VAR06' } });
    expect(ofArea.body.result.find((c) => c.id === '10135')?.name).toBe('Варна');
    const byName = await api(parent, 'lookups.cities', { query: { name: 'Пловд' } });
    expect(byName.body.result.map((c) => c.id)).toContain('56784');
    const paged = await api(parent, 'lookups.cities', {
      query: { regionId: 'SFO', PageSize: 5, PageNumber: 2 },
    });
    expect(paged.body.result).toHaveLength(5);
    expect(paged.body.rowsCount).toBeGreaterThan(100);
  });

  it('refuses a country-wide settlement list without a filter, naming the field', async () => {
    const reply = await api(parent, 'lookups.cities');
    expect(reply.status).toBe(400);
    expect(reply.error?.errorMessage).toContain('"Област" е задължително');
  });

  it('answers the districts of Пловдив, the countries and the payment types', async () => {
    const districts = await api(parent, 'lookups.districts', { query: { cityId: '56784' } });
    expect(districts.body.rowsCount).toBe(6);
    const countries = await api(parent, 'lookups.countries');
    expect(countries.body.result.find((c) => c.id === 'BG')?.name).toBe('България');
    expect(countries.body.rowsCount).toBeGreaterThan(240);
    const payments = await api(parent, 'lookups.paymentTypes');
    expect(payments.body.result.find((p) => p.id === 2)?.name).toBe('В брой');
  });
});
