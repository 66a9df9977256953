import type {
  DocumentFigures,
  DocumentRow,
  LessonFigures,
  LessonRow,
  ResultFigures,
  ResultRow,
} from '@gradina/shared/manifest/routes/references/education';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/client';
import { apiQuery } from '../../../api/query';
import { formatCount } from '../../../ui/format/numbers';
import type { EntityColumn } from '../../../ui/table/EntityTable';
import { pageSize, type RangeFilters } from './queries';
import { ReferencePage, type ReferenceScreen } from './ReferencePage';

/**
 * The МОН/municipality screens of education (issue #30): lessons held and missed, the children's results by
 * level (the diagnostics of „kids-diagnostics“) and the documents issued, per kindergarten over the months,
 * from the kindergartens' monthly aggregates only.
 */

const right = { ta: 'right' as const };
const count = <R extends object>(id: string, header: string, value: (r: R) => number): EntityColumn<R> => ({
  id,
  header,
  cell: (r) => formatCount(value(r)),
  td: right,
});
const name = <
  R extends {
    kindergartenName: string;
    municipalityName?: string | null | undefined;
    municipalityCode: string | null;
  },
>(): EntityColumn<R>[] => [
  { id: 'name', header: 'Детска градина', cell: (r) => r.kindergartenName, td: { fw: 600 } },
  { id: 'municipality', header: 'Община', cell: (r) => r.municipalityName ?? r.municipalityCode ?? '' },
];
const total = {
  kindergartenId: '',
  kindergartenName: 'Общо',
  municipalityCode: null,
  regionCode: null,
  months: 0,
};
const placeOnly = ({ fromMonth, toMonth, regionCode, municipalityCode }: RangeFilters) => ({
  fromMonth,
  toMonth,
  regionCode,
  municipalityCode,
});
const page = (f: RangeFilters, n: number) => ({ query: { ...f, PageNumber: n, PageSize: pageSize } });

const lessonsScreen: ReferenceScreen<LessonRow, LessonFigures> = {
  slug: 'lessons',
  title: 'Проведени ситуации',
  description:
    'Потвърдените от учителите дни на групите, проведените и пропуснатите теми от годишните планове.',
  period: 'range',
  useRows: (f, n, enabled) => useQuery({ ...apiQuery('references.lessons', page(f, n)), enabled }),
  columns: [
    ...name<LessonRow>(),
    count<LessonRow>('days', 'Дни на групи', (r) => r.days),
    count<LessonRow>('held', 'Проведени', (r) => r.held),
    count<LessonRow>('missed', 'Пропуснати', (r) => r.missed),
    {
      id: 'rate',
      header: 'Проведени (%)',
      cell: (r) => (r.heldRate === null ? '—' : `${r.heldRate.toLocaleString('bg-BG')} %`),
      td: right,
    },
  ],
  totalsRow: (t) => ({ ...total, ...t }),
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
    ...name<ResultRow>(),
    count<ResultRow>('start', 'Оценки в началото', (r) => r.startAssessments),
    { id: 'startLevels', header: 'По нива', cell: levels('н', (r) => r.startLevels) },
    count<ResultRow>('end', 'Оценки в края', (r) => r.endAssessments),
    { id: 'endLevels', header: 'По нива', cell: levels('н', (r) => r.endLevels) },
  ],
  totalsRow: (t) => ({ ...total, ...t }),
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
    ...name<DocumentRow>(),
    count<DocumentRow>('preschool', 'За завършена ПГ', (r) => r.preschoolCertificates),
    count<DocumentRow>('relocation', 'За преместване', (r) => r.relocationCertificates),
  ],
  totalsRow: (t) => ({ ...total, ...t }),
  exports: [
    {
      label: 'Документи (Excel)',
      testId: 'references-export-documents',
      run: (f) => callApi('references.exportDocuments', { query: placeOnly(f) }),
    },
  ],
  minWidth: 700,
};

export const LessonsReferencePage = () => <ReferencePage screen={lessonsScreen} />;
export const KidsDiagnosticsPage = () => <ReferencePage screen={resultsScreen} />;
export const DocumentsPage = () => <ReferencePage screen={documentsScreen} />;
