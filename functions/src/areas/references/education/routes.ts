import type { educationReferenceRoutes } from '@gradina/shared/manifest/routes/references/education';
import {
  documentsAggregateKind,
  lessonsAggregateKind,
  resultsAggregateKind,
} from '../../../domain/education/aggregates';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { referenceFile, referencePage } from '../mon-references/references';
import { documentRows, documentTotals, lessonRows, lessonTotals, resultRows, resultTotals } from './figures';
import { documentsWorkbook, lessonsWorkbook, resultsWorkbook } from './workbooks';

/**
 * The МОН and municipality references of education (issue #30): each reads the kindergarten-month
 * aggregates of its kind in the caller's reach (1 Query for a municipality, 8 for the country), the
 * kindergartens of the reach and the ЕКАТТЕ names, never a group's or a child's record. No loaders.
 */
export const educationReferenceImplementations: FeatureRoutes<typeof educationReferenceRoutes> = {
  'references.lessons': async ({ session, query }) =>
    referencePage(session, lessonsAggregateKind, query, lessonRows, lessonTotals),
  'references.exportLessons': async ({ session, query, event }) =>
    atRequestTime(event.headers, () =>
      referenceFile(
        session,
        lessonsAggregateKind,
        query,
        'Проведени и пропуснати ситуации',
        lessonRows,
        lessonTotals,
        lessonsWorkbook,
      ),
    ),
  'references.studentsResult': async ({ session, query }) =>
    referencePage(session, resultsAggregateKind, query, resultRows, resultTotals),
  'references.exportStudentsResult': async ({ session, query, event }) =>
    atRequestTime(event.headers, () =>
      referenceFile(
        session,
        resultsAggregateKind,
        query,
        'Образователни резултати',
        resultRows,
        resultTotals,
        resultsWorkbook,
      ),
    ),
  'references.documents': async ({ session, query }) =>
    referencePage(session, documentsAggregateKind, query, documentRows, documentTotals),
  'references.exportDocuments': async ({ session, query, event }) =>
    atRequestTime(event.headers, () =>
      referenceFile(
        session,
        documentsAggregateKind,
        query,
        'Издадени документи',
        documentRows,
        documentTotals,
        documentsWorkbook,
      ),
    ),
};
