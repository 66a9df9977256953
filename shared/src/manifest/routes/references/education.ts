import { z } from 'zod';
import { pageQuery } from '../../../schemas/common';
import { defineRoutes } from '../../route';
import { oversight, report, xlsx } from './activities';
import { referenceFilters, where } from './mon-references';

/**
 * The МОН and municipality references of education (issue #30): lessons held and missed, the children's
 * educational results, and the documents issued (preschool and relocation certificates), per kindergarten
 * over a month range, read only from the kindergarten-month aggregates of kinds `lessons`, `results` and
 * `documents` (never a group's plan, a child's result or a certificate). Each has an Excel twin.
 */

export const lessonFigures = z.object({
  /** Group-days confirmed by the teachers. */
  days: z.number().int(),
  held: z.number().int(),
  missed: z.number().int(),
  /** Held of the planned topics, in percent with one decimal; null without any. */
  heldRate: z.number().nullable(),
});
export type LessonFigures = z.infer<typeof lessonFigures>;
export const lessonRow = z.object({ ...where, ...lessonFigures.shape });
export type LessonRow = z.infer<typeof lessonRow>;

/** Children's area assessments at each level (index 0: level 1, the lowest), at the start and at the end. */
export const resultFigures = z.object({
  startAssessments: z.number().int(),
  endAssessments: z.number().int(),
  startLevels: z.array(z.number().int()),
  endLevels: z.array(z.number().int()),
});
export type ResultFigures = z.infer<typeof resultFigures>;
export const resultRow = z.object({ ...where, ...resultFigures.shape });
export type ResultRow = z.infer<typeof resultRow>;

export const documentFigures = z.object({
  preschoolCertificates: z.number().int(),
  relocationCertificates: z.number().int(),
});
export type DocumentFigures = z.infer<typeof documentFigures>;
export const documentRow = z.object({ ...where, ...documentFigures.shape });
export type DocumentRow = z.infer<typeof documentRow>;

const listQuery = referenceFilters.safeExtend(pageQuery);

export const educationReferenceRoutes = defineRoutes('references', {
  lessons: {
    method: 'GET',
    path: '/api/MONReferences/lessons',
    permission: oversight,
    request: { query: listQuery },
    reply: { kind: 'json', schema: report(lessonRow, lessonFigures), paged: true },
    summary: 'Проведените и пропуснатите ситуации по детски градини за период от месеци (от агрегати)',
  },
  exportLessons: {
    method: 'GET',
    path: '/api/MONReferences/lessons/export',
    permission: oversight,
    request: { query: referenceFilters },
    reply: xlsx,
    summary: 'Проведените ситуации като Excel (.xlsx)',
  },
  studentsResult: {
    method: 'GET',
    path: '/api/MONReferences/students-result',
    permission: oversight,
    request: { query: listQuery },
    reply: { kind: 'json', schema: report(resultRow, resultFigures), paged: true },
    summary:
      'Образователните резултати по детски градини: оценки по направления в началото и края на годината по нива (от агрегати)',
  },
  exportStudentsResult: {
    method: 'GET',
    path: '/api/MONReferences/students-result/export',
    permission: oversight,
    request: { query: referenceFilters },
    reply: xlsx,
    summary: 'Образователните резултати като Excel (.xlsx)',
  },
  documents: {
    method: 'GET',
    path: '/api/MONReferences/documents',
    permission: oversight,
    request: { query: listQuery },
    reply: { kind: 'json', schema: report(documentRow, documentFigures), paged: true },
    summary: 'Издадените удостоверения (за завършена подготвителна група, за преместване) по детски градини',
  },
  exportDocuments: {
    method: 'GET',
    path: '/api/MONReferences/documents/export',
    permission: oversight,
    request: { query: referenceFilters },
    reply: xlsx,
    summary: 'Издадените документи като Excel (.xlsx)',
  },
});
