import { formatDateDigits, formatMonth } from '@gradina/shared/format-dates';
import type {
  AttendanceRow,
  StaffCountRow,
  SubstitutionRow,
} from '@gradina/shared/manifest/routes/references/mon-references';
import {
  madeOnLine,
  type ReportCell,
  type ReportColumn,
  workbookFile,
} from '../../../platform/documents/table-report';
import type { AttendanceFigures, attendanceMonthRows, StaffFigures, SubstitutionFigures } from './summaries';

/**
 * The references' Excel files through the report kit: a title naming the period and who it covers, Bulgarian
 * headers, one row per kindergarten (and month), the totals last.
 */

export interface Heading {
  title: string;
  /** The area it covers: "Цялата страна", "Община PDV22"... */
  reach: string;
  fromMonth: string;
  toMonth: string;
}

export type Cell = ReportCell;
export type Column = ReportColumn;

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${String(new Date(Date.UTC(y!, m!, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** "от 01.09.2026 до 30.11.2026": the first day of the first month to the last day of the last. */
export const periodText = (fromMonth: string, toMonth: string) =>
  `от ${formatDateDigits(`${fromMonth}-01`)} до ${formatDateDigits(lastDay(toMonth))}`;

const rate = (r: number | null) => (r === null ? '' : r);

export const workbook = (
  fileName: string,
  sheetName: string,
  heading: Heading,
  columns: Column[],
  rows: Cell[][],
  totals: Cell[],
) =>
  workbookFile(fileName, [
    {
      sheetName,
      title: heading.title,
      lines: [`${heading.reach}, ${periodText(heading.fromMonth, heading.toMonth)}`, madeOnLine()],
      columns,
      rows,
      totals,
    },
  ]);

export const place: Column[] = [
  { header: 'Детска градина', width: 40 },
  { header: 'Община', width: 18 },
];
/** The kindergarten and its municipality, by its ЕКАТТЕ name when known (issue #26: not „PDV22“). */
export const placeCells = (r: {
  kindergartenName: string;
  municipalityCode: string | null;
  municipalityName?: string | null;
}): Cell[] => [r.kindergartenName, r.municipalityName ?? r.municipalityCode ?? ''];

const attendanceColumns: Column[] = [
  { header: 'Дете-месеци', width: 12 },
  { header: 'Присъствия (дни)', width: 13 },
  { header: 'Извинени отсъствия (дни)', width: 14 },
  { header: 'Неизвинени отсъствия (дни)', width: 14 },
  { header: 'По семейни причини (дни)', width: 14 },
  { header: 'Посещаемост (%)', width: 12 },
  { header: 'Деца с над 2 неизвинени дни', width: 14 },
];
const attendanceCells = (f: AttendanceFigures): Cell[] => [
  f.childMonths,
  f.presentDays,
  f.excusedDays,
  f.unexcusedDays,
  f.familyReasonDays,
  rate(f.attendanceRate),
  f.unexcusedOver2,
];

/** `attendances/export`: the on-screen reference, one row per kindergarten. */
export const attendanceWorkbook = (heading: Heading, rows: AttendanceRow[], totals: AttendanceFigures) =>
  workbook(
    'poseshtaemost',
    'Посещаемост',
    heading,
    [...place, { header: 'Месеци', width: 8 }, ...attendanceColumns],
    rows.map((r) => [...placeCells(r), r.months, ...attendanceCells(r)]),
    ['Общо', '', '', ...attendanceCells(totals)],
  );

/** `absences/export`: the absences of each kindergarten month by month. */
export const absencesWorkbook = (
  heading: Heading,
  rows: ReturnType<typeof attendanceMonthRows>,
  totals: AttendanceFigures,
) =>
  workbook(
    'otsastviya',
    'Отсъствия',
    heading,
    [
      ...place,
      { header: 'Месец', width: 16 },
      { header: 'Деца в задължителна възраст', width: 14 },
      { header: 'Неизвинени отсъствия (дни)', width: 14 },
      { header: 'Извинени отсъствия (дни)', width: 14 },
      { header: 'По семейни причини (дни)', width: 14 },
      { header: 'Деца с над 2 неизвинени дни', width: 14 },
    ],
    rows.map((r) => [
      ...placeCells(r),
      formatMonth(`${r.month}-01`),
      r.compulsoryChildMonths,
      r.unexcusedDays,
      r.excusedDays,
      r.familyReasonDays,
      r.unexcusedOver2,
    ]),
    [
      'Общо',
      '',
      '',
      totals.compulsoryChildMonths,
      totals.unexcusedDays,
      totals.excusedDays,
      totals.familyReasonDays,
      totals.unexcusedOver2,
    ],
  );

/**
 * `smp/export`: the month's summary for social assistance per kindergarten. The personal АСП file (ЕГН, names)
 * is each kindergarten's own (`/api/AttendanceReferences/smp/export`); across kindergartens only counts leave.
 */
export const smpWorkbook = (heading: Heading, rows: AttendanceRow[], totals: AttendanceFigures) =>
  workbook(
    'asp-obobshtenie',
    'АСП',
    heading,
    [
      ...place,
      { header: 'Деца в задължителна възраст', width: 14 },
      { header: 'Не посещават редовно (над 2 неизвинени дни)', width: 18 },
      { header: 'Извинени отсъствия (дни)', width: 14 },
      { header: 'Неизвинени отсъствия (дни)', width: 14 },
    ],
    rows.map((r) => [
      ...placeCells(r),
      r.compulsoryChildMonths,
      r.unexcusedOver2,
      r.excusedDays,
      r.unexcusedDays,
    ]),
    [
      'Общо',
      '',
      totals.compulsoryChildMonths,
      totals.unexcusedOver2,
      totals.excusedDays,
      totals.unexcusedDays,
    ],
  );

const substitutionCells = (f: SubstitutionFigures): Cell[] => [f.count, f.days, f.hours, f.teachers];

export const substitutionsWorkbook = (
  heading: Heading,
  rows: SubstitutionRow[],
  totals: SubstitutionFigures,
) =>
  workbook(
    'zamestvaniya',
    'Замествания',
    heading,
    [
      ...place,
      { header: 'Замествания', width: 12 },
      { header: 'Дни', width: 8 },
      { header: 'Часове', width: 8 },
      { header: 'Заместващи учители', width: 12 },
    ],
    rows.map((r) => [...placeCells(r), ...substitutionCells(r)]),
    ['Общо', '', ...substitutionCells(totals)],
  );

const staffCells = (f: StaffFigures): Cell[] => [
  f.total,
  f.pedagogical,
  f.nonPedagogical,
  f.directors,
  ...f.workingTimes,
];

export const staffCountWorkbook = (heading: Heading, rows: StaffCountRow[], totals: StaffFigures) =>
  workbook(
    'personal',
    'Персонал',
    heading,
    [
      ...place,
      { header: 'Към месец', width: 16 },
      { header: 'Общо', width: 8 },
      { header: 'Педагогически', width: 13 },
      { header: 'Непедагогически', width: 14 },
      { header: 'Директори', width: 10 },
      { header: 'Пълно работно време', width: 11 },
      { header: 'Почасово', width: 10 },
      { header: 'Непълно работно време', width: 11 },
      { header: 'На самостоятелна работа', width: 12 },
    ],
    rows.map((r) => [...placeCells(r), formatMonth(`${r.month}-01`), ...staffCells(r)]),
    ['Общо', '', '', ...staffCells(totals)],
  );
