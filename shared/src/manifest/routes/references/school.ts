import { z } from 'zod';
import { ResultStage } from '../../../education/education';
import { choice, id, kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';
import { xlsx } from './activities';

/**
 * The school-style references of the spec's `/references/*` screens (issue #32), each served by the
 * kindergarten's real analogue (docs/decisions.md, "Issue #32: the school-style references"): absences by
 * group and month from the attendance aggregates; the doctors named on the medical notices (a child's
 * personal doctor signs them) with their children; the educational results' levels by area for the grades;
 * the teachers' notes of the assessments for the remarks and the children's support for the supports. Each
 * report of the kindergarten's school year is one table with Bulgarian headers and its Excel twin.
 */

export const SchoolReport = [
  'absences',
  'general-practitioners',
  'general-practitioners-students',
  'general-practitioners-teachers',
  'term-grades',
  'average-students-grades',
  'excellent-students',
  'low-grades',
  'count-low-grades',
  'remarks-praises',
  'sanctions-supports',
] as const;
export type SchoolReport = (typeof SchoolReport)[number];

const cell = z.union([z.string(), z.number(), z.null()]);

/** A report as the screen shows it and the workbook prints it (the report kit's sheet). */
export const schoolSheet = z.object({
  title: z.string(),
  /** What it covers: the school year, the group, the stage. */
  lines: z.array(z.string()),
  columns: z.array(z.object({ header: z.string(), kind: z.enum(['text', 'number', 'decimal']) })),
  rows: z.array(z.array(cell)),
  /** The totals row under the rows, when the report has one. */
  totals: z.array(cell).nullable(),
});
export type SchoolSheet = z.infer<typeof schoolSheet>;

const request = {
  path: z.object({ report: z.enum(SchoolReport).meta({ title: 'Справка' }) }),
  query: z.object({
    kindergartenId: kindergartenGuard(),
    /** The school year (default: the session's). */
    periodId: id('Учебна година').optional(),
    groupId: id('Група').optional(),
    /** The results' stage for the grade reports (default: the end of the year). */
    stage: z.coerce.number().pipe(choice(ResultStage, 'Етап')).optional().meta({ title: 'Етап' }),
  }),
};

export const schoolReferenceRoutes = defineRoutes('references', {
  schoolReport: {
    method: 'GET',
    path: '/api/References/{report}',
    permission: needs('References', 'read'),
    request,
    reply: { kind: 'json', schema: schoolSheet },
    summary:
      'Справка на детската градина за учебна година: отсъствия, лекари, резултати по направления, бележки, подкрепа',
  },
  exportSchoolReport: {
    method: 'GET',
    path: '/api/References/{report}/export',
    permission: needs('References', 'read'),
    request,
    reply: xlsx,
    summary: 'Справката като Excel (.xlsx)',
  },
});
