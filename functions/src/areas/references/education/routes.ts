import type { educationReferenceRoutes } from '@gradina/shared/manifest/routes/references/education';
import {
  documentsAggregateKind,
  lessonsAggregateKind,
  portfoliosAggregateKind,
  resultsAggregateKind,
} from '../../../domain/education/aggregates';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import type { FileReply } from '../../../platform/http/replies';
import type { RouteSession } from '../../../platform/http/route-session';
import { referenceFile, referencePage } from '../mon-references/references';
import { educationFigures } from './figures';
import { documentsWorkbook, lessonsWorkbook, portfoliosWorkbook, resultsWorkbook } from './workbooks';

type PageArgs<R extends { municipalityCode: string | null }, T> = Parameters<typeof referencePage<R, T>>;
/** Every workbook of the report kit answers the file (a promise of it). */
type FileArgs<R extends { municipalityCode: string | null }, T> = Parameters<
  typeof referenceFile<R, T, FileReply>
>;

/**
 * One reference of an aggregate kind: its page and its Excel twin, both from the same rows and totals (the
 * file at the request's time, for its heading).
 */
function reference<R extends { municipalityCode: string | null }, T>(
  kind: string,
  title: string,
  { rows, totals }: { rows: PageArgs<R, T>[3]; totals: PageArgs<R, T>[4] },
  workbook: FileArgs<R, T>[6],
) {
  return {
    page: async ({ session, query }: { session: RouteSession; query: PageArgs<R, T>[2] }) =>
      referencePage(session, kind, query, rows, totals),
    file: async ({
      session,
      query,
      event,
    }: {
      session: RouteSession;
      query: FileArgs<R, T>[2];
      event: { headers: Record<string, string | undefined> };
    }) =>
      atRequestTime(
        event.headers,
        async (): Promise<FileReply> => referenceFile(session, kind, query, title, rows, totals, workbook),
      ),
  };
}

const lessons = reference(
  lessonsAggregateKind,
  'Проведени и пропуснати ситуации',
  educationFigures.lessons,
  lessonsWorkbook,
);
const results = reference(
  resultsAggregateKind,
  'Образователни резултати',
  educationFigures.results,
  resultsWorkbook,
);
const documents = reference(
  documentsAggregateKind,
  'Издадени документи',
  educationFigures.documents,
  documentsWorkbook,
);
const portfolios = reference(
  portfoliosAggregateKind,
  'Портфолиа на децата',
  educationFigures.portfolios,
  portfoliosWorkbook,
);

/**
 * The МОН and municipality references of education (issue #30): each reads the kindergarten-month
 * aggregates of its kind in the caller's reach (1 Query for a municipality, 8 for the country), the
 * kindergartens of the reach and the ЕКАТТЕ names, never a group's or a child's record. No loaders.
 */
export const educationReferenceImplementations: FeatureRoutes<typeof educationReferenceRoutes> = {
  'references.lessons': lessons.page,
  'references.exportLessons': lessons.file,
  'references.studentsResult': results.page,
  'references.exportStudentsResult': results.file,
  'references.documents': documents.page,
  'references.exportDocuments': documents.file,
  'references.portfolios': portfolios.page,
  'references.exportPortfolios': portfolios.file,
};
