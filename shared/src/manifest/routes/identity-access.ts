import { z } from 'zod';
import { type ModuleName, moduleNames, resources } from '../../permissions';
import { paged, pageQuery, queryBoolean, saveReply } from '../../schemas/common';
import { kindergartenObject, needs, type RouteDef } from '../route';
import { identityAuditRoutes } from './identity-audit';

/** An id in a path or body (the platform's ids are UUIDs). */
export const idField = (title: string) => z.string().trim().min(1).max(64).meta({ title });

/**
 * The kindergarten a screen shows, sent back with its requests: when given it must be the session's
 * kindergarten, so a tab left open on another kindergarten (the session switched in another tab) is
 * refused instead of reading or writing the wrong one.
 */
export const kindergartenGuard = () => idField('Детска градина').optional();

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

const moduleEnum = z.enum(moduleNames as [ModuleName, ...ModuleName[]]);

export const moduleSetting = z.object({
  module: moduleEnum,
  name: z.string(),
  isLocked: z.boolean(),
  resources: z.array(z.enum(resources)),
});

export const kindergartenModuleSettings = z.object({
  kindergartenId: z.string(),
  kindergartenName: z.string(),
  modules: z.array(moduleSetting),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});

const versionField = z.number().int().min(0).meta({ title: 'Версия' });

export const identityAccessRoutes = [
  {
    id: 'identity.userRoles',
    method: 'GET',
    path: '/api/UserRoles',
    area: 'identity',
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
  {
    id: 'identity.userRolesExtended',
    method: 'GET',
    path: '/api/UserRoles/extended',
    area: 'identity',
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
  {
    id: 'identity.userRole',
    method: 'GET',
    path: '/api/UserRoles/{id}',
    area: 'identity',
    permission: needs('UserGroups', 'read'),
    request: { path: z.object({ id: idField('Група') }) },
    reply: { kind: 'json', schema: userGroupExtended },
    summary: 'Една потребителска група с правата и членовете ѝ (добавено от продукта)',
  },
  {
    id: 'identity.saveUserRole',
    method: 'POST',
    path: '/api/UserRoles',
    area: 'identity',
    permission: needs('UserGroups', 'update'),
    object: kindergartenObject,
    request: {
      body: z.object({
        id: idField('Група').optional(),
        version: versionField.optional(),
        kindergartenId: kindergartenGuard(),
        name: z.string().trim().min(1).max(100).meta({ title: 'Наименование' }),
        isPedagogical: z.boolean().default(false).meta({ title: 'Педагогическа група' }),
        access: z.array(accessRight).max(resources.length).default([]).meta({ title: 'Права' }),
        memberIds: z.array(idField('Член')).max(1000).default([]).meta({ title: 'Членове' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply.extend({ version: z.number().int().nullable() }) },
    summary:
      'Създава (без id) или редактира група: име, права по ресурси, членове; version пази от едновременни редакции (409)',
  },
  {
    id: 'identity.deleteUserRole',
    method: 'DELETE',
    path: '/api/UserRoles/{id}',
    area: 'identity',
    permission: needs('UserGroups', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: idField('Група') }) },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Изтрива потребителска група; правата на членовете ѝ се преизчисляват веднага (добавено от продукта)',
  },
  {
    id: 'identity.rebuildAccess',
    method: 'POST',
    path: '/api/UserRoles/rebuild-access',
    area: 'identity',
    permission: needs('UserGroups', 'update'),
    request: { body: z.object({ kindergartenId: kindergartenGuard() }).default({}) },
    reply: {
      kind: 'json',
      schema: z.object({ isSuccessful: z.boolean(), sessions: z.number().int() }),
    },
    summary: 'Преизчислява правата на отворените сесии в детската градина',
  },
  {
    id: 'identity.moduleSettings',
    method: 'GET',
    path: '/api/ModuleSettings',
    area: 'identity',
    permission: needs('ModuleSettings', 'read', false),
    request: { query: z.object({ kindergartenId: idField('Детска градина').optional() }) },
    reply: { kind: 'json', schema: paged(kindergartenModuleSettings), paged: true },
    summary:
      'Заключените модули: на избраната детска градина, а за общината на градините в нея (или на една, kindergartenId)',
  },
  {
    id: 'identity.saveModuleSettings',
    method: 'POST',
    path: '/api/ModuleSettings',
    area: 'identity',
    permission: needs('ModuleSettings', 'update'),
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        version: versionField.optional(),
        modules: z
          .array(
            z.object({
              module: moduleEnum.meta({ title: 'Модул' }),
              isLocked: z.boolean().meta({ title: 'Заключен' }),
            }),
          )
          .min(1)
          .max(moduleNames.length)
          .meta({ title: 'Модули' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply.extend({ version: z.number().int().nullable() }) },
    summary: 'Заключва или отключва модули: заключен модул е само за преглед за всички освен директора',
  },
  {
    id: 'identity.changeSchoolYear',
    method: 'POST',
    path: '/api/Identity/change-school-year/{id}',
    area: 'identity',
    permission: needs('KindergartenPeriods', 'read'),
    // object: moves the caller's own session to a school year of its kindergarten (found by key)
    object: 'none',
    request: { path: z.object({ id: idField('Учебна година') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Избира учебна година на сесията и я запомня като предпочитание в тази детска градина',
  },
  ...identityAuditRoutes,
] as const satisfies readonly RouteDef[];
