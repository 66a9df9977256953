import type * as education from '@gradina/shared/manifest/routes/references/education';
import { column } from '../../../platform/documents/table-report';
import {
  type Cell,
  type Column,
  type Heading,
  place,
  placeCells,
  workbook,
} from '../mon-references/workbooks';

/** The education references as Excel (the report kit through the references' workbook), one row a kindergarten. */

type Place = Parameters<typeof placeCells>[0];

/**
 * A reference's workbook: the kindergarten and its municipality, then the reference's own columns (some
 * depend on the totals: a level column per level of the template), a row a kindergarten and the totals.
 */
const placeWorkbook =
  <F>(fileName: string, sheetName: string, columns: (totals: F) => Column[], cells: (f: F) => Cell[]) =>
  (heading: Heading, rows: (F & Place)[], totals: F) =>
    workbook(
      fileName,
      sheetName,
      heading,
      [...place, ...columns(totals)],
      rows.map((r) => [...placeCells(r), ...cells(r)]),
      ['Общо', '', ...cells(totals)],
    );

/** Number columns by header and width, in the order written (the kit's `textColumns` for numbers). */
const numbers = (widths: Record<string, number>): Column[] =>
  Object.entries(widths).map(([header, width]) => column.number(header, width));

export const lessonsWorkbook = placeWorkbook<education.LessonFigures>(
  'provedeni-situacii',
  'Ситуации',
  () => [
    ...numbers({ 'Потвърдени дни на групи': 14, 'Проведени ситуации': 13, 'Пропуснати ситуации': 13 }),
    { header: 'Проведени (%)', width: 11, kind: 'percent' },
  ],
  (f) => [f.days, f.held, f.missed, f.heldRate ?? ''],
);

const levelColumns = (stage: string, count: number): Column[] =>
  Array.from({ length: count }, (_, i) => ({ header: `${stage}: ниво ${i + 1}`, width: 10, kind: 'number' }));

export const resultsWorkbook = placeWorkbook<education.ResultFigures>(
  'obrazovatelni-rezultati',
  'Резултати',
  (totals) => [
    ...numbers({ 'Оценки в началото': 11 }),
    ...levelColumns('Начало', totals.startLevels.length),
    ...numbers({ 'Оценки в края': 11 }),
    ...levelColumns('Край', totals.endLevels.length),
  ],
  (f) => [f.startAssessments, ...f.startLevels, f.endAssessments, ...f.endLevels],
);

export const documentsWorkbook = placeWorkbook<education.DocumentFigures>(
  'izdadeni-dokumenti',
  'Документи',
  () => numbers({ 'Удостоверения за завършена подготвителна група': 18, 'Удостоверения за преместване': 16 }),
  (f) => [f.preschoolCertificates, f.relocationCertificates],
);

export const portfoliosWorkbook = placeWorkbook<education.PortfolioFigures>(
  'portfolia',
  'Портфолиа',
  () => numbers({ Портфолиа: 11, Хобита: 10, Награди: 10, Пътешествия: 12, Снимки: 10 }),
  (f) => [f.portfolios, f.hobbies, f.awards, f.journeys, f.photos],
);
