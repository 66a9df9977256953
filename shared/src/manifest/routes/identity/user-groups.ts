import { z } from 'zod';
import { resources } from '../../../permissions';
import { paged, pageQuery, queryBoolean, saveReply } from '../../../schemas/common';
import { id, kindergartenGuard } from '../../../schemas/fields';
import { memberId } from '../../../schemas/ids';
import { versionField } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/** User groups: the kindergarten's groups of users with their rights by resource, and their members. */

export const accessRight = z.object({
  resource: z.enum(resources).meta({ title: 'Ресурс' }),
  read: z.boolean().default(false).meta({ title: 'Преглед' }),
  create: z.boolean().default(false).meta({ title: 'Създаване' }),
  update: z.boolean().default(false).meta({ title: 'Редакция' }),
  delete: z.boolean().default(false).meta({ title: 'Изтриване' }),
});

export const userGroupMember = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** The member's role in the kindergarten (spec Roles). */
  userType: z.number().int(),
});

export const userGroup = z.object({
  id: z.string(),
  name: z.string(),
  isPedagogical: z.boolean(),
  membersCount: z.number().int(),
  /** Only with IncludeMembers=true (the list) and always for one group. */
  members: z.array(userGroupMember).nullable(),
  version: z.number().int(),
});

export const userGroupExtended = userGroup.extend({
  access: z.array(accessRight),
  updatedAt: z.string().nullable(),
});

export const identityUserGroupRoutes = defineRoutes('identity', {
  userRoles: {
    method: 'GET',
    path: '/api/UserRoles',
    permission: needs('UserGroups', 'read'),
    request: {
      query: z.object({
        IncludeMembers: queryBoolean.optional().meta({ title: 'С членовете' }),
        IsPedagogical: queryBoolean.optional().meta({ title: 'Педагогически' }),
        kindergartenId: kindergartenGuard(),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(userGroup), paged: true },
    summary: 'Потребителските групи на детската градина; членовете при IncludeMembers=true',
  },
  userRolesExtended: {
    method: 'GET',
    path: '/api/UserRoles/extended',
    permission: needs('UserGroups', 'read'),
    request: {
      query: z.object({
        IsPedagogical: queryBoolean.optional().meta({ title: 'Педагогически' }),
        kindergartenId: kindergartenGuard(),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(userGroupExtended), paged: true },
    summary: 'Потребителските групи с правата им по ресурси и членовете им',
  },
  userRole: {
    method: 'GET',
    path: '/api/UserRoles/{id}',
    permission: needs('UserGroups', 'read'),
    request: { path: z.object({ id: id('Група') }) },
    reply: { kind: 'json', schema: userGroupExtended },
    summary: 'Една потребителска група с правата и членовете ѝ (добавено от продукта)',
  },
  saveUserRole: {
    method: 'POST',
    path: '/api/UserRoles',
    permission: needs('UserGroups', 'update'),
    object: kindergartenObject,
    request: {
      body: z.object({
        id: id('Група').optional(),
        version: versionField().optional(),
        kindergartenId: kindergartenGuard(),
        name: z.string().trim().min(1).max(100).meta({ title: 'Наименование' }),
        isPedagogical: z.boolean().default(false).meta({ title: 'Педагогическа група' }),
        access: z.array(accessRight).max(resources.length).default([]).meta({ title: 'Права' }),
        memberIds: z.array(memberId('Член')).max(1000).default([]).meta({ title: 'Членове' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply.extend({ version: z.number().int().nullable() }) },
    summary:
      'Създава (без id) или редактира група: име, права по ресурси, членове; version пази от едновременни редакции (409)',
  },
  deleteUserRole: {
    method: 'DELETE',
    path: '/api/UserRoles/{id}',
    permission: needs('UserGroups', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Група') }) },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Изтрива потребителска група; правата на членовете ѝ се преизчисляват веднага (добавено от продукта)',
  },
  rebuildAccess: {
    method: 'POST',
    path: '/api/UserRoles/rebuild-access',
    permission: needs('UserGroups', 'update'),
    request: { body: z.object({ kindergartenId: kindergartenGuard() }).default({}) },
    reply: {
      kind: 'json',
      schema: z.object({ isSuccessful: z.boolean(), sessions: z.number().int() }),
    },
    summary: 'Преизчислява правата на отворените сесии в детската градина',
  },
});
