import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../platform/auth/passwords';
import { checkCurrentPassword } from './profile';

describe('the current password a profile change needs', () => {
  it('is required, must match, and passes when right', async () => {
    const hash = await hashPassword('Gradina2026!');
    await expect(checkCurrentPassword(hash, undefined)).rejects.toMatchObject({
      statusCode: 400,
      errors: [{ field: 'currentPassword' }],
    });
    await expect(checkCurrentPassword(hash, 'wrong')).rejects.toMatchObject({
      statusCode: 400,
      message: 'Текущата парола е грешна.',
    });
    await expect(checkCurrentPassword(null, 'Gradina2026!')).rejects.toMatchObject({ statusCode: 400 });
    await expect(checkCurrentPassword(hash, 'Gradina2026!')).resolves.toBeUndefined();
  });
});
