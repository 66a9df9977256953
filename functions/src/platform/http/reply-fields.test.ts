import { describe, expect, it } from 'vitest';
import { orEmpty, orNull, pick } from './reply-fields';

const item: { id: string; name: string; phone?: string | undefined; note?: string | null; extra: number } = {
  id: 'a1',
  name: 'Ана',
  note: null,
  extra: 7,
};

describe('the reply fields', () => {
  it('copies the fields named and nothing else', () => {
    expect(pick(item, 'id', 'name')).toEqual({ id: 'a1', name: 'Ана' });
  });

  it('answers null for an absent field and keeps a present one', () => {
    expect(orNull(item, 'phone', 'note', 'name')).toEqual({ phone: null, note: null, name: 'Ана' });
  });

  it("answers '' for an absent text and keeps a present one", () => {
    expect(orEmpty(item, 'phone', 'note', 'name')).toEqual({ phone: '', note: '', name: 'Ана' });
  });
});
