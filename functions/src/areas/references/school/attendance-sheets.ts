import { ProcessingStatus, StudentAttendanceStatus as S, statusKind } from '@gradina/shared';
import { formatMonth } from '@gradina/shared/format-dates';
import type { SchoolSheet } from '@gradina/shared/manifest/routes/references/school';
import type { MedicalNoteFacts } from '../../../domain/attendance/medical-notes';
import { type Cell, col, ratio, type SheetHead, sumRow } from './sheet';

/**
 * The references read from attendance (issue #32): the absences by group and month (the attendance
 * aggregate's group scopes, never a child's days) and the doctors of the medical notices. Pure.
 */

type Counters = Readonly<Record<string, number>>;

export interface MonthScopes {
  month: string;
  scopes: readonly { scope: string | null; counters: Counters }[];
}

const byKind = (counters: Counters) => {
  const sums = { present: 0, excused: 0, unexcused: 0 };
  for (const [name, value] of Object.entries(counters)) {
    const status = /^s(\d+)$/.exec(name)?.[1];
    if (!status) continue;
    const kind = statusKind(Number(status));
    if (kind !== 'none') sums[kind] += value;
  }
  return sums;
};

/**
 * `/references/absences`: per group and month, the days present, the absences (excused and not, the sick
 * and the family-reason ones among them) and the attendance rate; a month without marks leaves no row.
 */
export function absencesSheet(
  head: SheetHead,
  groups: readonly { id: string; name: string }[],
  months: readonly MonthScopes[],
): SchoolSheet {
  const columns = [
    col.text('Група'),
    col.text('Месец'),
    col.count('Дни присъствие'),
    col.count('Дни отсъствие'),
    col.count('Извинени'),
    col.count('Неизвинени'),
    col.count('По болест'),
    col.count('По семейни причини'),
    col.decimal('Посещаемост, %'),
  ];
  const rows: Cell[][] = [];
  for (const g of groups)
    for (const { month, scopes } of months) {
      const counters = scopes.find((s) => s.scope === `GROUP#${g.id}`)?.counters;
      if (!counters) continue;
      const { present, excused, unexcused } = byKind(counters);
      if (present + excused + unexcused === 0) continue;
      const sick = (counters[`s${S.SicknessAbsence5}`] ?? 0) + (counters[`s${S.SicknessAbsence6}`] ?? 0);
      const family = counters[`s${S.FamilyReasonAbsence}`] ?? 0;
      const absent = excused + unexcused;
      rows.push([
        g.name,
        formatMonth(`${month}-15`) ?? month,
        present,
        absent,
        excused,
        unexcused,
        sick,
        family,
        ratio(present, present + absent, 100),
      ]);
    }
  const totals = sumRow(columns, rows);
  totals[8] = ratio(Number(totals[2]), Number(totals[2]) + Number(totals[3]), 100);
  return { ...head, columns, rows, totals: rows.length ? totals : null };
}

/** Notices that count: waiting or approved (an annulled or wrong one was never the child's illness). */
const counted = (n: MedicalNoteFacts) =>
  n.status === ProcessingStatus.Unprocessed || n.status === ProcessingStatus.Approved;

const collator = new Intl.Collator('bg');
/** The doctor as typed, spaces tidied; the same doctor typed in another case is one doctor. */
const doctorKey = (doctor: string) => doctor.trim().replace(/\s+/g, ' ').toLocaleLowerCase('bg');
const tidy = (doctor: string) => doctor.trim().replace(/\s+/g, ' ') || 'Не е посочен';
const capitals = (text: string) => [...text].filter((c) => c !== c.toLocaleLowerCase('bg')).length;

/** How a doctor typed several ways is shown: the commonest spelling, the one with more capitals on a tie. Pure. */
export function spellingOf(spellings: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const s of spellings.map(tidy)) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].sort(
    ([a, m], [b, n]) => n - m || capitals(b) - capitals(a) || collator.compare(a, b),
  )[0]![0];
}

