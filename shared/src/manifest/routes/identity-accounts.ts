import { z } from 'zod';
import { isValidEgn, isValidLnch } from '../../egn';
import { GuardianRelation, IdentifierType, LoginIdentifierKind, RequestStatus, Role } from '../../enums';
import { paged, pageQuery, queryBoolean, saveReply } from '../../schemas/common';
import { bgMessages, passwordSchema } from '../../validation';
import { kindergartenObject, needs, publicRoute, type RouteDef, signedIn } from '../route';

/**
 * Accounts: profile and password of the signed-in user, activation, invitations, password recovery, parent
 * self-registration with the kindergarten's approval, login locks, e-mail unsubscribe, and the Master's
 * account management. docs/areas/identity-accounts.md explains the paths the spec does not name.
 */

/**
 * A text field whose length checks name it by its Bulgarian label (zod reports a check's issue without the
 * field's title, so the shared error map would fall back to the key).
 */
const sized = (title: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, { error: min <= 1 ? bgMessages.required(title) : bgMessages.minLength(title, min) })
    .max(max, { error: bgMessages.maxLength(title, max) })
    .meta({ title });
const text = (title: string, max = 100) => sized(title, 1, max);
const optionalText = (title: string, max = 100) => sized(title, 0, max).optional();
const entityId = (title: string) => sized(title, 1, 64);
const email = (title = 'E-mail') =>
  z
    .email({ error: (iss) => (iss.code === 'invalid_format' ? bgMessages.email(title) : undefined) })
    .max(254, { error: bgMessages.maxLength(title, 254) })
    .meta({ title });
const phone = (title = 'Телефон') => sized(title, 6, 20);
const password = (title: string) => passwordSchema.meta({ title });
/** A password typed to prove who one is: not checked against the rule, only its length. */
const secret = (title: string) =>
  z
    .string()
    .min(1, { error: bgMessages.required(title) })
    .max(128, { error: bgMessages.maxLength(title, 128) })
    .meta({ title });
/** One of an enum's numbers; a missing value is "required", any other "one of the allowed values". */
const choice = <E extends Record<string, number>>(values: E, title: string) =>
  z
    .enum(values, {
      error: (iss) => (iss.input === undefined ? bgMessages.required(title) : bgMessages.oneOf(title)),
    })
    .meta({ title });
/** A single-use token from an e-mail link: 32 random bytes, base64url. */
const linkToken = sized('Код от връзката', 20, 100).regex(/^[A-Za-z0-9_-]+$/, {
  error: bgMessages.invalid('Код от връзката'),
});
/** A tenant request may name the kindergarten the page shows; it must be the session's one. */
const kindergartenGuard = entityId('Детска градина').optional();

const loginKinds = Object.values(LoginIdentifierKind) as number[];
const identifierKind = z.coerce
  .number()
  .int()
  .refine((v) => loginKinds.includes(v), { message: bgMessages.oneOf('Вид идентификатор') })
  .default(LoginIdentifierKind.Email)
  .meta({ title: 'Вид идентификатор' });

/** The roles of a kindergarten: the only ones a kindergarten grants (never MON, municipality or Master). */
export const kindergartenRoles: readonly Role[] = [
  Role.Director,
  Role.Teacher,
  Role.Parent,
  Role.Administrator,
  Role.ResourceSpecialist,
  Role.Manciple,
];

/**
 * Who may grant which role (docs/permissions.md, "Granting roles"). A kindergarten invites with
 * `POST /api/Users/invite` (Users create); the Master through account management. A director may name
 * another director (a deputy during a leave); an administrator everyone but a director; staff whom a user
 * group gives Users create invite parents only. MON, municipality and Master accounts come from the Master.
 */
export const rolesGrantedBy: Readonly<Record<Role, readonly Role[]>> = {
  [Role.Director]: kindergartenRoles,
  [Role.Administrator]: kindergartenRoles.filter((r) => r !== Role.Director),
  [Role.Teacher]: [Role.Parent],
  [Role.ResourceSpecialist]: [Role.Parent],
  [Role.Manciple]: [Role.Parent],
  [Role.Parent]: [],
  [Role.MON]: [],
  [Role.Municipality]: [],
  [Role.Master]: [...kindergartenRoles, Role.MON, Role.Municipality],
};
export const staffRoles: readonly Role[] = [
  Role.Director,
  Role.Teacher,
  Role.Administrator,
  Role.ResourceSpecialist,
  Role.Manciple,
];
const roleOf = (title: string, allowed: readonly Role[]) =>
  choice(Role, title)
    .refine((r) => allowed.includes(r), { message: bgMessages.oneOf(title) })
    .meta({ title });

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

