import { describe, expect, it } from 'vitest';
import { type RegistrationRequest, registrationView } from './registration';

const request: RegistrationRequest = {
  id: 'r1',
  kindergartenId: 'kg1',
  firstName: 'Мария',
  lastName: 'Петрова',
  email: 'maria@example.bg',
  phone: null,
  passwordHash: 'secret-hash',
  childFirstName: 'Ани',
  childLastName: 'Петрова',
  childIdentifierType: 0,
  childIdentifier: '2150011234',
  relation: 1,
  status: 0,
  createdAt: '2026-11-01T10:00:00Z',
  decidedAt: null,
  rejectionReason: null,
  parentUserId: null,
};

describe('a registration request as the director sees it', () => {
  it("masks the child's identifier after its first five digits and never shows the password hash", () => {
    const view = registrationView(request);
    expect(view.childIdentifier).toBe('21500*****');
    expect(view).not.toHaveProperty('passwordHash');
    expect(view).toMatchObject({ firstName: 'Мария', status: 0, decidedAt: null });
  });
});
