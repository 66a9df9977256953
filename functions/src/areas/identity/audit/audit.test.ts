import { describe, expect, it } from 'vitest';
import { sofiaDayStart } from './audit';

describe('sofiaDayStart', () => {
  it('starts a Sofia winter day at 22:00 UTC the evening before', () => {
    expect(sofiaDayStart('2026-01-15')).toBe('2026-01-14T22:00:00.000Z');
  });

  it('starts a Sofia summer day at 21:00 UTC the evening before', () => {
    expect(sofiaDayStart('2026-07-15')).toBe('2026-07-14T21:00:00.000Z');
  });
});
