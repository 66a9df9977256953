import { describe, expect, it } from 'vitest';
import { orEmpty, orNull, pick } from './record-fields';

const record: {
  id: string;
  name: string;
  phone?: string | undefined;
  note?: string | null;
  version: number;
} = {
  id: 'a1',
  name: 'ДГ „Слънце“',
  note: null,
  version: 3,
};

describe('record fields', () => {
  it('copies the named fields unchanged, and only those', () => {
    expect(pick(record, 'id', 'version')).toEqual({ id: 'a1', version: 3 });
  });

  it('answers null for an absent field and keeps a present one', () => {
    expect(orNull(record, 'phone', 'note', 'name')).toEqual({ phone: null, note: null, name: 'ДГ „Слънце“' });
  });

  it("answers '' for an absent text and keeps a present one", () => {
    expect(orEmpty(record, 'phone', 'note', 'name')).toEqual({ phone: '', note: '', name: 'ДГ „Слънце“' });
  });
});
