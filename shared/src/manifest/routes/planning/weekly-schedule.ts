import { z } from 'zod';
import { ageGroups } from '../../../books/weekly-norm';
import { ScheduleItemType } from '../../../enums';
import { paged, pageQuery, queryBoolean, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { choice, id, kindergartenGuard, optionalText } from '../../../schemas/fields';
import { groupId } from '../../../schemas/ids';
import { editNamesVersion, versionField, versionRequired } from '../../../schemas/version';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * The weekly schedule of a group (седмично разписание): Monday to Friday, each day's pedagogical situations
 * by educational area, activities, breaks, or the whole day off (`ScheduleItemType`). The week's situations
 * are checked against the norm Наредба № 5/2016 sets for the group's age (shared/src/books/weekly-norm.ts).
 * The spec names the overview; one schedule, the save, the delete and a group's current schedule are ours.
 */

const time = (title: string) =>
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `Полето "${title}" трябва да е час във вида ЧЧ:ММ.` })
    .meta({ title });

export const scheduleItem = z.object({
  type: choice(ScheduleItemType, 'Вид'),
  /** The educational area of a pedagogical situation (1-7, shared/src/books/weekly-norm.ts). */
  areaId: z.number().int().min(1).max(7).optional().meta({ title: 'Образователно направление' }),
  name: optionalText('Наименование', 200),
  start: time('Начало').optional(),
  end: time('Край').optional(),
});

export const scheduleDay = z.object({
  weekday: z.number().int().min(1).max(5).meta({ title: 'Ден' }),
  items: z.array(scheduleItem).max(20).meta({ title: 'Дейности' }),
});

export const weeklySchedule = z.object({
  id: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  periodId: z.string(),
  name: z.string(),
  validFrom: z.string(),
  ageGroup: z.number().int(),
  days: z.array(
    z.object({
      weekday: z.number().int(),
      items: z.array(
        z.object({
          type: z.enum(ScheduleItemType),
          areaId: z.number().int().nullable(),
          areaName: z.string(),
          name: z.string(),
          start: z.string().nullable(),
          end: z.string().nullable(),
        }),
      ),
    }),
  ),
  situations: z.number().int(),
  required: z.number().int(),
  version: z.number().int(),
});
export type WeeklySchedule = z.infer<typeof weeklySchedule>;

export const weeklyScheduleBody = z
  .object({
    kindergartenId: kindergartenGuard(),
    id: id('Разписание').optional(),
    version: versionField().optional(),
    groupId: groupId(),
    name: optionalText('Наименование', 200),
    validFrom: dateField('В сила от'),
    ageGroup: z.number().int().pipe(z.literal(ageGroups)).meta({ title: 'Възрастова група' }),
    days: z.array(scheduleDay).min(1).max(5).meta({ title: 'Дни' }),
  })
  .refine(editNamesVersion, versionRequired);

export const scheduleRow = weeklySchedule.omit({ days: true });

export const planningWeeklyScheduleRoutes = defineRoutes('planning', {
  weeklyScheduleOverview: {
    method: 'GET',
    path: '/api/complex/classbook/weeklyScheduleOverview',
    permission: needs('WeeklySchedules', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        NameSearchTerm: z.string().trim().max(100).optional().meta({ title: 'Търсене' }),
        OrderByColumn: z.enum(['groupName', 'validFrom']).optional().meta({ title: 'Подредба' }),
        OrderByDescending: queryBoolean.optional().meta({ title: 'Низходящо' }),
        Term: z.string().trim().max(20).optional().meta({ title: 'Срок' }),
        schoolYearTermDateId: id('Учебна година').optional(),
        ...pageQuery,
      }),
    },
    reply: { kind: 'json', schema: paged(scheduleRow), paged: true },
    summary:
      'Седмичните разписания на групите (учител: своите групи, родител: групите на децата си) с броя ситуации спрямо нормата',
  },
  weeklySchedule: {
    method: 'GET',
    path: '/api/complex/classbook/weeklySchedule/{id}',
    permission: needs('WeeklySchedules', 'read'),
    request: { path: z.object({ id: id('Разписание') }) },
    reply: { kind: 'json', schema: weeklySchedule },
    summary: 'Едно седмично разписание (не е в спецификацията)',
  },
  groupWeeklySchedule: {
    method: 'GET',
    path: '/api/complex/classbook/weeklySchedule/group/{groupId}',
    permission: needs('WeeklySchedules', 'read'),
    request: {
      path: z.object({ groupId: id('Група') }),
      query: z.object({ kindergartenId: kindergartenGuard(), date: dateField('Дата').optional() }),
    },
    reply: { kind: 'json', schema: weeklySchedule.nullable() },
    summary: 'Разписанието на групата в сила към датата (днес), за /schedule (не е в спецификацията)',
  },
  saveWeeklySchedule: {
    method: 'POST',
    path: '/api/complex/classbook/weeklySchedule',
    permission: needs('WeeklySchedules', 'create'),
    object: kindergartenObject, // only managers write schedules (teachers and parents read them)
    request: { body: weeklyScheduleBody },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Ново или редактирано разписание; седмица под нормата на Наредба № 5/2016: 400',
  },
  deleteWeeklySchedule: {
    method: 'DELETE',
    path: '/api/complex/classbook/weeklySchedule/{id}',
    permission: needs('WeeklySchedules', 'delete'),
    object: kindergartenObject, // only managers write schedules (teachers and parents read them)
    request: { path: z.object({ id: id('Разписание') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива разписание (не е в спецификацията)',
  },
});
