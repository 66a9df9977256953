import { z } from 'zod';
import { Role } from '../../../enums';
import { paged, pageQuery, queryBoolean, saveReply } from '../../../schemas/common';
import { id, kindergartenGuard, optionalText } from '../../../schemas/fields';
import { bgMessages } from '../../../validation';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/** The kindergarten's users: the list, activation in the kindergarten, and login locks. */

export const userListItem = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  userType: z.enum(Role),
  isActive: z.boolean(),
  isPendingActivation: z.boolean(),
  /**
   * `invited`: an invitation not yet accepted; the row shows only what the inviter typed, and its id is the
   * invitation's. `inactive`: deactivated in this kindergarten (or the whole account).
   */
  status: z.enum(['active', 'inactive', 'invited']),
});

export const loginLock = z.object({
  userId: z.string().nullable(),
  fullName: z.string().nullable(),
  identifierKind: z.number().int(),
  /** E-mail and phone as stored; an ЕГН/ЛНЧ masked. */
  identifier: z.string(),
  failures: z.number().int(),
  lockedUntil: z.string(),
  retryAfterSeconds: z.number().int(),
});

export const identityUserRoutes = defineRoutes('identity', {
  users: {
    method: 'GET',
    path: '/api/Users',
    permission: needs('Users', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        userType: z.coerce
          .number()
          .int()
          .min(1, { error: bgMessages.oneOf('Роля') })
          .max(9, { error: bgMessages.oneOf('Роля') })
          .meta({ title: 'Роля' })
          .optional(),
        name: optionalText('Име'),
        isActive: queryBoolean.optional(),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(userListItem), paged: true },
    summary: 'Потребителите на детската градина с роля, имейл и активност; филтри по роля и име',
  },
  changeUserActivation: {
    method: 'POST',
    path: '/api/Users/change-user-activation',
    permission: needs('Users', 'update'),
    object: kindergartenObject,
    request: {
      query: z.object({ userId: id('Потребител'), isActive: queryBoolean }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Активиране/деактивиране на потребител на детската градина; деактивирането затваря сесиите му',
  },
  loginLocks: {
    method: 'GET',
    path: '/api/Users/login-locks',
    permission: needs('Users', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: paged(loginLock), paged: true },
    summary: 'Заключените след грешни пароли входове на потребители на детската градина (добавен от нас)',
  },
  unlockLogin: {
    method: 'POST',
    path: '/api/Users/unlock-login',
    permission: needs('Users', 'update'),
    object: kindergartenObject,
    request: { body: z.object({ userId: id('Потребител') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отключва входа на потребител на детската градина (добавен от нас)',
  },
});
