import type {
  DocumentFigures,
  DocumentRow,
  LessonFigures,
  LessonRow,
  PortfolioFigures,
  PortfolioRow,
  ResultFigures,
  ResultRow,
} from '@gradina/shared/manifest/routes/references/education';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { apiQuery } from '../../../api/query';
import { formatCount } from '../../../ui/format/numbers';
import { pageSize, type RangeFilters } from './queries';
import { ReferencePage, type ReferenceScreen } from './ReferencePage';
import { figure, place, placeOnly, totalsPlace } from './screens';

/**
 * The МОН/municipality screens of education (issue #30): lessons held and missed, the children's results by
 * level (the diagnostics of „kids-diagnostics“), the documents issued and the children's portfolios, per
 * kindergarten over the months,
 * from the kindergartens' monthly aggregates only.
 */

const page = (f: RangeFilters, n: number) => ({ query: { ...f, PageNumber: n, PageSize: pageSize } });

const lessonsScreen: ReferenceScreen<LessonRow, LessonFigures> = {
  slug: 'lessons',
  title: 'Проведени ситуации',
  description:
    'Потвърдените от учителите дни на групите, проведените и пропуснатите теми от годишните планове.',
  period: 'range',
  useRows: (f, n, enabled) => useQuery({ ...apiQuery('references.lessons', page(f, n)), enabled }),
  columns: [
    ...place<LessonRow>(),
    figure<LessonRow>('days', 'Дни на групи', (r) => r.days),
    figure<LessonRow>('held', 'Проведени', (r) => r.held),
    figure<LessonRow>('missed', 'Пропуснати', (r) => r.missed),
    {
      id: 'rate',
      header: 'Проведени (%)',
      cell: (r) => (r.heldRate === null ? '—' : `${r.heldRate.toLocaleString('bg-BG')} %`),
      td: { ta: 'right' },
    },
  ],
  totalsRow: (t) => ({ ...totalsPlace, ...t }),
  exports: [
    {
      label: 'Ситуации (Excel)',
      testId: 'references-export-lessons',
      run: (f) => callApi('references.exportLessons', { query: placeOnly(f) }),
    },
  ],
  minWidth: 800,
};

const levels = (stage: string, list: (r: ResultRow) => number[]) => (r: ResultRow) =>
  list(r)
    .map((n, i) => `${stage}${i + 1}: ${formatCount(n)}`)
    .join(' · ');

const resultsScreen: ReferenceScreen<ResultRow, ResultFigures> = {
  slug: 'kids-diagnostics',
  title: 'Диагностика на децата',
  description:
    'Оценките на децата по образователни направления в началото и в края на учебната година, по нива (1 – най-ниското).',
  period: 'range',
  useRows: (f, n, enabled) => useQuery({ ...apiQuery('references.studentsResult', page(f, n)), enabled }),
  columns: [
    ...place<ResultRow>(),
    figure<ResultRow>('start', 'Оценки в началото', (r) => r.startAssessments),
    { id: 'startLevels', header: 'По нива', cell: levels('н', (r) => r.startLevels) },
    figure<ResultRow>('end', 'Оценки в края', (r) => r.endAssessments),
    { id: 'endLevels', header: 'По нива', cell: levels('н', (r) => r.endLevels) },
  ],
  totalsRow: (t) => ({ ...totalsPlace, ...t }),
  exports: [
    {
      label: 'Резултати (Excel)',
      testId: 'references-export-results',
      run: (f) => callApi('references.exportStudentsResult', { query: placeOnly(f) }),
    },
  ],
  minWidth: 900,
};

const documentsScreen: ReferenceScreen<DocumentRow, DocumentFigures> = {
  slug: 'documents',
  title: 'Издадени документи',
  description:
    'Удостоверенията за завършена подготвителна група и за преместване, издадени от детските градини.',
  period: 'range',
  useRows: (f, n, enabled) => useQuery({ ...apiQuery('references.documents', page(f, n)), enabled }),
  columns: [
    ...place<DocumentRow>(),
    figure<DocumentRow>('preschool', 'За завършена ПГ', (r) => r.preschoolCertificates),
    figure<DocumentRow>('relocation', 'За преместване', (r) => r.relocationCertificates),
  ],
  totalsRow: (t) => ({ ...totalsPlace, ...t }),
  exports: [
    {
      label: 'Документи (Excel)',
      testId: 'references-export-documents',
      run: (f) => callApi('references.exportDocuments', { query: placeOnly(f) }),
    },
  ],
  minWidth: 700,
};

const portfoliosScreen: ReferenceScreen<PortfolioRow, PortfolioFigures> = {
  slug: 'portfolios',
  title: 'Портфолиа',
  description:
    'Портфолиата на децата, направени в периода, с разделите им (хобита, награди, пътешествия) и снимките.',
  period: 'range',
  useRows: (f, n, enabled) => useQuery({ ...apiQuery('references.portfolios', page(f, n)), enabled }),
  columns: [
    ...place<PortfolioRow>(),
    figure<PortfolioRow>('portfolios', 'Портфолиа', (r) => r.portfolios),
    figure<PortfolioRow>('hobbies', 'Хобита', (r) => r.hobbies),
    figure<PortfolioRow>('awards', 'Награди', (r) => r.awards),
    figure<PortfolioRow>('journeys', 'Пътешествия', (r) => r.journeys),
    figure<PortfolioRow>('photos', 'Снимки', (r) => r.photos),
  ],
  totalsRow: (t) => ({ ...totalsPlace, ...t }),
  exports: [
    {
      label: 'Портфолиа (Excel)',
      testId: 'references-export-portfolios',
      run: (f) => callApi('references.exportPortfolios', { query: placeOnly(f) }),
    },
  ],
  minWidth: 800,
};

export const LessonsReferencePage = () => <ReferencePage screen={lessonsScreen} />;
export const KidsDiagnosticsPage = () => <ReferencePage screen={resultsScreen} />;
export const DocumentsPage = () => <ReferencePage screen={documentsScreen} />;
export const PortfoliosReferencePage = () => <ReferencePage screen={portfoliosScreen} />;
