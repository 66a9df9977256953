import { describe, expect, it } from 'vitest';
import { normalizeIdentifier } from './identifiers';

describe('login identifiers', () => {
  it('lower-cases e-mail and refuses text that is not one', () => {
    expect(normalizeIdentifier(0, ' Director@Demo.Gradina.BG ')).toBe('director@demo.gradina.bg');
    expect(normalizeIdentifier(0, 'director')).toBeUndefined();
  });
  it('writes every Bulgarian phone spelling the same way', () => {
    for (const p of ['0888 123 456', '+359 888 123 456', '359888123456', '00359888123456', '0888-123-456']) {
      expect(normalizeIdentifier(2, p)).toBe('+359888123456');
    }
    expect(normalizeIdentifier(2, '12')).toBeUndefined();
  });
  it('keeps an ЕГН as its digits', () => {
    expect(normalizeIdentifier(1, ' 2145121233 ')).toBe('2145121233');
  });
});
