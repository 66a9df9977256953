import { z } from 'zod';
import { paged, queryBoolean, saveReply } from '../../../schemas/common';
import { id } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';
import { classProgram, classProgramRow, programListQuery, programSubject } from '../planning/class-programs';
import { termDate } from '../planning/year-plan';

/**
 * The groups' programmes as the `classes` controller answers them (issue #30): the same programmes the
 * planning area keeps (functions/src/domain/education), read by group. The area follows the spec's
 * `classes` prefix; the records and their rules are the education domain's.
 */

export const kindergartenClassProgramRoutes = defineRoutes('kindergartens', {
  groupPrograms: {
    method: 'GET',
    path: '/api/classes/programs',
    permission: needs('ClassPrograms', 'read'),
    request: { query: programListQuery },
    reply: { kind: 'json', schema: paged(classProgramRow), paged: true },
    summary: 'Програмите на групите (по 15 на страница, по група и срок); учител: своите групи',
  },
  groupProgram: {
    method: 'GET',
    path: '/api/classes/programs/{id}',
    permission: needs('ClassPrograms', 'read'),
    request: {
      path: z.object({ id: id('Програма') }),
      query: z.object({
        includeClass: queryBoolean.optional(),
        includeSchoolTermDates: queryBoolean.optional(),
      }),
    },
    reply: {
      kind: 'json',
      schema: classProgram.extend({
        class: z.object({ id: z.string(), name: z.string(), ageKind: z.number().int() }).optional(),
        schoolTermDates: z.array(termDate).optional(),
      }),
    },
    summary: 'Програма на група; с includeClass групата, с includeSchoolTermDates сроковете на годината',
  },
  deleteGroupProgram: {
    method: 'DELETE',
    path: '/api/classes/programs/{id}',
    permission: needs('ClassPrograms', 'delete'),
    // The programme's group decides (its teachers and the managers): the handler reads it with the programme.
    object: 'none',
    request: { path: z.object({ id: id('Програма') }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива програма на група',
  },
  groupSubjects: {
    method: 'GET',
    path: '/api/classes/{classId}/subjects',
    permission: needs('ClassPrograms', 'read'),
    request: { path: z.object({ classId: id('Група') }) },
    reply: { kind: 'json', schema: z.array(programSubject) },
    summary: 'Направленията на групата от програмите ѝ (всяко веднъж), с вида и дните им',
  },
});
