import { z } from 'zod';
import { paged, pageQuery, queryBoolean, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { id, kindergartenGuard } from '../../../schemas/fields';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/** School years of a kindergarten: the list, one year, saving (one active year) and deleting. */

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

export const kindergartenSchoolYearRoutes = defineRoutes('kindergartens', {
  schoolYears: {
    method: 'GET',
    path: '/api/KindergartenPeriods',
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
  schoolYearOverview: {
    method: 'GET',
    path: '/api/KindergartenPeriods/overview-models',
    permission: needs('KindergartenPeriods', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard(), ...pageQuery }) },
    reply: { kind: 'json', schema: paged(schoolYearOverview), paged: true },
    summary: 'Учебните години с броя групи във всяка и дали може да се изтрие (настройки › учебни години)',
  },
  schoolYear: {
    method: 'GET',
    path: '/api/KindergartenPeriods/{id}',
    permission: needs('KindergartenPeriods', 'read'),
    request: { path: z.object({ id: id('Учебна година') }) },
    reply: { kind: 'json', schema: schoolYear },
    summary: 'Една учебна година на избраната детска градина',
  },
  deleteSchoolYear: {
    method: 'DELETE',
    path: '/api/KindergartenPeriods/{id}',
    permission: needs('KindergartenPeriods', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id('Учебна година') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива учебна година; активната и година с групи не се изтриват (409)',
  },
  saveSchoolYear: {
    method: 'POST',
    path: '/api/KindergartenPeriods',
    permission: needs('KindergartenPeriods', 'update'),
    object: kindergartenObject,
    request: {
      body: z
        .object({
          id: id('Учебна година').optional(),
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
  schoolYearsOfKindergarten: {
    method: 'GET',
    path: '/api/KindergartenPeriods/periods/{kindergartenId}',
    permission: needs('KindergartenPeriods', 'read'),
    request: { path: z.object({ kindergartenId: id('Детска градина') }) },
    reply: {
      kind: 'json',
      schema: z.object({ kindergartenId: z.string(), periods: z.array(schoolYear) }),
    },
    summary: 'Учебните години на една от детските градини на потребителя',
  },
});
