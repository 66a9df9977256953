import { z } from 'zod';
import { isValidEgn, isValidLnch } from '../../../egn';
import { GuardianRelation, IdentifierType, RequestStatus } from '../../../enums';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import {
  choice,
  email,
  id,
  kindergartenGuard,
  optionalText,
  password,
  phone,
  sized,
  text,
} from '../../../schemas/fields';
import { bgMessages } from '../../../validation';
import { defineRoutes, kindergartenObject, needs, publicRoute } from '../../route';

/** Parent self-registration: the public request, and the kindergarten's list, approval and rejection. */

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

const parentRegistrationBody = z
  .object({
    firstName: text('Име', 100),
    lastName: text('Фамилия', 100),
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
    kindergartenId: id('Детска градина'),
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

export const identityRegistrationRoutes = defineRoutes('identity', {
  registerParent: {
    method: 'POST',
    path: '/api/Identity/register-parent',
    permission: publicRoute,
    request: { body: parentRegistrationBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Саморегистрация на родител (/registration-parents): заявка, която детската градина одобрява',
    rateLimit: 'registration',
  },
  registrationRequests: {
    method: 'GET',
    path: '/api/Users/registration-requests',
    permission: needs('Users', 'read'),
    request: {
      query: z.object({ kindergartenId: kindergartenGuard(), status: statusQuery.optional(), ...pageQuery }),
    },
    reply: { kind: 'json', schema: paged(registrationRequestItem), paged: true },
    summary: 'Заявки за регистрация на родители (/parents/registration-parents), по подразбиране чакащите',
  },
  registrationRequest: {
    method: 'GET',
    path: '/api/Users/registration-requests/{id}',
    permission: needs('Users', 'read'),
    request: { path: z.object({ id: id('Заявка') }) },
    reply: { kind: 'json', schema: registrationRequestDetail },
    summary: 'Заявка за регистрация с детето, което съвпада по ЕГН/ЛНЧ (/parents/registration-parents/{id})',
  },
  approveRegistration: {
    method: 'POST',
    path: '/api/Users/registration-requests/{id}/approve',
    permission: needs('Users', 'create'),
    object: kindergartenObject,
    request: {
      path: z.object({ id: id('Заявка') }),
      body: z.object({ relation: choice(GuardianRelation, 'Родство').optional() }).default({}),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Одобрява заявката: акаунт на родителя, членство и връзка с детето се създават едва сега',
  },
  rejectRegistration: {
    method: 'POST',
    path: '/api/Users/registration-requests/{id}/reject',
    permission: needs('Users', 'update'),
    object: kindergartenObject,
    request: {
      path: z.object({ id: id('Заявка') }),
      body: z.object({ reason: optionalText('Причина', 500) }).default({}),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отхвърля заявката за регистрация и уведомява родителя',
  },
});
