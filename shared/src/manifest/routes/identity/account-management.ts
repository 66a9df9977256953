import { z } from 'zod';
import { GuardianRelation, LoginIdentifierKind, Role } from '../../../enums';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { choice, email, id, optionalText, phone, text } from '../../../schemas/fields';
import { versionField } from '../../../schemas/version';
import { bgMessages } from '../../../validation';
import { defineRoutes, needs } from '../../route';
import { personBody } from './invitations';
import { roleOf, staffRoles } from './roles';
import { loginLock } from './users';

/**
 * The master administrator's account management: every account of the country, found by identifier, with
 * its memberships, staff records and children. No object rule: the AccountManagement right alone decides.
 */

export const accountSummary = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  userType: z.enum(Role),
  isActive: z.boolean(),
  isPendingActivation: z.boolean(),
  municipalityCode: z.string().nullable(),
  /** The profile's version: what the edits of the account send back (a stale edit gets 409). */
  version: z.number().int(),
});

export const accountInfo = accountSummary.extend({
  emailNotifications: z.boolean(),
  createdAt: z.string().nullable(),
  kindergartens: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      userType: z.enum(Role),
      position: z.string().nullable(),
      /** The staff record's version there (0 when there is none): what `updateStaffInfo` sends back. */
      version: z.number().int(),
    }),
  ),
  children: z.array(
    z.object({ id: z.string(), name: z.string(), kindergartenId: z.string(), relation: z.number().int() }),
  ),
  loginLock: loginLock.nullable(),
});

const loginKinds = Object.values(LoginIdentifierKind) as number[];
const identifierKind = z.coerce
  .number()
  .int()
  .refine((v) => loginKinds.includes(v), { message: bgMessages.oneOf('Вид идентификатор') })
  .default(LoginIdentifierKind.Email)
  .meta({ title: 'Вид идентификатор' });

const accountManagement = (action: 'read' | 'create' | 'update' | 'delete') =>
  needs('AccountManagement', action, false);
const am = '/api/administration/AccountManagement';

