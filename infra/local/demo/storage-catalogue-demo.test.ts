import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkConversions } from '../../../functions/src/areas/storage/products/rules';
import { productFields } from '../../../shared/src/manifest/routes/storage/products';
import { demoNationalProducts } from './storage-catalogue-demo';

describe('the national product list of the demo', () => {
  it('holds about 60 foods, each one the Master could save through the API', () => {
    expect(demoNationalProducts.length).toBeGreaterThanOrEqual(60);
    const schema = z.object(productFields);
    for (const p of demoNationalProducts) {
      const parsed = schema.safeParse(p);
      expect(parsed.error?.issues ?? [], p.name).toEqual([]);
      expect(checkConversions(p.baseUnit, p.conversions), p.name).toEqual([]);
    }
  });

  it('has unique ids and names, all national', () => {
    expect(new Set(demoNationalProducts.map((p) => p.id)).size).toBe(demoNationalProducts.length);
    expect(new Set(demoNationalProducts.map((p) => p.name)).size).toBe(demoNationalProducts.length);
    expect(demoNationalProducts.every((p) => p.id.startsWith('nat-'))).toBe(true);
  });
});
