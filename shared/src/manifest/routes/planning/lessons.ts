import { z } from 'zod';
import { LessonKind } from '../../../enums';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { choice, id, optionalText, text } from '../../../schemas/fields';
import { groupId } from '../../../schemas/ids';
import { defineRoutes, needs } from '../../route';

/**
 * Lessons held (issue #30): each day the teacher confirms which of the day's planned topics were held, with
 * a note; a planned topic not held is missed (listed, and movable to another day in the plan). Besides the
 * plan's situations a day may carry the group's other activities and the sleep (`LessonKind`). A day off
 * (type DayOff) refuses entries. One item per group and day (`<classId>_<date>` is its id).
 */

export const lessonsPerDayMax = 20;

export const dayTopic = z.object({
  /** The topic of the year plan. */
  topicId: z.string(),
  classSubjectId: z.string(),
  subjectName: z.string(),
  title: z.string(),
  /** null: the day is not confirmed yet. */
  held: z.boolean().nullable(),
});
export type DayTopic = z.infer<typeof dayTopic>;

export const dayEntry = z.object({
  id: z.string(),
  kind: z.enum(LessonKind),
  title: z.string(),
  note: z.string(),
});

export const lessonDay = z.object({
  id: z.string(),
  classId: z.string(),
  date: z.string(),
  confirmed: z.boolean(),
  note: z.string(),
  topics: z.array(dayTopic),
  entries: z.array(dayEntry),
  held: z.number().int(),
  missed: z.number().int(),
});
export type LessonDay = z.infer<typeof lessonDay>;

export const lessonsQuery = z.object({
  classId: id('Група'),
  fromDate: dateField('От дата'),
  toDate: dateField('До дата'),
  /** Only the days with a missed topic. */
  missedOnly: z.enum(['true', 'false']).optional(),
  ...pageQuery,
});

export const lessonsMaxDays = 92;

export const planningLessonRoutes = defineRoutes('planning', {
  lessonsOverview: {
    method: 'GET',
    path: '/api/Lessons/overview-models',
    permission: needs('Lessons', 'read'),
    request: { query: lessonsQuery },
    reply: { kind: 'json', schema: paged(lessonDay), paged: true },
    summary:
      'Учебните дни на група за период (до 92 дни): планираните теми, кои са проведени и кои пропуснати; учител: своите групи',
  },
  lessonDay: {
    method: 'GET',
    path: '/api/lessons/{id}',
    permission: needs('Lessons', 'read'),
    request: { path: z.object({ id: id('Ден') }) },
    reply: { kind: 'json', schema: lessonDay },
    summary: 'Един ден на групата (`<групата>_<датата>`): планираните теми и отбелязаното',
  },
  saveLessonEntry: {
    method: 'POST',
    path: '/api/Lessons',
    permission: needs('Lessons', 'create'),
    // The group decides: the handler checks that the caller teaches it (or manages the kindergarten).
    object: 'none',
    request: {
      body: z.object({
        classId: groupId(),
        date: dateField('Дата'),
        kind: choice(LessonKind, 'Вид'),
        title: text('Наименование', 200),
        note: optionalText('Бележка', 1000),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Добавя към деня дейност или сън (или ситуация извън плана); почивен ден: 400',
  },
  confirmLessons: {
    method: 'POST',
    path: '/api/Lessons/confirm',
    permission: needs('Lessons', 'update'),
    object: 'none',
    request: {
      body: z.object({
        classId: groupId(),
        date: dateField('Дата'),
        /** The day's planned topics by their subject, each held or not. */
        topics: z
          .array(z.object({ classSubjectId: id('Направление'), topicId: id('Тема'), held: z.boolean() }))
          .max(lessonsPerDayMax)
          .meta({ title: 'Теми' }),
        note: optionalText('Бележка', 1000),
      }),
    },
    reply: { kind: 'json', schema: saveReply.extend({ held: z.number().int(), missed: z.number().int() }) },
    summary:
      'Потвърждава проведените теми на деня (непроведените са пропуснати); почивен ден или тема извън плана на деня: 400',
  },
});
