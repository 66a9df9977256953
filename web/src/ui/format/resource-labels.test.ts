import { resources } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { resourceLabels } from './resource-labels';

describe('resourceLabels', () => {
  it('names every resource in Bulgarian, each differently', () => {
    for (const r of resources) expect(resourceLabels[r], r).toMatch(/[А-Яа-я]/);
    expect(new Set(Object.values(resourceLabels)).size).toBe(resources.length);
  });
});
