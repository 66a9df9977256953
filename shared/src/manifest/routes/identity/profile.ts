import { z } from 'zod';
import { saveReply } from '../../../schemas/common';
import { email, password, phone, secret, text } from '../../../schemas/fields';
import { versionField } from '../../../schemas/version';
import { defineRoutes, signedIn } from '../../route';

/** The signed-in user's own profile and password. */

const profileBody = z.object({
  firstName: text('Име', 100).optional(),
  lastName: text('Фамилия', 100).optional(),
  email: email().optional(),
  phone: phone().nullable().meta({ title: 'Телефон' }).optional(),
  /** Non-essential e-mails (notifications); account and security mails always go. */
  emailNotifications: z.boolean().meta({ title: 'Известия по имейл' }).optional(),
  /** Needed only when the e-mail changes: it becomes the login and the recovery address. */
  currentPassword: secret('Текуща парола').optional(),
  /** The profile's version as the user data answered it. */
  version: versionField(),
});

export const identityProfileRoutes = defineRoutes('identity', {
  update: {
    method: 'POST',
    path: '/api/Identity/update',
    permission: signedIn,
    request: { body: profileBody },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Профил на влезлия потребител: имена, имейл, телефон, известия по имейл (версията от user-data; остаряла: 409)',
  },
  changePassword: {
    method: 'POST',
    path: '/api/Identity/change-password',
    permission: signedIn,
    request: {
      body: z.object({
        currentPassword: secret('Текуща парола'),
        newPassword: password('Нова парола'),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Смяна на паролата (добавен от нас); затваря другите сесии на потребителя',
  },
});
