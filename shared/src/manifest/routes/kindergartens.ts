import { z } from 'zod';
import { paged, pageQuery, queryBoolean, saveReply } from '../../schemas/common';
import { dateField } from '../../schemas/dates';
import { editNamesVersion, versionField, versionRequired } from '../../schemas/version';
import { kindergartenObject, needs, type RouteDef, signedIn } from '../route';
import { idField, kindergartenGuard } from './identity-access';

export const kindergartenSummary = z.object({
  id: z.string(),
  name: z.string(),
  /** The same name under the spelling other screens of the spec use. */
  kindergartenName: z.string(),
  kindergartenType: z.number().int(),
  city: z.string(),
  town: z.string(),
  adress: z.string(),
  motherKindergartenId: z.string().nullable(),
  isMother: z.boolean(),
  isSelected: z.boolean(),
  automaticExcuseWithMedicalNote: z.boolean(),
  /** The user's role in this kindergarten (spec Roles). */
  userType: z.number().int(),
});
export type KindergartenSummary = z.infer<typeof kindergartenSummary>;

export const schoolYear = z.object({
  id: z.string(),
  kindergartenId: z.string(),
  /** yearFrom/yearTo, e.g. '2026/2027'. */
  name: z.string(),
  yearFrom: z.number().int(),
  yearTo: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  active: z.boolean(),
  /** The session's school year. */
  isSelected: z.boolean(),
  version: z.number().int(),
});
export type SchoolYear = z.infer<typeof schoolYear>;

export const schoolYearOverview = schoolYear.extend({
  groupsCount: z.number().int(),
  canDelete: z.boolean(),
});

const yearField = (title: string) => z.number().int().min(2000).max(2999).meta({ title });

export const partner = z.object({ id: z.string(), name: z.string() });

export const institutionOverview = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  motherKindergartenId: z.string().nullable(),
});

export const kindergartensRoutes = [
  {
    id: 'kindergartens.list',
    method: 'GET',
    path: '/api/Kindergartens',
    area: 'kindergartens',
    permission: signedIn,
    request: {},
    reply: { kind: 'json', schema: z.array(kindergartenSummary) },
    summary:
      'Детските градини на потребителя за превключвателя: всяка майка, следвана от филиалите си, по азбучен ред',
  },
  {
    id: 'kindergartens.change',
    method: 'POST',
    path: '/api/Kindergartens/change/{id}',
    area: 'kindergartens',
    permission: needs('Kindergartens', 'read'),
    // object: moves the caller's own session, only to a kindergarten they are a member of
    object: 'none',
    request: { path: z.object({ id: idField('Детска градина') }) },
    reply: {
      kind: 'json',
      schema: saveReply.extend({ periodId: z.string().nullable(), userType: z.number().int().nullable() }),
    },
    summary:
      'Превключва сесията към друга детска градина на потребителя (роля там, учебна година, права); после началната страница се презарежда',
  },
  {
    id: 'kindergartens.periods',
    method: 'GET',
    path: '/api/KindergartenPeriods',
    area: 'kindergartens',
    permission: needs('KindergartenPeriods', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        active: queryBoolean.optional().meta({ title: 'Активна' }),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(schoolYear), paged: true },
    summary: 'Учебните години на избраната детска градина, най-новата първа (избор на учебна година)',
  },
  {
    id: 'kindergartens.periodOverview',
    method: 'GET',
    path: '/api/KindergartenPeriods/overview-models',
    area: 'kindergartens',
    permission: needs('KindergartenPeriods', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard(), ...pageQuery }) },
    reply: { kind: 'json', schema: paged(schoolYearOverview), paged: true },
    summary: 'Учебните години с броя групи във всяка и дали може да се изтрие (настройки › учебни години)',
  },
  {
    id: 'kindergartens.period',
    method: 'GET',
    path: '/api/KindergartenPeriods/{id}',
    area: 'kindergartens',
    permission: needs('KindergartenPeriods', 'read'),
    request: { path: z.object({ id: idField('Учебна година') }) },
    reply: { kind: 'json', schema: schoolYear },
    summary: 'Една учебна година на избраната детска градина',
  },
  {
    id: 'kindergartens.deletePeriod',
    method: 'DELETE',
    path: '/api/KindergartenPeriods/{id}',
    area: 'kindergartens',
    permission: needs('KindergartenPeriods', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: idField('Учебна година') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива учебна година; активната и година с групи не се изтриват (409)',
  },
  {
    id: 'kindergartens.savePeriod',
    method: 'POST',
    path: '/api/KindergartenPeriods',
    area: 'kindergartens',
    permission: needs('KindergartenPeriods', 'update'),
    object: kindergartenObject,
    request: {
      body: z
        .object({
          id: idField('Учебна година').optional(),
          kindergartenId: kindergartenGuard(),
          yearFrom: yearField('Начална година'),
          yearTo: yearField('Крайна година').optional(),
          fromDate: dateField('От дата'),
          toDate: dateField('До дата'),
          active: z.boolean().default(false).meta({ title: 'Активна' }),
          version: versionField().optional(),
        })
        .refine(editNamesVersion, versionRequired),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Създава (без id) или редактира учебна година; активната е една на детска градина (транзакция; остаряла версия: 409)',
  },
  {
    id: 'kindergartens.periodsOfKindergarten',
    method: 'GET',
    path: '/api/KindergartenPeriods/periods/{kindergartenId}',
    area: 'kindergartens',
    permission: needs('KindergartenPeriods', 'read'),
    request: { path: z.object({ kindergartenId: idField('Детска градина') }) },
    reply: {
      kind: 'json',
      schema: z.object({ kindergartenId: z.string(), periods: z.array(schoolYear) }),
    },
    summary: 'Учебните години на една от детските градини на потребителя',
  },
  {
    id: 'kindergartens.partners',
    method: 'GET',
    path: '/api/Partners',
    area: 'kindergartens',
    permission: needs('KindergartenResources', 'read'),
    request: {
      query: z.object({
        OrderByColumn: z.enum(['Name', 'name']).optional().meta({ title: 'Подредба' }),
        OrderByDescending: queryBoolean.optional().meta({ title: 'Низходящо' }),
        kindergartenId: kindergartenGuard(),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(partner), paged: true },
    summary: 'Партньорите (издателства) на детската градина: по един запис в менюто „Ресурси“',
  },
  {
    id: 'kindergartens.institutions',
    method: 'GET',
    path: '/api/administration/kindergarten/institutions-overview',
    area: 'kindergartens',
    permission: needs('Kindergartens', 'read', false),
    request: {
      query: z.object({
        Name: z.string().trim().max(200).optional().meta({ title: 'Име' }),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(institutionOverview), paged: true },
    summary:
      'Всички детски градини в страната по име (търсене по част от името или населеното място); имената и населените места са публична информация от регистъра',
  },
] as const satisfies readonly RouteDef[];
