import { randomUUID } from 'node:crypto';
import { Role } from '@gradina/shared';
import { type Substitution, workingDay } from '@gradina/shared/manifest/routes/staff/substitutions';
import { putMonthAggregate } from '../../../domain/aggregates';
import { monthOf, monthWorkingDays } from '../../../domain/calendar';
import { groupsOfYear, isOpen, pedagogicalRoles } from '../../../domain/groups/group-reads';
import { now, sofiaToday } from '../../../platform/clock';
import { pageOf } from '../../../platform/db';
import { ApiError, notFound, refuseInvalid } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { listStaff, type StaffItem } from '../records/items';
import type { Month, SubstitutionItem } from './items';
import {
  createSubstitution,
  getSubstitution,
  monthOfId,
  readGroup,
  removeSubstitution,
  substitutionIdsOfMonth,
  substitutionNotFound,
  substitutionsOfMonth,
} from './items';
import { monthCounters } from './norms';
import { checkSubstitution, type SubstitutionInput, sharedSlots, timeText } from './rules';

export const substituteBusyMessage = 'Заместникът вече е зает по същото време.';

/** The aggregate kind the МОН and municipality reports read (counters count, days, hours, teachers). */
export const aggregateKind = 'substitutions';

export { monthOf };

const nameOf = (s: Pick<StaffItem, 'firstName' | 'lastName'>) => `${s.firstName} ${s.lastName}`.trim();

export const isDirectorRecord = (s: Pick<StaffItem, 'isDirector' | 'role'>) =>
  s.isDirector === true || s.role === Role.Director;

/** Pedagogical staff working in the kindergarten on some day from `from` to `to`. */
export const pedagogicalStaff = (staff: readonly StaffItem[], from: string, to: string) =>
  staff.filter(
    (s) =>
      (pedagogicalRoles.includes(s.role) || isDirectorRecord(s)) &&
      (!s.leftOn || s.leftOn >= from) &&
      (!s.hiredOn || s.hiredOn <= to),
  );

const toView = (item: SubstitutionItem): Substitution => ({
  id: item.id,
  kindergartenId: item.kindergartenId,
  month: item.month,
  substituteId: item.substituteId,
  substituteName: item.substituteName,
  absentTeacherId: item.absentTeacherId,
  absentTeacherName: item.absentTeacherName,
  groupId: item.groupId,
  groupName: item.groupName,
  dates: item.dates,
  fromHour: item.fromHour,
  toHour: item.toHour,
  hours: item.hours,
  reason: item.reason,
  topic: item.topic,
  createdAt: item.createdAt,
});

const collator = new Intl.Collator('bg', { sensitivity: 'base' });
const byFirstDate = (a: SubstitutionItem, b: SubstitutionItem) =>
  (a.dates[0] ?? '').localeCompare(b.dates[0] ?? '') ||
  a.fromHour - b.fromHour ||
  collator.compare(a.substituteName, b.substituteName);

/** A month's substitutions, optionally of one teacher (as substitute or substituted), by first date. */
export async function listSubstitutions(
  session: TenantRouteSession,
  q: { year: number; month: number; teacherId?: string; PageNumber?: number; PageSize?: number },
) {
  const all = await substitutionsOfMonth(session.kindergartenId, monthOf(q.year, q.month));
  const rows = all
    .filter((s) => !q.teacherId || s.substituteId === q.teacherId || s.absentTeacherId === q.teacherId)
    .sort(byFirstDate)
    .map(toView);
  return pageOf(rows, q.PageNumber, q.PageSize);
}

export async function readSubstitution(session: TenantRouteSession, id: string) {
  const item = monthOfId(id) ? await getSubstitution(session.kindergartenId, id) : undefined;
  if (!item) throw notFound(substitutionNotFound);
  return toView(item);
}

/** The form's choices: the pedagogical staff working today, the open groups of the session's school year. */
export async function substitutionOptions(session: TenantRouteSession) {
  const today = sofiaToday();
  const [staff, groups] = await Promise.all([
    listStaff(session.kindergartenId),
    session.periodId ? groupsOfYear(session.kindergartenId, session.periodId) : Promise.resolve([]),
  ]);
  return {
    teachers: pedagogicalStaff(staff, today, today)
      .map((s) => ({ id: s.userId, name: nameOf(s), position: s.position, isDirector: isDirectorRecord(s) }))
      .sort((a, b) => collator.compare(a.name, b.name)),
    groups: groups
      .filter((g) => isOpen(g, today))
      .map((g) => ({ id: g.id, name: g.name }))
      .sort((a, b) => collator.compare(a.name, b.name)),
    workingDay: { ...workingDay },
  };
}

