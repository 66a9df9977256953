import { z } from 'zod';
import { LoginIdentifierKind, Role } from '../../../enums';
import { resources } from '../../../permissions';
import { saveReply } from '../../../schemas/common';
import { id } from '../../../schemas/fields';
import { defineRoutes, needs, publicRoute, signedIn } from '../../route';

/** Sessions: sign-in, the signed-in user's data, logout, the realtime ticket and the session's school year. */

const loginIdentifierKinds = Object.values(LoginIdentifierKind) as [number, ...number[]];

export const loginBody = z.object({
  identifier: z.string().trim().min(1).max(254).meta({ title: 'Потребителско име' }),
  password: z.string().min(1).max(128).meta({ title: 'Парола' }),
  identifierKind: z
    .number()
    .int()
    .refine((v) => loginIdentifierKinds.includes(v), { message: 'Полето "Начин на вход" е невалидно' })
    .meta({ title: 'Начин на вход' })
    .default(LoginIdentifierKind.Email),
});

export const userKindergarten = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  town: z.string(),
  adress: z.string(),
  isSelected: z.boolean(),
  isMother: z.boolean(),
  motherKindergartenId: z.string().nullable(),
});

export const accessEntry = z.object({
  resource: z.enum(resources),
  group: z.string().nullable(),
  canView: z.boolean(),
  canCreate: z.boolean(),
  canEdit: z.boolean(),
  read: z.boolean(),
  create: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
});

export const userData = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  emailNotifications: z.boolean(),
  avatarPath: z.string().nullable(),
  userType: z.enum(Role),
  baseRoleType: z.enum(Role),
  periodId: z.string().nullable(),
  consolidation: z.boolean(),
  kindergartens: z.array(userKindergarten),
  access: z.array(accessEntry),
  /** The profile's version: what `identity.update` sends back (a stale edit gets 409). */
  version: z.number().int(),
});
export type UserData = z.infer<typeof userData>;

export const identitySessionRoutes = defineRoutes('identity', {
  login: {
    method: 'POST',
    path: '/api/identity/login',
    permission: publicRoute,
    request: { body: loginBody },
    reply: { kind: 'json', schema: z.object({ token: z.string() }) },
    summary: 'Вход с имейл, ЕГН/ЛНЧ или телефон; връща токен, изпращан после като Bearer',
    rateLimit: 'sign-in',
  },
  userData: {
    method: 'GET',
    path: '/api/identity/user-data',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: userData },
    summary: 'Данните на влезлия потребител: детски градини, учебна година, права',
  },
  logout: {
    method: 'POST',
    path: '/api/auth/logout',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: z.object({ isSuccessful: z.boolean() }) },
    summary: 'Изход: сесията спира да работи веднага',
  },
  realtimeTicket: {
    method: 'POST',
    path: '/api/identity/realtime-ticket',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: z.object({ ticket: z.string(), expiresInSeconds: z.number() }) },
    summary: 'Еднократен билет (60 s) за връзка към /hubs/notifications; токенът никога не минава в URL',
  },
  changeSchoolYear: {
    method: 'POST',
    path: '/api/Identity/change-school-year/{id}',
    permission: needs('KindergartenPeriods', 'read'),
    // object: moves the caller's own session to a school year of its kindergarten (found by key)
    object: 'none',
    request: { path: z.object({ id: id('Учебна година') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Избира учебна година на сесията и я запомня като предпочитание в тази детска градина',
  },
});
