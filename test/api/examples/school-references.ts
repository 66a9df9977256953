import type { RouteExamples } from '../route-examples';

/** Examples of the kindergarten's school-style references (issue #32): reads of the demo kindergarten. */
export const examples = {
  'references.schoolReport': (w) => ({
    path: { report: 'absences' },
    query: { kindergartenId: w.kindergartenId },
  }),
  'references.exportSchoolReport': (w) => ({
    path: { report: 'term-grades' },
    query: { kindergartenId: w.kindergartenId, stage: '2' },
  }),
} satisfies RouteExamples;
