import { z } from 'zod';
import { isValidEgn, isValidLnch } from '../../../egn';
import { GuardianRelation, IdentifierType, RequestStatus } from '../../../enums';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import {
  choice,
  email,
  fileReplyKind,
  id,
  kindergartenGuard,
  optionalText,
  phone,
  sized,
  text,
} from '../../../schemas/fields';
import { childId } from '../../../schemas/ids';
import { versionField } from '../../../schemas/version';
import { bgMessages } from '../../../validation';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * Parents and guardian links (issue #13): the kindergarten's parents with their children, a new parent for a
 * child (an invitation through the identity area's flow, or a link when the address is already a member),
 * links and relations, and a signed-in parent's request to be linked to another child ("add child").
 */

/** invited: the invitation waits for an answer; active: the parent has an account and is a member. */
export const ParentAccountState = { Invited: 1, Active: 2 } as const;
export type ParentAccountState = (typeof ParentAccountState)[keyof typeof ParentAccountState];

export const parentChild = z.object({
  childId: z.string(),
  childName: z.string(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  relation: z.enum(GuardianRelation),
  /** The link's version for a relation edit; 0 while the parent is only invited. */
  version: z.number().int(),
});

/** A parent of the kindergarten: an account (its user id) or an open invitation (the invitation's id). */
export const parentRow = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  accountState: z.enum(ParentAccountState),
  children: z.array(parentChild),
});
export type ParentRow = z.infer<typeof parentRow>;

/** A child's guardian, as the child's page lists them. */
export const childGuardian = z.object({
  parentId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  relation: z.enum(GuardianRelation),
  accountState: z.enum(ParentAccountState),
  version: z.number().int(),
});

export const childApplication = z.object({
  id: z.string(),
  parentUserId: z.string(),
  parentName: z.string(),
  childIdentifierType: z.enum(IdentifierType),
  /** Masked: the first five characters. */
  childIdentifier: z.string(),
  childName: z.string().nullable(),
  relation: z.enum(GuardianRelation),
  status: z.enum(RequestStatus),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type ChildApplication = z.infer<typeof childApplication>;

const parentTitle = 'Родител';
const childTitle = 'Дете';

const accountStateQuery = z.coerce
  .number()
  .int()
  .refine((v) => (Object.values(ParentAccountState) as number[]).includes(v), {
    message: bgMessages.oneOf('Състояние на профила'),
  })
  .meta({ title: 'Състояние на профила' });

const parentFilters = {
  kindergartenId: kindergartenGuard(),
  search: optionalText('Търсене', 100),
  groupId: id('Група').optional(),
  accountState: accountStateQuery.optional(),
};

const statusQuery = z.coerce
  .number()
  .int()
  .refine((v) => (Object.values(RequestStatus) as number[]).includes(v), {
    message: bgMessages.oneOf('Статус'),
  })
  .meta({ title: 'Статус' });

const applicationBody = z
  .object({
    kindergartenId: kindergartenGuard(),
    childIdentifierType: choice(IdentifierType, 'Вид идентификатор на детето'),
    childIdentifier: sized('ЕГН/ЛНЧ на детето', 1, 20).regex(/^[0-9A-Za-z]+$/, {
      error: bgMessages.invalid('ЕГН/ЛНЧ на детето'),
    }),
    childName: optionalText('Име на детето', 200),
    relation: choice(GuardianRelation, 'Родство'),
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

const linkPath = z.object({ id: id(parentTitle), childId: id(childTitle) });

export const childrenParentRoutes = defineRoutes('children', {
  parents: {
    method: 'GET',
    path: '/api/Parents',
    permission: needs('Parents', 'read'),
    request: { query: z.object({ ...parentFilters, ...pageQuery }) },
    reply: { kind: 'json', schema: paged(parentRow), paged: true },
    summary: 'Родителите на детската градина с децата им (поканени и активни), по име; филтри',
  },
  exportParents: {
    method: 'GET',
    path: '/api/Parents/overview-models/export',
    permission: needs('Parents', 'read'),
    request: { query: z.object(parentFilters) },
    reply: fileReplyKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    summary: 'Родителите с децата им като Excel (.xlsx), с български заглавия и подредба',
  },
  parent: {
    method: 'GET',
    path: '/api/Parents/{id}',
    permission: needs('Parents', 'read'),
    request: { path: z.object({ id: id(parentTitle) }) },
    reply: { kind: 'json', schema: parentRow },
    summary: 'Един родител с децата си (добавен от нас)',
  },
  childGuardians: {
    method: 'GET',
    path: '/api/Parents/of-child/{childId}',
    permission: needs('Parents', 'read'),
    request: { path: z.object({ childId: id(childTitle) }) },
    reply: { kind: 'json', schema: z.array(childGuardian) },
    summary: 'Родителите (настойниците) на дете с родството им (карта на детето; добавен от нас)',
  },
  createParent: {
    method: 'POST',
    path: '/api/Parents',
    permission: needs('Parents', 'create'),
    object: kindergartenObject,
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        childId: childId(childTitle),
        firstName: text('Име', 100),
        lastName: text('Фамилия', 100),
        email: email(),
        phone: phone().optional(),
        relation: choice(GuardianRelation, 'Родство'),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Нов родител на дете: покана по имейл (връзката с детето идва с приемането) или връзка, ако адресът вече е член (добавен от нас)',
  },
  linkChild: {
    method: 'POST',
    path: '/api/Parents/{id}/children',
    permission: needs('Parents', 'create'),
    object: kindergartenObject,
    request: {
      path: z.object({ id: id(parentTitle) }),
      body: z.object({ childId: childId(childTitle), relation: choice(GuardianRelation, 'Родство') }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Свързва родител с още едно дете (вече свързан: 409; добавен от нас)',
  },
  changeRelation: {
    method: 'PUT',
    path: '/api/Parents/{id}/children/{childId}',
    permission: needs('Parents', 'update'),
    object: kindergartenObject,
    request: {
      path: linkPath,
      body: z.object({ relation: choice(GuardianRelation, 'Родство'), version: versionField() }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Променя родството на родител с дете (с прочетената версия; 409 при по-стара; добавен от нас)',
  },
  unlinkChild: {
    method: 'DELETE',
    path: '/api/Parents/{id}/children/{childId}',
    permission: needs('Parents', 'delete'),
    object: kindergartenObject,
    request: { path: linkPath },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Премахва връзката на родител с дете (на поканен: поканата отпада с последното дете; добавен от нас)',
  },
  applyForChild: {
    method: 'POST',
    path: '/api/Parents/child-applications',
    permission: needs('ParentRegistration', 'create'),
    request: { body: applicationBody },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Заявка на родител да бъде свързан с още едно дете по идентификатора му (/parent-child-application)',
  },
  myChildApplications: {
    method: 'GET',
    path: '/api/Parents/child-applications/mine',
    permission: needs('ParentRegistration', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(childApplication) },
    summary: 'Заявките за добавяне на дете на влезлия родител, най-новите първи',
  },
  childApplications: {
    method: 'GET',
    path: '/api/Parents/child-applications',
    permission: needs('Parents', 'read'),
    request: {
      query: z.object({ kindergartenId: kindergartenGuard(), status: statusQuery.optional(), ...pageQuery }),
    },
    reply: { kind: 'json', schema: paged(childApplication), paged: true },
    summary: 'Заявките на родители за добавяне на дете (по подразбиране чакащите), най-старите първи',
  },
  approveChildApplication: {
    method: 'POST',
    path: '/api/Parents/child-applications/{id}/approve',
    permission: needs('Parents', 'create'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Заявка') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Одобрява заявката: родителят се свързва с детето с този идентификатор',
  },
  rejectChildApplication: {
    method: 'POST',
    path: '/api/Parents/child-applications/{id}/reject',
    permission: needs('Parents', 'update'),
    object: kindergartenObject,
    request: {
      path: z.object({ id: id('Заявка') }),
      body: z.object({ reason: optionalText('Причина', 500) }).default({}),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отхвърля заявката за добавяне на дете',
  },
});
