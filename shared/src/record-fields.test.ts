import { describe, expect, it } from 'vitest';
import { orEmpty, pick } from './record-fields';

describe('record fields', () => {
  const record = {
    id: 'a1',
    version: 3,
    name: 'ДГ „Слънце“',
    phone: null,
    email: undefined as string | undefined,
  };

  it('copies the named fields unchanged, and only those', () => {
    expect(pick(record, 'id', 'version')).toEqual({ id: 'a1', version: 3 });
  });

  it('gives an empty text for an absent one, and keeps a given one', () => {
    expect(orEmpty(record, 'name', 'phone', 'email')).toEqual({ name: 'ДГ „Слънце“', phone: '', email: '' });
  });
});