export const identityAccountManagementRoutes = defineRoutes('identity', {
  changeActivation: {
    method: 'POST',
    path: '/api/Identity/change-activation',
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      body: z.object({
        userId: id('Потребител'),
        isActive: z.boolean().meta({ title: 'Активен' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Главният администратор активира/деактивира всеки акаунт (/admin/user/activation)',
  },
  accountInfo: {
    method: 'GET',
    path: `${am}/account-info`,
    permission: accountManagement('read'),
    request: {
      query: z.object({ identifier: text('Потребителско име', 254), identifierKind }),
    },
    reply: { kind: 'json', schema: accountInfo },
    summary: 'Акаунт по имейл, ЕГН/ЛНЧ или телефон: роли, детски градини, деца, заключване',
  },
  monAccounts: {
    method: 'GET',
    path: `${am}/mon-accounts-info`,
    permission: accountManagement('read'),
    request: { query: z.object({ name: optionalText('Име'), ...pageQuery }) },
    reply: { kind: 'json', schema: paged(accountSummary), paged: true },
    summary: 'Акаунтите на МОН',
  },
  municipalityAccounts: {
    method: 'GET',
    path: `${am}/municipality-accounts-info`,
    permission: accountManagement('read'),
    request: {
      query: z.object({
        municipalityCode: optionalText('Община', 20),
        name: optionalText('Име'),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(accountSummary), paged: true },
    summary: 'Акаунтите на общини с кода на общината',
  },
  adminResetPassword: {
    method: 'POST',
    path: `${am}/reset-password`,
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: { body: z.object({ userId: id('Потребител') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изпраща писмо за възстановяване на паролата на акаунта',
  },
  inviteMonAccount: {
    method: 'POST',
    path: `${am}/invite-mon-account`,
    permission: accountManagement('create'),
    request: { body: z.object(personBody) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Покана за акаунт на МОН',
  },
  inviteMunicipalityAccount: {
    method: 'POST',
    path: `${am}/invite-municipality-account`,
    permission: accountManagement('create'),
    request: { body: z.object({ ...personBody, municipalityCode: text('Община', 20) }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Покана за акаунт на община (с кода на общината по ЕКАТТЕ)',
  },
  editMunicipalityAccount: {
    method: 'POST',
    path: `${am}/edit-municipality-account`,
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      body: z.object({
        userId: id('Потребител'),
        firstName: text('Име', 100),
        lastName: text('Фамилия', 100),
        municipalityCode: text('Община', 20),
        version: versionField(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Имена и община на акаунт на община (остаряла версия: 409)',
  },
  activateTeacherAccount: {
    method: 'POST',
    path: `${am}/activate-teacher-account`,
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: { body: z.object({ userId: id('Потребител') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Активира акаунт на служител; неактивиран получава нова връзка за активиране',
  },
  activateParentAccount: {
    method: 'POST',
    path: `${am}/activate-parent-account`,
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: { body: z.object({ userId: id('Потребител') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Активира акаунт на родител; неактивиран получава нова връзка за активиране',
  },
  detachAccount: {
    method: 'POST',
    path: `${am}/detach-account`,
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      body: z.object({ userId: id('Потребител'), kindergartenId: id('Детска градина') }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Откача акаунта от детска градина: членство, запис на служител и връзки с деца',
  },
  updateAccountInfo: {
    method: 'POST',
    path: `${am}/update-account-info`,
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      body: z.object({
        userId: id('Потребител'),
        firstName: text('Име', 100),
        lastName: text('Фамилия', 100),
        email: email().optional(),
        phone: phone().nullable().meta({ title: 'Телефон' }).optional(),
        version: versionField(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Имена, имейл и телефон на акаунт (остаряла версия: 409)',
  },
  updateParentEmail: {
    method: 'POST',
    path: `${am}/update-parent-email`,
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: { body: z.object({ userId: id('Потребител'), email: email() }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Нов имейл (и потребителско име) на родител',
  },
  attachParentToAccount: {
    method: 'POST',
    path: `${am}/attach-parent-to-account`,
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      body: z.object({
        userId: id('Потребител'),
        kindergartenId: id('Детска градина'),
        childId: id('Дете'),
        relation: choice(GuardianRelation, 'Родство').optional(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Свързва акаунт като родител на дете в детска градина',
  },
  updateStaffEmail: {
    method: 'POST',
    path: `${am}/update-staff-email`,
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: { body: z.object({ userId: id('Потребител'), email: email() }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Нов имейл (и потребителско име) на служител',
  },
  attachStaffToAccount: {
    method: 'POST',
    path: `${am}/attach-staff-to-account`,
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      body: z.object({
        userId: id('Потребител'),
        kindergartenId: id('Детска градина'),
        userType: roleOf('Роля', staffRoles),
        position: optionalText('Длъжност'),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Свързва акаунт като служител на детска градина',
  },
  updateStaffInfo: {
    method: 'POST',
    path: `${am}/update-staff-info`,
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      body: z.object({
        userId: id('Потребител'),
        kindergartenId: id('Детска градина'),
        firstName: text('Име', 100).optional(),
        lastName: text('Фамилия', 100).optional(),
        userType: roleOf('Роля', staffRoles).optional(),
        position: optionalText('Длъжност'),
        version: versionField(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Имена, роля и длъжност на служител в детска градина (остаряла версия: 409)',
  },
  detachAccountFromParent: {
    method: 'POST',
    path: `${am}/detach-account-from-parent/{id}`,
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      path: z.object({ id: id('Потребител') }),
      body: z.object({
        kindergartenId: id('Детска градина'),
        childId: id('Дете').optional(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Маха връзките на акаунта с деца в детска градина (и членството, ако не остане дете)',
  },
  detachAccountFromStaff: {
    method: 'POST',
    path: `${am}/detach-account-from-staff/{id}`,
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      path: z.object({ id: id('Потребител') }),
      body: z.object({ kindergartenId: id('Детска градина') }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Маха акаунта от персонала на детска градина',
  },
  createAdminAccount: {
    method: 'POST',
    path: `${am}/create-admin-account/{id}`,
    permission: accountManagement('create'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      path: z.object({ id: id('Детска градина') }),
      body: z.object({
        ...personBody,
        userType: roleOf('Роля', [Role.Director, Role.Administrator]).default(Role.Administrator),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Директор или администратор на детска градина: покана с връзка /admin-account-activation',
  },
  accountLoginLock: {
    method: 'GET',
    path: `${am}/login-lock`,
    permission: accountManagement('read'),
    request: { query: z.object({ identifier: text('Потребителско име', 254), identifierKind }) },
    reply: { kind: 'json', schema: paged(loginLock), paged: true },
    summary: 'Заключен ли е входът с този идентификатор (добавен от нас)',
  },
  accountUnlockLogin: {
    method: 'POST',
    path: `${am}/unlock-login`,
    permission: accountManagement('update'),
    request: { body: z.object({ identifier: text('Потребителско име', 254), identifierKind }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отключва входа с този идентификатор (добавен от нас)',
  },
});