/** An open invitation of the signed-in user's address, as the prompt after sign-in lists it. */
export const invitationOfMine = z.object({
  id: z.string(),
  kindergartenId: z.string(),
  kindergartenName: z.string(),
  userType: z.enum(Role),
  createdAt: z.string(),
  expiresAt: z.string(),
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

export const registrationRequestItem = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  childFirstName: z.string().nullable(),
  childLastName: z.string().nullable(),
  childIdentifierType: z.enum(IdentifierType),
  /** Masked: the first five digits. */
  childIdentifier: z.string(),
  relation: z.number().int().nullable(),
  status: z.enum(RequestStatus),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});

export const registrationRequestDetail = registrationRequestItem.extend({
  /** The child of the kindergarten with that ЕГН/ЛНЧ, when there is one: approval links the parent to it. */
  matchedChild: z.object({ id: z.string(), name: z.string(), groupId: z.string().nullable() }).nullable(),
  parentUserId: z.string().nullable(),
});

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
    }),
  ),
  children: z.array(
    z.object({ id: z.string(), name: z.string(), kindergartenId: z.string(), relation: z.number().int() }),
  ),
  loginLock: loginLock.nullable(),
});

export const tokenInfo = z.object({
  purpose: z.enum(['account-activation', 'admin-activation', 'password-recovery']),
  userId: z.string(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  userType: z.enum(Role),
  kindergartenId: z.string().nullable(),
  kindergartenName: z.string().nullable(),
  expiresAt: z.string(),
  /** Set for a kindergarten's invitation; `hasAccount` tells the page to offer accept/decline, not a password. */
  invitationId: z.string().nullable(),
  hasAccount: z.boolean(),
});

const profileBody = z.object({
  firstName: text('Име').optional(),
  lastName: text('Фамилия').optional(),
  email: email().optional(),
  phone: phone().nullable().meta({ title: 'Телефон' }).optional(),
  /** Non-essential e-mails (notifications); account and security mails always go. */
  emailNotifications: z.boolean().meta({ title: 'Известия по e-mail' }).optional(),
  /** Needed only when the e-mail changes: it becomes the login and the recovery address. */
  currentPassword: secret('Текуща парола').optional(),
});

const personBody = {
  email: email(),
  firstName: text('Име'),
  lastName: text('Фамилия'),
  phone: phone().optional(),
};

const parentRegistrationBody = z
  .object({
    firstName: text('Име'),
    lastName: text('Фамилия'),
    email: email(),
    phone: phone(),
    password: password('Парола'),
    childFirstName: optionalText('Име на детето'),
    childLastName: optionalText('Фамилия на детето'),
    childIdentifierType: choice(IdentifierType, 'Вид идентификатор на детето'),
    childIdentifier: sized('ЕГН/ЛНЧ на детето', 1, 20).regex(/^[0-9A-Za-z]+$/, {
      error: bgMessages.invalid('ЕГН/ЛНЧ на детето'),
    }),
    relation: choice(GuardianRelation, 'Родство').optional(),
    kindergartenId: entityId('Детска градина'),
    /** reCAPTCHA v3 token from the page; the local cloud accepts any. */
    captchaToken: z.string().max(4000).meta({ title: 'Проверка срещу роботи' }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.childIdentifierType === IdentifierType.IdentificationNumber) return;
    const ok =
      v.childIdentifierType === IdentifierType.EGN
        ? isValidEgn(v.childIdentifier)
        : isValidLnch(v.childIdentifier);
    if (!ok)
      ctx.addIssue({
        code: 'custom',
        path: ['childIdentifier'],
        message: bgMessages.invalid('ЕГН/ЛНЧ на детето'),
      });
  });

const statusQuery = z.coerce
  .number()
  .int()
  .refine((v) => (Object.values(RequestStatus) as number[]).includes(v), {
    message: bgMessages.oneOf('Статус'),
  })
  .meta({ title: 'Статус' });

const accountManagement = (action: 'read' | 'create' | 'update' | 'delete') =>
  needs('AccountManagement', action, false);
const am = '/api/administration/AccountManagement';

export const identityAccountsRoutes = [
  // The signed-in user
  {
    id: 'identity.update',
    method: 'POST',
    path: '/api/Identity/update',
    area: 'identity',
    permission: signedIn,
    request: { body: profileBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Профил на влезлия потребител: имена, e-mail, телефон, известия по e-mail',
  },
  {
    id: 'identity.changePassword',
    method: 'POST',
    path: '/api/Identity/change-password',
    area: 'identity',
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
  // Public: activation, recovery, registration, unsubscribe
  {
    id: 'identity.passwordRecovery',
    method: 'POST',
    path: '/api/Identity/password-recovery',
    area: 'identity',
    permission: publicRoute,
    request: { body: z.object({ email: email() }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Заявка за възстановяване на парола (/login/reset): един и същ отговор, има ли такъв акаунт',
    rateLimit: 'password-recovery',
  },
  {
    id: 'identity.resetPassword',
    method: 'POST',
    path: '/api/Identity/reset-password',
    area: 'identity',
    permission: publicRoute,
    // object: the one-time token in the body is the authority here, not a session
    object: 'none',
    request: {
      body: z.object({
        userId: entityId('Потребител'),
        token: linkToken,
        password: password('Нова парола'),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Нова парола по връзката от писмото (/password-recovery/{userId}/{token}); връзката важи веднъж',
    rateLimit: 'new-password',
  },
  {
    id: 'identity.tokenInfo',
    method: 'POST',
    path: '/api/Identity/token-info',
    area: 'identity',
    permission: publicRoute,
    request: { body: z.object({ token: linkToken }) },
    reply: { kind: 'json', schema: tokenInfo },
    summary: 'Проверява връзка за активиране или възстановяване, без да я изразходва',
  },
  {
    id: 'identity.activateAccount',
    method: 'POST',
    path: '/api/Identity/activate-account',
    area: 'identity',
    permission: publicRoute,
    request: {
      body: z.object({
        token: linkToken,
        password: password('Парола'),
        kindergartenId: entityId('Детска градина').optional(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Активиране на акаунт с парола (/account-activation/{userType}/{token}, /admin-account-activation/{token}/{kindergartenId})',
    rateLimit: 'new-password',
  },
  {
    id: 'identity.registerParent',
    method: 'POST',
    path: '/api/Identity/register-parent',
    area: 'identity',
    permission: publicRoute,
    request: { body: parentRegistrationBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Саморегистрация на родител (/registration-parents): заявка, която детската градина одобрява',
    rateLimit: 'registration',
  },
  {
    id: 'identity.unsubscribe',
    method: 'POST',
    path: '/api/Mails/unsubscribe',
    area: 'identity',
    permission: publicRoute,
    request: {
      body: z.object({ token: sized('Код за отписване', 10, 600) }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отписване от известия по e-mail по връзката от писмата (/unsubscribe/{token})',
  },
  // The kindergarten's users
  {
    id: 'identity.users',
    method: 'GET',
    path: '/api/Users',
    area: 'identity',
    permission: needs('Users', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard,
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
    summary: 'Потребителите на детската градина с роля, e-mail и активност; филтри по роля и име',
  },
  {
    id: 'identity.inviteUser',
    method: 'POST',
    path: '/api/Users/invite',
    area: 'identity',
    permission: needs('Users', 'create'),
    request: {
      body: z.object({
        ...personBody,
        userType: roleOf('Роля', kindergartenRoles),
        kindergartenId: kindergartenGuard,
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Покана по e-mail в детската градина на сесията: същият отговор, има ли адресът профил; членство едва след приемане',
  },
  {
    id: 'identity.myInvitations',
    method: 'GET',
    path: '/api/Identity/invitations',
    area: 'identity',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: z.array(invitationOfMine) },
    summary: 'Отворените покани до e-mail адреса на влезлия потребител (подкана след вход; добавен от нас)',
  },
  {
    id: 'identity.acceptInvitation',
    method: 'POST',
    path: '/api/Identity/invitations/{id}/accept',
    area: 'identity',
    permission: signedIn,
    // object: only an invitation to the caller's own address is found (through the address, not the id)
    object: 'none',
    request: { path: z.object({ id: entityId('Покана') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Приема покана: членството в детската градина се създава едва сега (добавен от нас)',
  },
  {
    id: 'identity.declineInvitation',
    method: 'POST',
    path: '/api/Identity/invitations/{id}/decline',
    area: 'identity',
    permission: signedIn,
    // object: only an invitation to the caller's own address is found (through the address, not the id)
    object: 'none',
    request: { path: z.object({ id: entityId('Покана') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отказва покана: тя изчезва, без следа в профила (добавен от нас)',
  },
  {
    id: 'identity.answerInvitation',
    method: 'POST',
    path: '/api/Identity/invitation-answer',
    area: 'identity',
    permission: publicRoute,
    request: {
      body: z.object({ token: linkToken, accept: z.boolean().meta({ title: 'Отговор' }) }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Приема или отказва покана по връзката от писмото, когато адресът вече има профил (/account-activation)',
  },
  {
    id: 'identity.changeUserActivation',
    method: 'POST',
    path: '/api/Users/change-user-activation',
    area: 'identity',
    permission: needs('Users', 'update'),
    object: kindergartenObject,
    request: {
      query: z.object({ userId: entityId('Потребител'), isActive: queryBoolean }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Активиране/деактивиране на потребител на детската градина; деактивирането затваря сесиите му',
  },
  {
    id: 'identity.sendInvitation',
    method: 'POST',
    path: '/api/Mails/send-invitation',
    area: 'identity',
    permission: needs('Users', 'create'),
    object: kindergartenObject,
    request: { body: z.object({ userId: entityId('Потребител') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изпраща отново поканата на неактивиран потребител (новата връзка обезсилва старите)',
  },
  {
    id: 'identity.loginLocks',
    method: 'GET',
    path: '/api/Users/login-locks',
    area: 'identity',
    permission: needs('Users', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard }) },
    reply: { kind: 'json', schema: paged(loginLock), paged: true },
    summary: 'Заключените след грешни пароли входове на потребители на детската градина (добавен от нас)',
  },
  {
    id: 'identity.unlockLogin',
    method: 'POST',
    path: '/api/Users/unlock-login',
    area: 'identity',
    permission: needs('Users', 'update'),
    object: kindergartenObject,
    request: { body: z.object({ userId: entityId('Потребител') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отключва входа на потребител на детската градина (добавен от нас)',
  },
  {
    id: 'identity.registrationRequests',
    method: 'GET',
    path: '/api/Users/registration-requests',
    area: 'identity',
    permission: needs('Users', 'read'),
    request: {
      query: z.object({ kindergartenId: kindergartenGuard, status: statusQuery.optional(), ...pageQuery }),
    },
    reply: { kind: 'json', schema: paged(registrationRequestItem), paged: true },
    summary: 'Заявки за регистрация на родители (/parents/registration-parents), по подразбиране чакащите',
  },
  {
    id: 'identity.registrationRequest',
    method: 'GET',
    path: '/api/Users/registration-requests/{id}',
    area: 'identity',
    permission: needs('Users', 'read'),
    request: { path: z.object({ id: entityId('Заявка') }) },
    reply: { kind: 'json', schema: registrationRequestDetail },
    summary: 'Заявка за регистрация с детето, което съвпада по ЕГН/ЛНЧ (/parents/registration-parents/{id})',
  },
  {
    id: 'identity.approveRegistration',
    method: 'POST',
    path: '/api/Users/registration-requests/{id}/approve',
    area: 'identity',
    permission: needs('Users', 'create'),
    object: kindergartenObject,
    request: {
      path: z.object({ id: entityId('Заявка') }),
      body: z.object({ relation: choice(GuardianRelation, 'Родство').optional() }).default({}),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Одобрява заявката: акаунт на родителя, членство и връзка с детето се създават едва сега',
  },
  {
    id: 'identity.rejectRegistration',
    method: 'POST',
    path: '/api/Users/registration-requests/{id}/reject',
    area: 'identity',
    permission: needs('Users', 'update'),
    object: kindergartenObject,
    request: {
      path: z.object({ id: entityId('Заявка') }),
      body: z.object({ reason: optionalText('Причина', 500) }).default({}),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отхвърля заявката за регистрация и уведомява родителя',
  },
  // Master: account management
  {
    id: 'identity.changeActivation',
    method: 'POST',
    path: '/api/Identity/change-activation',
    area: 'identity',
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      body: z.object({
        userId: entityId('Потребител'),
        isActive: z.boolean().meta({ title: 'Активен' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Главният администратор активира/деактивира всеки акаунт (/admin/user/activation)',
  },
  {
    id: 'identity.accountInfo',
    method: 'GET',
    path: `${am}/account-info`,
    area: 'identity',
    permission: accountManagement('read'),
    request: {
      query: z.object({ identifier: text('Потребителско име', 254), identifierKind }),
    },
    reply: { kind: 'json', schema: accountInfo },
    summary: 'Акаунт по e-mail, ЕГН/ЛНЧ или телефон: роли, детски градини, деца, заключване',
  },
  {
    id: 'identity.monAccounts',
    method: 'GET',
    path: `${am}/mon-accounts-info`,
    area: 'identity',
    permission: accountManagement('read'),
    request: { query: z.object({ name: optionalText('Име'), ...pageQuery }) },
    reply: { kind: 'json', schema: paged(accountSummary), paged: true },
    summary: 'Акаунтите на МОН',
  },
  {
    id: 'identity.municipalityAccounts',
    method: 'GET',
    path: `${am}/municipality-accounts-info`,
    area: 'identity',
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
  {
    id: 'identity.adminResetPassword',
    method: 'POST',
    path: `${am}/reset-password`,
    area: 'identity',
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: { body: z.object({ userId: entityId('Потребител') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изпраща писмо за възстановяване на паролата на акаунта',
  },
  {
    id: 'identity.inviteMonAccount',
    method: 'POST',
    path: `${am}/invite-mon-account`,
    area: 'identity',
    permission: accountManagement('create'),
    request: { body: z.object(personBody) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Покана за акаунт на МОН',
  },
  {
    id: 'identity.inviteMunicipalityAccount',
    method: 'POST',
    path: `${am}/invite-municipality-account`,
    area: 'identity',
    permission: accountManagement('create'),
    request: { body: z.object({ ...personBody, municipalityCode: text('Община', 20) }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Покана за акаунт на община (с кода на общината по ЕКАТТЕ)',
  },
  {
    id: 'identity.editMunicipalityAccount',
    method: 'POST',
    path: `${am}/edit-municipality-account`,
    area: 'identity',
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      body: z.object({
        userId: entityId('Потребител'),
        firstName: text('Име'),
        lastName: text('Фамилия'),
        municipalityCode: text('Община', 20),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Имена и община на акаунт на община',
  },
  {
    id: 'identity.activateTeacherAccount',
    method: 'POST',
    path: `${am}/activate-teacher-account`,
    area: 'identity',
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: { body: z.object({ userId: entityId('Потребител') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Активира акаунт на служител; неактивиран получава нова връзка за активиране',
  },
  {
    id: 'identity.activateParentAccount',
    method: 'POST',
    path: `${am}/activate-parent-account`,
    area: 'identity',
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: { body: z.object({ userId: entityId('Потребител') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Активира акаунт на родител; неактивиран получава нова връзка за активиране',
  },
  {
    id: 'identity.detachAccount',
    method: 'POST',
    path: `${am}/detach-account`,
    area: 'identity',
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      body: z.object({ userId: entityId('Потребител'), kindergartenId: entityId('Детска градина') }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Откача акаунта от детска градина: членство, запис на служител и връзки с деца',
  },
  {
    id: 'identity.updateAccountInfo',
    method: 'POST',
    path: `${am}/update-account-info`,
    area: 'identity',
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      body: z.object({
        userId: entityId('Потребител'),
        firstName: text('Име'),
        lastName: text('Фамилия'),
        email: email().optional(),
        phone: phone().nullable().meta({ title: 'Телефон' }).optional(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Имена, e-mail и телефон на акаунт',
  },
  {
    id: 'identity.updateParentEmail',
    method: 'POST',
    path: `${am}/update-parent-email`,
    area: 'identity',
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: { body: z.object({ userId: entityId('Потребител'), email: email() }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Нов e-mail (и потребителско име) на родител',
  },
  {
    id: 'identity.attachParentToAccount',
    method: 'POST',
    path: `${am}/attach-parent-to-account`,
    area: 'identity',
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      body: z.object({
        userId: entityId('Потребител'),
        kindergartenId: entityId('Детска градина'),
        childId: entityId('Дете'),
        relation: choice(GuardianRelation, 'Родство').optional(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Свързва акаунт като родител на дете в детска градина',
  },
  {
    id: 'identity.updateStaffEmail',
    method: 'POST',
    path: `${am}/update-staff-email`,
    area: 'identity',
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: { body: z.object({ userId: entityId('Потребител'), email: email() }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Нов e-mail (и потребителско име) на служител',
  },
  {
    id: 'identity.attachStaffToAccount',
    method: 'POST',
    path: `${am}/attach-staff-to-account`,
    area: 'identity',
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      body: z.object({
        userId: entityId('Потребител'),
        kindergartenId: entityId('Детска градина'),
        userType: roleOf('Роля', staffRoles),
        position: optionalText('Длъжност'),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Свързва акаунт като служител на детска градина',
  },
  {
    id: 'identity.updateStaffInfo',
    method: 'POST',
    path: `${am}/update-staff-info`,
    area: 'identity',
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      body: z.object({
        userId: entityId('Потребител'),
        kindergartenId: entityId('Детска градина'),
        firstName: text('Име').optional(),
        lastName: text('Фамилия').optional(),
        userType: roleOf('Роля', staffRoles).optional(),
        position: optionalText('Длъжност'),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Имена, роля и длъжност на служител в детска градина',
  },
  {
    id: 'identity.detachAccountFromParent',
    method: 'POST',
    path: `${am}/detach-account-from-parent/{id}`,
    area: 'identity',
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      path: z.object({ id: entityId('Потребител') }),
      body: z.object({
        kindergartenId: entityId('Детска градина'),
        childId: entityId('Дете').optional(),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Маха връзките на акаунта с деца в детска градина (и членството, ако не остане дете)',
  },
  {
    id: 'identity.detachAccountFromStaff',
    method: 'POST',
    path: `${am}/detach-account-from-staff/{id}`,
    area: 'identity',
    permission: accountManagement('update'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      path: z.object({ id: entityId('Потребител') }),
      body: z.object({ kindergartenId: entityId('Детска градина') }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Маха акаунта от персонала на детска градина',
  },
  {
    id: 'identity.createAdminAccount',
    method: 'POST',
    path: `${am}/create-admin-account/{id}`,
    area: 'identity',
    permission: accountManagement('create'),
    // object: the master administrator manages every account of the country: the AccountManagement right alone decides
    object: 'none',
    request: {
      path: z.object({ id: entityId('Детска градина') }),
      body: z.object({
        ...personBody,
        userType: roleOf('Роля', [Role.Director, Role.Administrator]).default(Role.Administrator),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Директор или администратор на детска градина: покана с връзка /admin-account-activation',
  },
  {
    id: 'identity.accountLoginLock',
    method: 'GET',
    path: `${am}/login-lock`,
    area: 'identity',
    permission: accountManagement('read'),
    request: { query: z.object({ identifier: text('Потребителско име', 254), identifierKind }) },
    reply: { kind: 'json', schema: paged(loginLock), paged: true },
    summary: 'Заключен ли е входът с този идентификатор (добавен от нас)',
  },
  {
    id: 'identity.accountUnlockLogin',
    method: 'POST',
    path: `${am}/unlock-login`,
    area: 'identity',
    permission: accountManagement('update'),
    request: { body: z.object({ identifier: text('Потребителско име', 254), identifierKind }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отключва входа с този идентификатор (добавен от нас)',
  },
] as const satisfies readonly RouteDef[];
