import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { buildReferenceItems, countries } from './load';

const items = buildReferenceItems();
const ofType = (type: string) => items.filter((i) => i.type === type);

describe('csv', () => {
  it('keeps every value as text, leading zeros included', () => {
    expect(parseCsv('code,name\n00014,"Абланица, ""с."""\r\n07079,Бургас\n')).toEqual([
      { code: '00014', name: 'Абланица, "с."' },
      { code: '07079', name: 'Бургас' },
    ]);
  });
});

describe('reference data', () => {
  it('has 28 regions, 265 areas, 5,254 towns and villages and 35 districts', () => {
    expect(ofType('Region')).toHaveLength(28);
    expect(ofType('Area')).toHaveLength(265);
    expect(ofType('City')).toHaveLength(5254);
    expect(ofType('District')).toHaveLength(35);
    expect(new Set(ofType('City').map((c) => c.kind))).toEqual(new Set(['гр.', 'с.']));
  });

  it('keeps codes with their leading zeros', () => {
    const aksakovo = ofType('City').find((c) => c.id === '00182');
    expect(aksakovo).toMatchObject({
      PK: 'LOOKUP#CITIES#VAR',
      name: 'Аксаково',
      kind: 'гр.',
      areaId: 'VAR02',
    });
    expect(aksakovo?.SK).toBe('VAR02#00182');
    expect(aksakovo?.GSI1SK).toBe('аксаково#00182');
    expect(ofType('City').every((c) => /^\d{5}$/.test(String(c.id)))).toBe(true);
  });

  it('has every city under an existing area and region', () => {
    const areas = new Set(ofType('Area').map((a) => `${a.regionId}#${a.id}`));
    const regions = new Set(ofType('Region').map((r) => r.id));
    for (const c of ofType('City')) {
      expect(areas.has(`${c.regionId}#${c.areaId}`)).toBe(true);
      expect(regions.has(c.regionId)).toBe(true);
    }
  });

  it('lists districts under their city', () => {
    expect(ofType('District').find((d) => d.id === '56784-06')).toMatchObject({
      PK: 'LOOKUP#DISTRICTS',
      SK: '56784#56784-06',
      name: 'Тракия',
      cityId: '56784',
      cityName: 'Пловдив',
    });
  });

  it('lists about 249 countries with Bulgarian names and no pseudo-regions or old codes', () => {
    const list = countries();
    expect(list.length).toBeGreaterThanOrEqual(245);
    expect(list.length).toBeLessThanOrEqual(252);
    const codes = new Set(list.map((c) => c.code));
    expect(list.find((c) => c.code === 'BG')?.name).toBe('България');
    for (const code of 'EU EZ UN QO XA XB ZZ AC CP DG EA IC TA CQ SU YU UK'.split(' ')) {
      expect(codes.has(code), code).toBe(false);
    }
    expect(new Set(list.map((c) => c.name)).size).toBe(list.length);
  });

  it('has the payment types of the spec except Undefined', () => {
    expect(ofType('PaymentType').map((p) => [p.SK, p.id, p.name])).toEqual([
      ['01', 1, 'Банков превод'],
      ['02', 2, 'В брой'],
      ['03', 3, 'АПСПО'],
      ['04', 4, 'ePay.bg'],
      ['05', 5, 'ПОС терминал'],
      ['06', 6, 'EasyPay'],
      ['07', 7, 'Банкова карта (ePay)'],
    ]);
  });

  it('has unique keys', () => {
    const keys = items.map((i) => `${i.PK}|${i.SK}`);
    expect(new Set(keys).size).toBe(keys.length);
    const byName = ofType('City').map((c) => c.GSI1SK);
    expect(new Set(byName).size).toBe(byName.length);
  });

  it('ships no monasteries', () => {
    const csv = readFileSync(new URL('./ekatte/settlements.csv', import.meta.url), 'utf8');
    expect(csv).not.toContain('ман.');
  });
});
