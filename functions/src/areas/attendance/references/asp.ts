import { GroupAgeKinds, lastDayOfMonth, schoolYearStartOf } from '@gradina/shared';
import { formatDateDigits } from '@gradina/shared/format-dates';
import type { ReferenceTable } from '@gradina/shared/manifest/routes/attendance/references';
import { type ChildMonthCells, dateOf, isCompulsory } from './cells';
import { encodeCp1251 } from './cp1251';
import { kindOf } from './statuses';
import { bgMonth, type Row, text } from './tables';

/**
 * The monthly file for social assistance (АСП, child benefits), DOMAIN-NOTES' import format: CP1251, one line
 * per child of compulsory age, 16 fields separated by `|` in this order: institution code | school year |
 * month | ID type | ЕГН/ЛНЧ | first | middle | last name | basic class | class code | group code | class
 * name | attends regularly | unsubscription date | excused | unexcused.
 */

/** A stay of the child in a group (the group rosters' placement history): first and last day (null: open). */
export interface AspStay {
  groupId: string;
  fromDate: string;
  toDate: string | null;
}

export interface AspChild {
  childId: string;
  identifierType: number;
  identifier: string;
  firstName: string;
  middleName: string;
  lastName: string;
  birthDate: string;
  leftOn?: string | null;
  /** The child's stays in the kindergarten's groups, in any order; they never overlap. */
  stays: readonly AspStay[];
  /** The child's child-months of the month (two when the child moved between groups; none before a mark). */
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

/**
 * НЕИСПУО's preschool group code (BasicClassID, DOMAIN-NOTES): nursery -5, first -4, second -3, third -6,
 * fourth -1. The group's age kind decides; the preparatory groups (one kind for the third and the fourth
 * group) are told apart by the child's year: turning 5 in the school year's first calendar year is the third
 * group, 6 or more the fourth. Without a group, the child's year alone decides (the same ages).
 */
export function basicClassOf(
  group: Pick<AspGroup, 'ageKind'> | undefined,
  birthDate: string,
  schoolYear: number,
) {
  const turns = schoolYear - Number(birthDate.slice(0, 4));
  switch (group?.ageKind) {
    case GroupAgeKinds.Nursery:
      return -5;
    case GroupAgeKinds.FirstGroup:
      return -4;
    case GroupAgeKinds.Kindergarten:
      return -3;
    case GroupAgeKinds.PGGroups:
      return turns <= 5 ? -6 : -1;
  }
  if (turns <= 2) return -5;
  if (turns === 3) return -4;
  if (turns === 4) return -3;
  return turns === 5 ? -6 : -1;
}

/** The school year a month belongs to, by its starting year (НЕИСПУО's convention: 2026 = 2026/27). */
export const schoolYearOfMonth = (month: string) => schoolYearStartOf(lastDayOfMonth(month));

/** For child benefits any absence from 1 June to 14 September counts as excused (DOMAIN-NOTES). */
const summerExcused = (month: string, day: number) => {
  const md = `${month.slice(5, 7)}-${String(day).padStart(2, '0')}`;
  return md >= '06-01' && md <= '09-14';
};

/** More unexcused days than this in the month: the child does not attend regularly. */
const regularLimit = 2;

/** The stay covering `date`, if any. */
export const stayOn = (stays: readonly AspStay[], date: string) =>
  stays.find((s) => s.fromDate <= date && (s.toDate === null || date <= s.toDate));

/** The stays that share at least a day with the month, in date order. */
export function staysInMonth(stays: readonly AspStay[], month: string): AspStay[] {
  const from = `${month}-01`;
  const to = lastDayOfMonth(month);
  return stays
    .filter((s) => s.fromDate <= to && (s.toDate === null || s.toDate >= from))
    .sort((a, b) => a.fromDate.localeCompare(b.fromDate));
}

/**
 * Whether a marked day counts: a child-day counts once, in the group the child was in that day (a mark left
 * in another group's month, from before the placement history, is not counted twice). Without stays, all do.
 */
const countsInGroup = (stays: readonly AspStay[], c: ChildMonthCells, day: number) =>
  stays.length === 0 || stayOn(stays, dateOf(c.month, day))?.groupId === c.groupId;

/** Excused and unexcused days of a child's month as social assistance counts them. */
export function aspDays(
  months: readonly ChildMonthCells[],
  stays: readonly AspStay[] = [],
): { excused: number; unexcused: number } {
  let excused = 0;
  let unexcused = 0;
  for (const c of months)
    for (const [day, status] of Object.entries(c.days)) {
      if (!countsInGroup(stays, c, Number(day))) continue;
      const kind = kindOf(status);
      if (kind === 'excused' || (kind === 'unexcused' && summerExcused(c.month, Number(day)))) excused += 1;
      else if (kind === 'unexcused') unexcused += 1;
    }
  return { excused, unexcused };
}

const clean = (v: string) => v.replace(/[|\r\n]+/g, ' ').trim();

/** The children the file is about: enrolled on a day of the month (a stay in it) and of compulsory age. */
export const aspChildrenOf = (children: readonly AspChild[], month: string) =>
  children.filter((c) => staysInMonth(c.stays, month).length > 0 && isCompulsory(c.birthDate, month));

/**
 * The file's lines: every child of compulsory age enrolled in `month` (marked or not yet), by group and name.
 * Fields 9-12 all describe the group the child was in on the month's last day (the last day in the
 * kindergarten for a child who left): its code twice (basic class and group code agree), its НЕИСПУО class
 * code and its name. `groupIds` keeps the lines of the groups the caller sees (by that last group).
 */
export function aspRows(input: {
  institutionCode: string;
  month: string;
  children: readonly AspChild[];
  groups: ReadonlyMap<string, AspGroup>;
  groupIds?: ReadonlySet<string>;
}): AspRow[] {
  const { month } = input;
  const schoolYear = schoolYearOfMonth(month);
  const monthEnd = lastDayOfMonth(month);
  const collator = new Intl.Collator('bg');
  return aspChildrenOf(input.children, month)
    .map((c) => ({ c, last: staysInMonth(c.stays, month).at(-1)! }))
    .filter(({ last }) => !input.groupIds || input.groupIds.has(last.groupId))
    .map(({ c, last }) => {
      const group = input.groups.get(last.groupId);
      const code = basicClassOf(group, c.birthDate, schoolYear);
      const { excused, unexcused } = aspDays(c.months, c.stays);
      return {
        institutionCode: clean(input.institutionCode),
        schoolYear,
        month: Number(month.slice(5, 7)),
        idType: c.identifierType,
        identifier: clean(c.identifier),
        firstName: clean(c.firstName),
        middleName: clean(c.middleName),
        lastName: clean(c.lastName),
        basicClass: code,
        classCode: clean(group?.neispuoCode ?? ''),
        groupCode: code,
        className: clean(group?.name ?? ''),
        attendsRegularly: unexcused <= regularLimit ? 1 : 0,
        unsubscriptionDate: c.leftOn && c.leftOn <= monthEnd ? formatDateDigits(c.leftOn) : '',
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
