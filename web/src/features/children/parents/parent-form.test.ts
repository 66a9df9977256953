import { GuardianRelation } from '@gradina/shared';
import { describe, expect, it } from 'vitest';
import { manifestFormMessages } from '../../../ui/forms/useManifestForm';
import { newParent, parentFormSpec } from './parent-form';

const spec = parentFormSpec('kg1');

describe('the new parent form', () => {
  it('sends the relation as its number and leaves an empty phone out', () => {
    const body = spec.toBody({
      ...newParent('c1'),
      firstName: ' Мария ',
      lastName: 'Иванова',
      email: 'maria@example.bg',
      relation: String(GuardianRelation.Mother),
    });
    expect(body).toEqual({
      kindergartenId: 'kg1',
      childId: 'c1',
      firstName: 'Мария',
      lastName: 'Иванова',
      email: 'maria@example.bg',
      relation: GuardianRelation.Mother,
    });
  });

  it('names every missing field by its label, as the API would', async () => {
    const messages = await manifestFormMessages('children.createParent', spec, newParent());
    expect(Object.keys(messages).sort()).toEqual(['childId', 'email', 'firstName', 'lastName', 'relation']);
    expect(messages.relation).toContain('Родство');
    expect(messages.email).toContain('Имейл');
  });
});
