import { describe, expect, it } from 'vitest';
import { createOrEditVersion } from './create-or-edit';
import type { RouteSession } from './route-session';

const session = (mayCreate: boolean) =>
  ({
    can: (_resource: string, action: string) => action !== 'create' || mayCreate,
  }) as unknown as RouteSession;
const refusal = 'Нямате права да добавяте групи.';

describe('createOrEditVersion', () => {
  it('answers 0 for a create by whoever has the create right, and refuses one without it (403)', () => {
    expect(createOrEditVersion(session(true), {}, 'Classes', refusal)).toBe(0);
    expect(() => createOrEditVersion(session(false), {}, 'Classes', refusal)).toThrow(
      expect.objectContaining({ statusCode: 403, message: refusal }),
    );
  });

  it('answers the version an edit read, needs no create right for it, and refuses an edit without one', () => {
    expect(createOrEditVersion(session(false), { id: 'g1', version: 3 }, 'Classes', refusal)).toBe(3);
    expect(() => createOrEditVersion(session(false), { id: 'g1' }, 'Classes', refusal)).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
  });
});
