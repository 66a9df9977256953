import type { ClassSubjectType } from '@gradina/shared';
import { educationalAreaNames, teachingTime } from '@gradina/shared/education/education';
import type { ProgramSubject } from '@gradina/shared/manifest/routes/planning/class-programs';
import { workingDatesBetween } from '../../../domain/attendance/working-days';
import { weekdayOf } from '../../../domain/calendar';
import { groupFor } from '../../../domain/education/access';
import { programFor } from '../../../domain/education/program-access';
import { programsOf, subjectsOfPrograms } from '../../../domain/education/programs';
import { column } from '../../../platform/documents/report-model';
import { kindergartenNameOf, madeOnLine, workbookFile } from '../../../platform/documents/table-report';
import { notFound } from '../../../platform/http/errors';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { readSchoolYear } from '../year-plan/items';
import { subjectTypeKey } from './programs';

/**
 * The yearly plan of a group by the four kinds of subjects, and the printed programme (issue #30). The
 * yearly count of a subject is its teaching dates: the group's working days of the teaching time on the
 * subject's weekdays (the calendar: 2 Queries for the whole year).
 */

const weekdayNames = ['', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'нд'];
const typeNames: Record<ClassSubjectType, string> = {
  1: 'Задължително',
  2: 'Избираемо',
  3: 'Факултативно',
  4: 'Специализирано',
};

/** Each subject's situations a week and in the year (the count of working dates on its weekdays). Pure. */
export function yearlyRows(subjects: readonly ProgramSubject[], workingDates: readonly string[]) {
  const byWeekday = new Map<number, number>();
  for (const d of workingDates) byWeekday.set(weekdayOf(d), (byWeekday.get(weekdayOf(d)) ?? 0) + 1);
  return subjects.map((s) => ({
    id: s.id,
    name: s.name,
    area: s.area,
    type: s.type,
    weekly: s.weekdays.length,
    yearly: s.weekdays.reduce((n, w) => n + (byWeekday.get(w) ?? 0), 0),
  }));
}

export async function yearlySchoolPlan(session: TenantRouteSession, classId: string) {
  const [group, programs] = await Promise.all([
    groupFor(session, classId, 'read'),
    programsOf(session.kindergartenId, classId),
  ]);
  const year = await readSchoolYear(session.kindergartenId, group.periodId);
  if (!year) throw notFound('Учебната година на групата не е намерена.');
  const { fromDate, toDate } = teachingTime(year.yearFrom);
  const dates = await workingDatesBetween(session.kindergartenId, fromDate, toDate, classId);
  const plan = {
    classId,
    className: group.name,
    mandatory: [],
    optional: [],
    facultative: [],
    specialized: [],
  } as {
    classId: string;
    className: string;
  } & Record<
    (typeof subjectTypeKey)[ClassSubjectType],
    { id: string; name: string; area: ProgramSubject['area']; weekly: number; yearly: number }[]
  >;
  for (const { type, ...row } of yearlyRows(subjectsOfPrograms(programs), dates))
    plan[subjectTypeKey[type]].push(row);
  return plan;
}

/** The programme for print (the report kit: A4, the header repeated), with its subjects by kind. */
export async function programReceipt(session: TenantRouteSession, id: string) {
  const [{ program, group }, kindergarten] = await Promise.all([
    programFor(session, id, 'read'),
    kindergartenNameOf(session.kindergartenId),
  ]);
  const subjects = [...program.subjects].sort((a, b) => a.type - b.type);
  return workbookFile('programa', [
    {
      sheetName: 'Програма',
      kindergarten,
      title: program.name,
      lines: [`Група: ${group.name}`, `Срок: ${program.term === 1 ? 'първи' : 'втори'}`, madeOnLine()],
      columns: [
        column.text('Вид', 16),
        column.text('Направление', 30),
        column.text('Образователно направление', 30),
        column.text('Дни', 18),
        column.number('Ситуации седмично', 12),
      ],
      rows: subjects.map((s) => [
        typeNames[s.type],
        s.name,
        educationalAreaNames[s.area],
        s.weekdays.map((w) => weekdayNames[w]).join(', '),
        s.weekdays.length,
      ]),
      totals: ['Общо', '', '', '', subjects.reduce((n, s) => n + s.weekdays.length, 0)],
    },
  ]);
}
