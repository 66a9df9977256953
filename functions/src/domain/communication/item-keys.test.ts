import { describe, expect, it } from 'vitest';
import { communicationOfPartition, communicationPartition } from './item-keys';

describe('a communication item’s partition', () => {
  it('is read back as its kindergarten and item', () => {
    const pk = communicationPartition('kg1', 'EVENT', 'e1');
    expect(pk).toBe('KG#kg1#EVENT#e1');
    expect(communicationOfPartition(pk, 'EVENT')).toEqual({ kindergartenId: 'kg1', itemId: 'e1' });
  });

  it('is not another kind’s, nor a longer or shorter key', () => {
    expect(communicationOfPartition('KG#kg1#MSG#m1', 'EVENT')).toBeNull();
    expect(communicationOfPartition('KG#kg1#EVENT#e1#X', 'EVENT')).toBeNull();
    expect(communicationOfPartition('KG#kg1#EVENT', 'EVENT')).toBeNull();
    expect(communicationOfPartition('USER#kg1#EVENT#e1', 'EVENT')).toBeNull();
  });
});
