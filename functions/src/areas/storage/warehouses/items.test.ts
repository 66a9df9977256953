import { describe, expect, it } from 'vitest';
import { warehouseKey } from '../../../domain/storage/warehouses';
import { warehouseKeys } from './items';

describe('the warehouse key', () => {
  it('is the one the kitchen reads through the domain', () => {
    expect(warehouseKey('kg1', 'w1')).toEqual(warehouseKeys.warehouse('kg1', 'w1'));
  });
});
