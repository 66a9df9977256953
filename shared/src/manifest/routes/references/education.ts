import { z } from 'zod';
import { pageQuery } from '../../../schemas/common';
import { defineRoutes } from '../../route';
import { oversight, report, xlsx } from './activities';
import { referenceFilters, where } from './mon-references';

/**
 * The МОН and municipality references of education (issue #30): lessons held and missed, the children's
 * educational results, the documents issued (preschool and relocation certificates) and the children's
 * portfolios, per kindergarten over a month range, read only from the kindergarten-month aggregates of kinds
 * `lessons`, `results`, `documents` and `portfolios` (never a group's plan, a child's result, a certificate or
 * a portfolio). Each has an Excel twin.
 */

/** A reference's row: the kindergarten and its place, then the reference's figures (one shape for all). */
const placed = <S extends z.ZodRawShape>(figures: z.ZodObject<S>) => z.object({ ...where, ...figures.shape });

export const lessonFigures = z.object({
  /** Group-days confirmed by the teachers. */
  days: z.number().int(),
  held: z.number().int(),
  missed: z.number().int(),
  /** Held of the planned topics, in percent with one decimal; null without any. */
  heldRate: z.number().nullable(),
});
export type LessonFigures = z.infer<typeof lessonFigures>;
export const lessonRow = placed(lessonFigures);
export type LessonRow = z.infer<typeof lessonRow>;

/** Children's area assessments at each level (index 0: level 1, the lowest), at the start and at the end. */
export const resultFigures = z.object({
  startAssessments: z.number().int(),
  endAssessments: z.number().int(),
  startLevels: z.array(z.number().int()),
  endLevels: z.array(z.number().int()),
});
export type ResultFigures = z.infer<typeof resultFigures>;
export const resultRow = placed(resultFigures);
export type ResultRow = z.infer<typeof resultRow>;

export const documentFigures = z.object({
  preschoolCertificates: z.number().int(),
  relocationCertificates: z.number().int(),
});
export type DocumentFigures = z.infer<typeof documentFigures>;
export const documentRow = placed(documentFigures);
export type DocumentRow = z.infer<typeof documentRow>;

/** Portfolios made in the range, with their sections by type (hobby, award, journey) and photos. */
export const portfolioFigures = z.object({
  portfolios: z.number().int(),
  hobbies: z.number().int(),
  awards: z.number().int(),
  journeys: z.number().int(),
  photos: z.number().int(),
});
export type PortfolioFigures = z.infer<typeof portfolioFigures>;
export const portfolioRow = placed(portfolioFigures);
export type PortfolioRow = z.infer<typeof portfolioRow>;

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
  portfolios: {
    method: 'GET',
    path: '/api/MONReferences/portfolios',
    permission: oversight,
    request: { query: listQuery },
    reply: { kind: 'json', schema: report(portfolioRow, portfolioFigures), paged: true },
    summary:
      'Портфолиата на децата по детски градини: направени в периода, с разделите им по вид и снимките (от агрегати)',
  },
  exportPortfolios: {
    method: 'GET',
    path: '/api/MONReferences/portfolios/export',
    permission: oversight,
    request: { query: referenceFilters },
    reply: xlsx,
    summary: 'Портфолиата като Excel (.xlsx)',
  },
});
