import { describe, expect, it } from 'vitest';
import { recipientFields, recipientsError } from './recipients';

describe('recipients', () => {
  it('send nothing until the author chooses, and say so', () => {
    const none = { choice: null, groupIds: [] };
    expect(recipientsError(none)).toBe('Изберете получателите');
    expect(recipientFields(none)).toEqual({});
  });

  it('take a choice once made', () => {
    expect(recipientsError({ choice: 'all', groupIds: [] })).toBeUndefined();
    expect(recipientsError({ choice: 'groups', groupIds: [] })).toBe('Изберете поне една група');
  });
});
