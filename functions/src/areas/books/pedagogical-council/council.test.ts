import { describe, expect, it } from 'vitest';
import { hasQuorum } from './council';

describe('the council’s quorum', () => {
  const members = ['А', 'Б', 'В', 'Г', 'Д', 'Е'];
  it('is two thirds of the members present; guests do not count', () => {
    expect(hasQuorum(members, ['А', 'Б', 'В', 'Г'])).toBe(true);
    expect(hasQuorum(members, ['А', 'Б', 'В', 'Гост'])).toBe(false);
    expect(hasQuorum([], ['А'])).toBe(false);
  });
});