/**
 * Writes the month's `substitutions` aggregate from the month's substitutions (absolute counters, so a
 * repeat writes the same). Two writers racing could each read before the other's booking, so the writer
 * reads the month's ids again after its write and repeats while they changed: the last write is correct.
 */
export async function refreshMonthAggregate(kindergartenId: string, month: Month) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const subs = await substitutionsOfMonth(kindergartenId, month);
    await putMonthAggregate({ kind: aggregateKind, kindergartenId, month, counters: monthCounters(subs) });
    const after = await substitutionIdsOfMonth(kindergartenId, month);
    const before = new Set(subs.map((s) => s.id));
    if (after.length === before.size && after.every((id) => before.has(id))) return;
  }
}

export interface SubstitutionBody extends SubstitutionInput {
  reason: string;
  topic?: string;
}

/** Books a substitution: 400 naming the field for a bad booking, 409 when the substitute is busy. */
export async function saveSubstitution(session: TenantRouteSession, body: SubstitutionBody) {
  const kg = session.kindergartenId;
  const dates = [...body.dates].sort();
  const first = dates[0]!;
  const [year, month] = [Number(first.slice(0, 4)), Number(first.slice(5, 7))];
  const [staff, group, days] = await Promise.all([
    listStaff(kg),
    readGroup(kg, body.groupId),
    monthWorkingDays(kg, year, month, body.groupId),
  ]);
  const teachers = new Map(
    pedagogicalStaff(staff, first, dates.at(-1)!).map((s) => [s.userId, { name: nameOf(s) }]),
  );
  const daysOff = new Set(days.filter((d) => !d.isWorkingDay).map((d) => d.date));
  const errors = checkSubstitution({ ...body, dates }, { teachers, group, daysOff });
  refuseInvalid(errors);
  const item: SubstitutionItem = {
    id: `${monthOf(year, month)}-${randomUUID()}`,
    kindergartenId: kg,
    month: monthOf(year, month),
    substituteId: body.substituteId,
    substituteName: teachers.get(body.substituteId)!.name,
    absentTeacherId: body.absentTeacherId,
    absentTeacherName: teachers.get(body.absentTeacherId)!.name,
    groupId: body.groupId,
    groupName: group!.name,
    dates,
    fromHour: body.fromHour,
    toHour: body.toHour,
    hours: dates.length * (body.toHour - body.fromHour),
    reason: body.reason,
    topic: body.topic?.trim() ?? '',
    createdAt: now().toISOString(),
    createdBy: session.userId,
  };
  if ((await createSubstitution(item)) === 'busy') throw await busy(item);
  await refreshMonthAggregate(kg, item.month);
  return saved(item.id);
}

/** The 409 of a booking whose substitute is busy, naming the booking it meets (one Query, only then). */
async function busy(item: SubstitutionItem) {
  const month = await substitutionsOfMonth(item.kindergartenId, item.month);
  const met = month
    .filter((s) => s.substituteId === item.substituteId)
    .map((s) => ({ s, shared: sharedSlots(item, s) }))
    .find((m) => m.shared.length > 0);
  const when = met
    ? ` Замества ${met.s.absentTeacherName} в група ${met.s.groupName} ${timeText(
        Math.max(item.fromHour, met.s.fromHour),
        Math.min(item.toHour, met.s.toHour),
        met.shared[0]!.date,
      )}.`
    : ' Друго заместване се записва в същия момент.';
  const message = `${substituteBusyMessage}${when}`;
  return new ApiError(409, 'conflict', message, [{ field: 'substituteId', message }]);
}

/** Deletes a substitution (loaded by the object rule), frees its hours and updates the month's aggregate. */
export async function deleteSubstitution(item: SubstitutionItem) {
  await removeSubstitution(item);
  await refreshMonthAggregate(item.kindergartenId, item.month);
  return saved(item.id);
}
