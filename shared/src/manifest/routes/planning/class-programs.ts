import { z } from 'zod';
import { AgeGroup, EducationalArea } from '../../../education/education';
import { ClassSubjectType, Weekday } from '../../../enums';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { choice, fileReplyKind, id, kindergartenGuard, optionalText } from '../../../schemas/fields';
import { groupId } from '../../../schemas/ids';
import { versionField } from '../../../schemas/version';
import { defineRoutes, needs } from '../../route';

/**
 * The groups' programmes (issue #30): a group's programme of a term lists the subjects it teaches, each of a
 * ClassSubjectType (1-4), with its educational area and the weekdays it is held on; the year plan places
 * topics on those weekdays. Programmes are copied from another group's (`subjects-copy`), printed
 * (`receipt`) and summed up in the yearly plan by kind (`yearlySchoolPlan`). Lists page by 15.
 */

export const programSubjectsMax = 30;
export const classProgramPageSize = 15;

export const programSubject = z.object({
  /** The kindergarten's subject (settings › subjects). */
  id: z.string(),
  name: z.string(),
  type: z.enum(ClassSubjectType),
  area: z.enum(EducationalArea),
  /** 1 Monday … 5 Friday. */
  weekdays: z.array(z.number().int()),
});
export type ProgramSubject = z.infer<typeof programSubject>;

export const classProgram = z.object({
  id: z.string(),
  classId: z.string(),
  className: z.string(),
  periodId: z.string(),
  programNumber: z.number().int(),
  name: z.string(),
  term: z.number().int(),
  ageGroup: z.enum(AgeGroup),
  subjects: z.array(programSubject),
  version: z.number().int(),
});
export type ClassProgram = z.infer<typeof classProgram>;

export const classProgramRow = classProgram
  .omit({ subjects: true })
  .extend({ subjectsCount: z.number().int() });
export type ClassProgramRow = z.infer<typeof classProgramRow>;

export const programListQuery = z.object({
  kindergartenId: kindergartenGuard(),
  classId: id('Група').optional(),
  term: z.coerce.number().int().min(1).max(2).optional().meta({ title: 'Срок' }),
  ...pageQuery,
});

export const programSubjectInput = z.object({
  id: id('Направление'),
  type: choice(ClassSubjectType, 'Вид'),
  area: choice(EducationalArea, 'Образователно направление'),
  weekdays: z.array(choice(Weekday, 'Ден от седмицата')).min(1).max(5).meta({ title: 'Дни от седмицата' }),
});

const yearlyRow = z.object({
  id: z.string(),
  name: z.string(),
  area: z.enum(EducationalArea),
  /** Situations a week and in the school year (its teaching dates). */
  weekly: z.number().int(),
  yearly: z.number().int(),
});

const groupPath = z.object({ classId: id('Група') });
const programPath = z.object({ id: id('Програма') });

export const planningClassProgramRoutes = defineRoutes('planning', {
  classProgramsOverview: {
    method: 'GET',
    path: '/api/ClassPrograms/overview-models',
    permission: needs('ClassPrograms', 'read'),
    request: { query: programListQuery },
    reply: { kind: 'json', schema: paged(classProgramRow), paged: true },
    summary: 'Програмите на групите в избраната учебна година (по 15 на страница); учител: своите групи',
  },
  classProgram: {
    method: 'GET',
    path: '/api/ClassPrograms/{id}',
    permission: needs('ClassPrograms', 'read'),
    request: { path: programPath },
    reply: { kind: 'json', schema: classProgram },
    summary: 'Програма на група с направленията ѝ, вида, образователното направление и дните им',
  },
  saveClassProgram: {
    method: 'POST',
    path: '/api/ClassPrograms',
    permission: needs('ClassPrograms', 'create'),
    // A teacher of the group or a manager: the handler checks the group the programme is for.
    object: 'none',
    request: {
      body: z.object({
        id: id('Програма').optional(),
        version: versionField().optional(),
        classId: groupId(),
        term: choice({ First: 1, Second: 2 } as const, 'Срок'),
        name: optionalText('Наименование', 150),
        ageGroup: choice(AgeGroup, 'Възрастова група'),
        subjects: z.array(programSubjectInput).max(programSubjectsMax).meta({ title: 'Направления' }),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Записва програмата на група за срок (направление, което градината няма: 400 с номера му; една програма за група и срок)',
  },
  deleteClassProgram: {
    method: 'DELETE',
    path: '/api/ClassPrograms/{id}',
    permission: needs('ClassPrograms', 'delete'),
    // The programme's group decides (its teachers and the managers): the handler reads it with the programme.
    object: 'none',
    request: { path: programPath },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива програма (годишните планове на групата остават)',
  },
  classProgramNames: {
    method: 'GET',
    path: '/api/ClassPrograms/names/{classId}',
    permission: needs('ClassPrograms', 'read'),
    request: { path: groupPath },
    reply: {
      kind: 'json',
      schema: z.array(z.object({ id: z.string(), name: z.string(), term: z.number().int() })),
    },
    summary: 'Имената на програмите на групата',
  },
  classProgramSubjectsCopy: {
    method: 'GET',
    path: '/api/ClassPrograms/subjects-copy/{id}',
    permission: needs('ClassPrograms', 'read'),
    request: { path: programPath },
    reply: { kind: 'json', schema: z.array(programSubject) },
    summary: 'Направленията на програма, за копиране в друга',
  },
  classProgramReceipt: {
    method: 'GET',
    path: '/api/ClassPrograms/receipt/{id}',
    permission: needs('ClassPrograms', 'read'),
    request: { path: programPath },
    reply: fileReplyKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
    summary: 'Програмата за печат (Excel, A4): направления по вид, дни от седмицата, брой ситуации',
  },
  classProgramOptions: {
    method: 'GET',
    path: '/api/ClassPrograms/options/{classId}',
    permission: needs('ClassPrograms', 'read'),
    request: { path: groupPath },
    reply: { kind: 'json', schema: z.array(z.object({ id: z.string(), name: z.string() })) },
    summary: 'Програмите на другите групи от същата учебна година, от които може да се копират направления',
  },
  yearlySchoolPlan: {
    method: 'GET',
    path: '/api/complex/administration/yearlySchoolPlan/{classId}',
    permission: needs('ClassPrograms', 'read'),
    request: { path: groupPath },
    reply: {
      kind: 'json',
      schema: z.object({
        classId: z.string(),
        className: z.string(),
        mandatory: z.array(yearlyRow),
        optional: z.array(yearlyRow),
        facultative: z.array(yearlyRow),
        specialized: z.array(yearlyRow),
      }),
    },
    summary:
      'Годишният план на групата по четирите вида направления: ситуации седмично и за годината (по учебните дни)',
  },
});
