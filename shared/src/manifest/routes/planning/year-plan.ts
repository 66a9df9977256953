import { z } from 'zod';
import { AgeGroup, EducationalArea, PlanState } from '../../../education/education';
import { ClassSubjectType } from '../../../enums';
import { queryBoolean, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { groupId } from '../../../schemas/ids';
import { versionField } from '../../../schemas/version';
import { defineRoutes, needs } from '../../route';

/**
 * The year's plan of a group and subject (issue #30): the teacher chooses the publisher, the publisher's
 * topics of the group's age group and the subject's educational area are placed on the subject's teaching
 * dates (its weekdays in the group's programme, 15.09-31.05, without the days off), and the teacher moves
 * them, adds topics of their own and saves or cancels the plan (created → saved → cancelled). One item per
 * group and subject holds the whole year's plan.
 */

export const planTopicsMax = 400;

export const plannedTopic = z.object({
  id: z.string(),
  date: z.string(),
  title: z.string(),
  expectedResults: z.string(),
  /** The teacher's own topic, not the publisher's. */
  custom: z.boolean(),
});
export type PlannedTopic = z.infer<typeof plannedTopic>;

export const yearPlan = z.object({
  classId: z.string(),
  className: z.string(),
  classSubjectId: z.string(),
  subjectName: z.string(),
  area: z.enum(EducationalArea),
  ageGroup: z.enum(AgeGroup),
  publisherId: z.string().nullable(),
  publisherName: z.string().nullable(),
  /** null: no plan yet (the publisher's topics are only proposed). */
  state: z.enum(PlanState).nullable(),
  topics: z.array(plannedTopic),
  version: z.number().int(),
});
export type YearPlan = z.infer<typeof yearPlan>;

export const planningDate = z.object({ date: z.string(), weekday: z.number().int() });

const groupSubject = {
  classId: groupId(),
  classSubjectId: id('Направление'),
};

export const termDate = z.object({
  id: z.string(),
  term: z.number().int(),
  name: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
});
export type TermDate = z.infer<typeof termDate>;

export const schoolSubject = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ClassSubjectType).optional(),
  subject: z.object({ id: z.number().int(), name: z.string() }).optional(),
});

export const planningYearPlanRoutes = defineRoutes('planning', {
  planningThemes: {
    method: 'GET',
    path: '/api/SubjectTopics/planning-themes/{publisherId}/{classId}/{classSubjectId}',
    permission: needs('EducationPlanTopics', 'read'),
    request: { path: z.object({ publisherId: id('Издателство'), ...groupSubject }) },
    reply: { kind: 'json', schema: yearPlan },
    summary:
      'Годишният план на групата по направлението: запазеният план, или темите на издателството, разпределени по учебните дни (предложение)',
  },
  planningDates: {
    method: 'GET',
    path: '/api/SubjectTopics/planning-dates/{classId}/{classSubjectId}',
    permission: needs('EducationPlanTopics', 'read'),
    request: { path: z.object(groupSubject) },
    reply: { kind: 'json', schema: z.array(planningDate) },
    summary:
      'Учебните дни на направлението в групата: дните от седмицата в програмата ѝ, 15.09-31.05, без почивните дни',
  },
  createPublisherPlan: {
    method: 'POST',
    path: '/api/Publisher/{classId}/{classSubjectId}',
    permission: needs('EducationPlanTopics', 'create'),
    // The group's teachers and the managers: the handler checks the group, as the plan is the group's.
    object: 'none',
    request: { path: z.object(groupSubject), body: z.object({ publisherId: id('Издателство') }) },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Избира издателството: темите му се разпределят по учебните дни на направлението (план в състояние „предложен“)',
  },
  savePlan: {
    method: 'POST',
    path: '/api/SubjectTopics/planning-save',
    permission: needs('EducationPlanTopics', 'update'),
    object: 'none',
    request: {
      body: z.object({
        ...groupSubject,
        version: versionField(),
        topics: z
          .array(
            z.object({
              id: id('Тема').optional(),
              date: dateField('Дата'),
              title: text('Тема', 300),
              expectedResults: optionalText('Очаквани резултати', 2000),
              custom: z.boolean().optional(),
            }),
          )
          .max(planTopicsMax)
          .meta({ title: 'Теми' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Запазва плана с преместените и добавените теми; тема в неучебен или почивен ден: 400 с номера ѝ',
  },
  cancelPlan: {
    method: 'POST',
    path: '/api/SubjectTopics/planning-cancel/{classId}/{classSubjectId}',
    permission: needs('EducationPlanTopics', 'update'),
    object: 'none',
    request: { path: z.object(groupSubject) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Отказва плана (състояние „отказан“); нов избор на издателство започва отначало',
  },
  subjects: {
    method: 'GET',
    path: '/api/Subjects',
    permission: needs('Subjects', 'read', false),
    request: {},
    reply: { kind: 'json', schema: z.array(z.object({ id: z.number().int(), name: z.string() })) },
    summary: 'Седемте образователни направления по Наредба № 5/2016',
  },
  schoolSubjects: {
    method: 'GET',
    path: '/api/SchoolSubjects',
    permission: needs('Subjects', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        IncludeSubject: queryBoolean.optional(),
        IncludeType: queryBoolean.optional(),
      }),
    },
    reply: { kind: 'json', schema: z.array(schoolSubject) },
    summary:
      'Направленията на детската градина; с IncludeType видът им, с IncludeSubject образователното направление, към което се отнасят',
  },
  schoolYearTermDates: {
    method: 'GET',
    path: '/api/SchoolYearTermDates/',
    permission: needs('Subjects', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: { kind: 'json', schema: z.array(termDate) },
    summary: 'Сроковете на избраната учебна година (I: 15.09-31.01, II: 01.02-31.05)',
  },
});

/** A day of a group's week with the topics its saved plans put on it. */
export const weekDay = z.object({
  date: z.string(),
  topics: z.array(z.object({ subjectName: z.string(), title: z.string(), expectedResults: z.string() })),
});

export const planningWeekRoutes = defineRoutes('planning', {
  weekThemes: {
    method: 'GET',
    path: '/api/SubjectTopics/week/{classId}',
    // The plan of the week is what parents read too (their child's group): the weekly schedule's right.
    permission: needs('WeeklySchedules', 'read'),
    request: {
      path: z.object({ classId: id('Група') }),
      query: z.object({ date: dateField('Дата') }),
    },
    reply: { kind: 'json', schema: z.array(weekDay) },
    summary:
      'Темите на седмицата (от понеделник до петък около датата) от запазените планове на групата; родител: групата на детето си',
  },
});
