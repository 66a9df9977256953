import type * as education from '@gradina/shared/manifest/routes/references/education';
import {
  type Cell,
  type Column,
  type Heading,
  place,
  placeCells,
  workbook,
} from '../mon-references/workbooks';

/** The education references as Excel (the report kit through the references' workbook), one row a kindergarten. */

const lessonColumns: Column[] = [
  { header: 'Потвърдени дни на групи', width: 14, kind: 'number' },
  { header: 'Проведени ситуации', width: 13, kind: 'number' },
  { header: 'Пропуснати ситуации', width: 13, kind: 'number' },
  { header: 'Проведени (%)', width: 11, kind: 'percent' },
];
const lessonCells = (f: education.LessonFigures): Cell[] => [f.days, f.held, f.missed, f.heldRate ?? ''];

export const lessonsWorkbook = (
  heading: Heading,
  rows: education.LessonRow[],
  totals: education.LessonFigures,
) =>
  workbook(
    'provedeni-situacii',
    'Ситуации',
    heading,
    [...place, ...lessonColumns],
    rows.map((r) => [...placeCells(r), ...lessonCells(r)]),
    ['Общо', '', ...lessonCells(totals)],
  );

const levelColumns = (stage: string, count: number): Column[] =>
  Array.from({ length: count }, (_, i) => ({ header: `${stage}: ниво ${i + 1}`, width: 10, kind: 'number' }));
const resultCells = (f: education.ResultFigures): Cell[] => [
  f.startAssessments,
  ...f.startLevels,
  f.endAssessments,
  ...f.endLevels,
];

export const resultsWorkbook = (
  heading: Heading,
  rows: education.ResultRow[],
  totals: education.ResultFigures,
) =>
  workbook(
    'obrazovatelni-rezultati',
    'Резултати',
    heading,
    [
      ...place,
      { header: 'Оценки в началото', width: 11, kind: 'number' },
      ...levelColumns('Начало', totals.startLevels.length),
      { header: 'Оценки в края', width: 11, kind: 'number' },
      ...levelColumns('Край', totals.endLevels.length),
    ],
    rows.map((r) => [...placeCells(r), ...resultCells(r)]),
    ['Общо', '', ...resultCells(totals)],
  );

const documentCells = (f: education.DocumentFigures): Cell[] => [
  f.preschoolCertificates,
  f.relocationCertificates,
];

export const documentsWorkbook = (
  heading: Heading,
  rows: education.DocumentRow[],
  totals: education.DocumentFigures,
) =>
  workbook(
    'izdadeni-dokumenti',
    'Документи',
    heading,
    [
      ...place,
      { header: 'Удостоверения за завършена подготвителна група', width: 18, kind: 'number' },
      { header: 'Удостоверения за преместване', width: 16, kind: 'number' },
    ],
    rows.map((r) => [...placeCells(r), ...documentCells(r)]),
    ['Общо', '', ...documentCells(totals)],
  );

const portfolioCells = (f: education.PortfolioFigures): Cell[] => [
  f.portfolios,
  f.hobbies,
  f.awards,
  f.journeys,
  f.photos,
];

export const portfoliosWorkbook = (
  heading: Heading,
  rows: education.PortfolioRow[],
  totals: education.PortfolioFigures,
) =>
  workbook(
    'portfolia',
    'Портфолиа',
    heading,
    [
      ...place,
      { header: 'Портфолиа', width: 11, kind: 'number' },
      { header: 'Хобита', width: 10, kind: 'number' },
      { header: 'Награди', width: 10, kind: 'number' },
      { header: 'Пътешествия', width: 12, kind: 'number' },
      { header: 'Снимки', width: 10, kind: 'number' },
    ],
    rows.map((r) => [...placeCells(r), ...portfolioCells(r)]),
    ['Общо', '', ...portfolioCells(totals)],
  );
