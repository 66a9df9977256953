import { GroupAgeKinds } from '@gradina/shared';
import type { ReferenceTable } from '@gradina/shared/manifest/routes/attendance/references';
import { type ChildMonthCells, isCompulsory } from './cells';
import { encodeCp1251 } from './cp1251';
import { kindOf } from './statuses';
import { bgDate, bgMonth, type Row, text } from './tables';

/**
 * The monthly file for social assistance (АСП, child benefits), DOMAIN-NOTES' import format: CP1251, one line
 * per child of compulsory age, 16 fields separated by `|` in this order: institution code | school year |
 * month | ID type | ЕГН/ЛНЧ | first | middle | last name | basic class | class code | group code | class
 * name | attends regularly | unsubscription date | excused | unexcused.
 */

export interface AspChild {
  childId: string;
  identifierType: number;
  identifier: string;
  firstName: string;
  middleName: string;
  lastName: string;
  birthDate: string;
  leftOn?: string | null;
  /** The child's child-months of the month (two when the child moved between groups). */
  months: readonly ChildMonthCells[];
}

export interface AspGroup {
  id: string;
  name: string;
  ageKind: number;
  neispuoCode?: string | null;
}

export const aspFields = [
  ['institutionCode', 'Код на институцията'],
  ['schoolYear', 'Учебна година'],
  ['month', 'Месец'],
  ['idType', 'Вид идентификатор'],
  ['identifier', 'ЕГН/ЛНЧ'],
  ['firstName', 'Име'],
  ['middleName', 'Презиме'],
  ['lastName', 'Фамилия'],
  ['basicClass', 'Основен клас'],
  ['classCode', 'Код на паралелка'],
  ['groupCode', 'Код на група'],
  ['className', 'Паралелка/група'],
  ['attendsRegularly', 'Посещава редовно'],
  ['unsubscriptionDate', 'Дата на отписване'],
  ['excused', 'Извинени дни'],
  ['unexcused', 'Неизвинени дни'],
] as const;

export type AspRow = Record<(typeof aspFields)[number][0], string | number>;

/** НЕИСПУО's preschool group codes (DOMAIN-NOTES): nursery -5, first -4, second -3, third -6, fourth -1. */
export function neispuoGroupOfAge(birthDate: string, schoolYear: number): number {
  const years = schoolYear - Number(birthDate.slice(0, 4));
  if (years <= 2) return -5;
  if (years === 3) return -4;
  if (years === 4) return -3;
  if (years === 5) return -6;
  return -1;
}

const groupCodeOfKind: Record<number, number> = {
  [GroupAgeKinds.Nursery]: -5,
  [GroupAgeKinds.FirstGroup]: -4,
  [GroupAgeKinds.Kindergarten]: -3,
  [GroupAgeKinds.PGGroups]: -1,
};

/** The school year a month belongs to, by its starting year (НЕИСПУО's convention: 2026 = 2026/27). */
export const schoolYearOfMonth = (month: string) =>
  Number(month.slice(0, 4)) - (Number(month.slice(5, 7)) >= 9 ? 0 : 1);

/** For child benefits any absence from 1 June to 14 September counts as excused (DOMAIN-NOTES). */
const summerExcused = (month: string, day: number) => {
  const md = `${month.slice(5, 7)}-${String(day).padStart(2, '0')}`;
  return md >= '06-01' && md <= '09-14';
};

/** More unexcused days than this in the month: the child does not attend regularly. */
const regularLimit = 2;

/** Excused and unexcused days of a child's month as social assistance counts them. */
export function aspDays(months: readonly ChildMonthCells[]): { excused: number; unexcused: number } {
  let excused = 0;
  let unexcused = 0;
  for (const c of months)
    for (const [day, status] of Object.entries(c.days)) {
      const kind = kindOf(status);
      if (kind === 'excused' || (kind === 'unexcused' && summerExcused(c.month, Number(day)))) excused += 1;
      else if (kind === 'unexcused') unexcused += 1;
    }
  return { excused, unexcused };
}

const clean = (v: string) => v.replace(/[|\r\n]+/g, ' ').trim();

/** The file's lines: the children of compulsory age who have a child-month in `month`, by group and name. */
export function aspRows(input: {
  institutionCode: string;
  month: string;
  children: readonly AspChild[];
  groups: ReadonlyMap<string, AspGroup>;
}): AspRow[] {
  const { month } = input;
  const schoolYear = schoolYearOfMonth(month);
  const monthEnd = `${month}-31`;
  const collator = new Intl.Collator('bg');
  return input.children
    .filter((c) => c.months.length > 0 && isCompulsory(c.birthDate, month))
    .map((c) => {
      // The group the child ended the month in: the child-month with the latest marked day.
      const lastDay = (x: ChildMonthCells) => Math.max(0, ...Object.keys(x.days).map(Number));
      const current = [...c.months].sort((a, b) => lastDay(b) - lastDay(a))[0]!;
      const group = input.groups.get(current.groupId);
      const { excused, unexcused } = aspDays(c.months);
      return {
        institutionCode: clean(input.institutionCode),
        schoolYear,
        month: Number(month.slice(5, 7)),
        idType: c.identifierType,
        identifier: clean(c.identifier),
        firstName: clean(c.firstName),
        middleName: clean(c.middleName),
        lastName: clean(c.lastName),
        basicClass: neispuoGroupOfAge(c.birthDate, schoolYear),
        classCode: clean(group?.neispuoCode ?? ''),
        groupCode: group ? (groupCodeOfKind[group.ageKind] ?? '') : '',
        className: clean(group?.name ?? ''),
        attendsRegularly: unexcused <= regularLimit ? 1 : 0,
        unsubscriptionDate: c.leftOn && c.leftOn <= monthEnd ? bgDate(c.leftOn) : '',
        excused,
        unexcused,
      };
    })
    .sort(
      (a, b) =>
        collator.compare(String(a.className), String(b.className)) ||
        collator.compare(`${a.firstName} ${a.lastName}`, `${b.firstName} ${b.lastName}`),
    );
}

/** The file itself: CP1251, fields joined by `|`, lines ended by CRLF (the import is a Windows program). */
export const aspFile = (rows: readonly AspRow[]) =>
  encodeCp1251(
    rows.map((r) => aspFields.map(([key]) => String(r[key])).join('|')).join('\r\n') +
      (rows.length ? '\r\n' : ''),
  );

/** The file's Excel twin and on-screen table: the same 16 columns. */
export function aspTable(month: string, rows: readonly AspRow[], scope: string): ReferenceTable {
  return {
    title: 'Месечна справка за социално подпомагане (АСП)',
    subtitle: `${scope}, ${bgMonth(month)}`,
    columns: aspFields.map(([key, label]) => ({
      ...text(key, label),
      numeric: key === 'excused' || key === 'unexcused',
    })),
    rows: rows.map((r) => ({ ...r }) as Row),
    totals: null,
  };
}
