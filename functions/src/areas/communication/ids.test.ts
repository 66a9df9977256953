import { describe, expect, it } from 'vitest';
import { newId, timeOfId } from './ids';

describe('ids', () => {
  it('sort by creation time as text and carry it', () => {
    const a = newId(Date.UTC(2026, 10, 21, 8));
    const b = newId(Date.UTC(2026, 10, 21, 9));
    expect(a < b).toBe(true);
    expect(a).toHaveLength(26);
    expect(timeOfId(b)).toBe(Date.UTC(2026, 10, 21, 9));
    expect(timeOfId('not-an-id')).toBeUndefined();
    expect(new Set(Array.from({ length: 1000 }, () => newId(0))).size).toBe(1000);
  });
});
