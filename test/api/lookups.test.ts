import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api-client';

let token: string;
beforeAll(async () => {
  token = await signIn('parent@demo.gradina.bg');
});

type Paged<T> = { result: T[]; rowsCount: number };

describe('lookups', () => {
  it('answers the 28 oblasts of Bulgaria in Bulgarian order, and 401 without a token', async () => {
    const reply = await call('GET', '/api/regions', { token });
    const body = reply.body as Paged<{ id: string; name: string }>;
    expect(body.rowsCount).toBe(28);
    expect(body.result.map((r) => r.name)).toContain('София (столица)');
    const names = body.result.map((r) => r.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('bg').compare));
    expect((await call('GET', '/api/regions')).status).toBe(401);
  });

  it('lists the municipalities of an oblast', async () => {
    const body = (await call('GET', '/api/Areas', { token, query: { regionId: 'PDV' } })).body as Paged<{
      id: string;
      name: string;
      regionId: string;
    }>;
    expect(body.result.every((a) => a.regionId === 'PDV')).toBe(true);
    expect(body.result.map((a) => a.name)).toContain('Пловдив');
    const all = (await call('GET', '/api/Areas', { token })).body as Paged<unknown>;
    expect(all.rowsCount).toBe(265);
  });

  it('lists the settlements of a municipality and finds them by name', async () => {
    const ofArea = (await call('GET', '/api/cities', { token, query: { regionId: 'VAR', areaId: 'VAR06' } }))
      .body as Paged<{ id: string; name: string }>;
    expect(ofArea.result.find((c) => c.id === '10135')?.name).toBe('Варна');
    const byName = (await call('GET', '/api/cities', { token, query: { name: 'Пловд' } })).body as Paged<{
      id: string;
      name: string;
    }>;
    expect(byName.result.map((c) => c.id)).toContain('56784');
    const paged = (
      await call('GET', '/api/cities', { token, query: { regionId: 'SFO', PageSize: '5', PageNumber: '2' } })
    ).body as Paged<unknown>;
    expect(paged.result).toHaveLength(5);
    expect(paged.rowsCount).toBeGreaterThan(100);
  });

  it('refuses a country-wide settlement list without a filter, naming the field', async () => {
    const reply = await call('GET', '/api/cities', { token });
    expect(reply.status).toBe(400);
    expect((reply.body as { errorMessage: string }).errorMessage).toContain('"Област" е задължително');
  });

  it('answers the districts of Пловдив, the countries and the payment types', async () => {
    const districts = (await call('GET', '/api/Districts', { token, query: { cityId: '56784' } }))
      .body as Paged<unknown>;
    expect(districts.rowsCount).toBe(6);
    const countries = (await call('GET', '/api/countries', { token })).body as Paged<{
      id: string;
      name: string;
    }>;
    expect(countries.result.find((c) => c.id === 'BG')?.name).toBe('България');
    expect(countries.rowsCount).toBeGreaterThan(240);
    const payments = (await call('GET', '/api/PaymentTypes', { token })).body as Paged<{
      id: number;
      name: string;
    }>;
    expect(payments.result.find((p) => p.id === 2)?.name).toBe('В брой');
  });
});