/** `/references/general-practitioners`: each doctor with the children, notices and days they signed for. */
export function doctorsSheet(
  head: SheetHead,
  notes: readonly MedicalNoteFacts[],
  groupId?: string,
): SchoolSheet {
  const doctors = new Map<string, { names: string[]; children: Set<string>; notes: number; days: number }>();
  for (const n of notes.filter(counted).filter((n) => !groupId || n.groupId === groupId)) {
    const key = doctorKey(n.doctor);
    const d = doctors.get(key) ?? { names: [], children: new Set(), notes: 0, days: 0 };
    d.names.push(n.doctor);
    d.children.add(n.childId);
    d.notes += 1;
    d.days += n.days.length;
    doctors.set(key, d);
  }
  const columns = [
    col.text('Лекар'),
    col.count('Деца'),
    col.count('Медицински бележки'),
    col.count('Дни по бележките'),
  ];
  const rows: Cell[][] = [...doctors.values()]
    .map((d) => ({ ...d, name: spellingOf(d.names) }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((d) => [d.name, d.children.size, d.notes, d.days]);
  const totals = sumRow(columns, rows);
  // A child seen by two doctors is one child in the total.
  totals[1] = new Set(
    notes
      .filter(counted)
      .filter((n) => !groupId || n.groupId === groupId)
      .map((n) => n.childId),
  ).size;
  return { ...head, columns, rows, totals: rows.length ? totals : null };
}

/** Each doctor's name over the year's counted notices, so every view spells a doctor as the doctors' list does. */
function doctorNames(notes: readonly MedicalNoteFacts[]): Map<string, string> {
  const spellings = new Map<string, string[]>();
  for (const n of notes.filter(counted))
    spellings.set(doctorKey(n.doctor), [...(spellings.get(doctorKey(n.doctor)) ?? []), n.doctor]);
  return new Map([...spellings].map(([key, all]) => [key, spellingOf(all)]));
}

/** `/references/general-practitioners/students`: each child with the doctors of their notices. */
export function doctorChildrenSheet(
  head: SheetHead,
  notes: readonly MedicalNoteFacts[],
  groupId?: string,
): SchoolSheet {
  const children = new Map<
    string,
    { group: string; name: string; doctors: Map<string, string>; notes: number; days: number }
  >();
  const names = doctorNames(notes);
  for (const n of notes.filter(counted).filter((n) => !groupId || n.groupId === groupId)) {
    const c = children.get(n.childId) ?? {
      group: n.groupName,
      name: n.studentName,
      doctors: new Map(),
      notes: 0,
      days: 0,
    };
    const key = doctorKey(n.doctor);
    c.doctors.set(key, names.get(key) ?? tidy(n.doctor));
    c.notes += 1;
    c.days += n.days.length;
    children.set(n.childId, c);
  }
  const columns = [
    col.text('Група'),
    col.text('Дете'),
    col.text('Лекар'),
    col.count('Медицински бележки'),
    col.count('Дни по бележките'),
  ];
  const rows: Cell[][] = [...children.values()]
    .sort((a, b) => collator.compare(a.group, b.group) || collator.compare(a.name, b.name))
    .map((c) => [
      c.group,
      c.name,
      [...c.doctors.values()].sort(collator.compare).join(', '),
      c.notes,
      c.days,
    ]);
  return { ...head, columns, rows, totals: rows.length ? sumRow(columns, rows) : null };
}

/**
 * `/references/general-practitioners/teachers`: each teacher with the medical notices of their groups'
 * children — how many children brought one, the notices, their days and the doctors who signed them — so a
 * teacher sees whom their children are treated by. A group with two teachers counts for each.
 */
export function doctorTeachersSheet(
  head: SheetHead,
  notes: readonly MedicalNoteFacts[],
  groups: readonly { id: string; name: string; teacherIds: readonly string[] }[],
  staffNames: ReadonlyMap<string, string>,
): SchoolSheet {
  const signed = notes.filter(counted);
  const names = doctorNames(notes);
  const columns = [
    col.text('Учител'),
    col.text('Групи'),
    col.count('Деца с бележки'),
    col.count('Медицински бележки'),
    col.count('Дни по бележките'),
    col.text('Лекари'),
  ];
  const teacherIds = [...new Set(groups.flatMap((g) => g.teacherIds))].filter((id) => staffNames.has(id));
  const rows: Cell[][] = teacherIds
    .map((id) => {
      const own = groups.filter((g) => g.teacherIds.includes(id));
      const ids = new Set(own.map((g) => g.id));
      const theirs = signed.filter((n) => ids.has(n.groupId));
      const doctors = new Set(theirs.map((n) => names.get(doctorKey(n.doctor)) ?? tidy(n.doctor)));
      return {
        name: staffNames.get(id)!,
        row: [
          staffNames.get(id)!,
          own.map((g) => g.name).join(', '),
          new Set(theirs.map((n) => n.childId)).size,
          theirs.length,
          theirs.reduce((s, n) => s + n.days.length, 0),
          [...doctors].sort(collator.compare).join(', '),
        ] as Cell[],
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((t) => t.row);
  return { ...head, columns, rows, totals: null };
}
