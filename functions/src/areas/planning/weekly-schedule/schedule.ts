import { randomUUID } from 'node:crypto';
import { Role, ScheduleItemType } from '@gradina/shared';
import {
  type AgeGroup,
  checkWeeklyNorm,
  educationalAreaName,
  normMessage,
} from '@gradina/shared/books/weekly-norm';
import type {
  WeeklySchedule,
  weeklyScheduleBody,
} from '@gradina/shared/manifest/routes/planning/weekly-schedule';
import { pick } from '@gradina/shared/record-fields';
import type { z } from 'zod';
import { childrenOfCaller, groupsTaughtByCaller } from '../../../domain/children/access';
import { sofiaToday } from '../../../platform/clock';
import { batchGet, getItem, keys, pageOf, requireVersion } from '../../../platform/db';
import { forbidden, invalidField, notFound } from '../../../platform/http/errors';
import { isKindergartenManager } from '../../../platform/http/object-access';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import {
  readSchedule,
  removeSchedule,
  type ScheduleItem,
  scheduleOfGroupOn,
  schedulesOf,
  writeSchedule,
} from './items';

/**
 * The weekly schedule of a group: the week's pedagogical situations checked against the norm of the group's
 * age (Наредба № 5/2016) on every save; read by the director and administrator (all groups), a teacher (the
 * groups they teach) and a parent (their children's groups, on /schedule).
 */

const scheduleNotFound = 'Седмичното разписание не е намерено.';

export function scheduleView(s: ScheduleItem): WeeklySchedule {
  const check = checkWeeklyNorm(s.days, s.ageGroup);
  return {
    ...pick(s, 'id', 'groupId', 'groupName', 'periodId'),
    name: s.name ?? '',
    ...pick(s, 'validFrom', 'ageGroup'),
    days: [...s.days]
      .sort((a, b) => a.weekday - b.weekday)
      .map((d) => ({
        weekday: d.weekday,
        items: d.items.map((i) => ({ ...i, areaName: educationalAreaName(i.areaId) })),
      })),
    situations: check.situations,
    required: check.required,
    version: s.version,
  };
}

/** The groups whose schedules the caller reads: a parent's children's, all for staff (null). */
async function readableGroups(session: TenantRouteSession): Promise<Set<string> | null> {
  if (session.role === Role.Parent) {
    const childIds = await childrenOfCaller(session);
    const children = await batchGet<{ groupId?: string | null }>(
      childIds.map((c) => keys.child(session.kindergartenId, c)),
    );
    return new Set(children.flatMap((c) => (c.groupId ? [c.groupId] : [])));
  }
  // Staff read every group's week (a teacher substitutes in other groups; the right decides).
  return null;
}

type OverviewQuery = {
  NameSearchTerm?: string;
  OrderByColumn?: 'groupName' | 'validFrom';
  OrderByDescending?: boolean;
  schoolYearTermDateId?: string;
  PageNumber?: number;
  PageSize?: number;
};

export async function overview(session: TenantRouteSession, q: OverviewQuery) {
  const [all, groups] = await Promise.all([schedulesOf(session.kindergartenId), readableGroups(session)]);
  const needle = q.NameSearchTerm?.toLocaleLowerCase('bg');
  const collator = new Intl.Collator('bg', { numeric: true });
  const rows = all
    .filter((s) => !groups || groups.has(s.groupId))
    .filter((s) => !q.schoolYearTermDateId || s.periodId === q.schoolYearTermDateId)
    .filter((s) => !needle || `${s.groupName} ${s.name}`.toLocaleLowerCase('bg').includes(needle))
    .sort((a, b) =>
      q.OrderByColumn === 'validFrom'
        ? a.validFrom.localeCompare(b.validFrom)
        : collator.compare(a.groupName, b.groupName) || b.validFrom.localeCompare(a.validFrom),
    )
    .map((s) => {
      const { days: _days, ...row } = scheduleView(s);
      return row;
    });
  if (q.OrderByDescending) rows.reverse();
  return pageOf(rows, q.PageNumber, q.PageSize ?? (rows.length || 1));
}

async function readable(session: TenantRouteSession, s: ScheduleItem | undefined) {
  const groups = s ? await readableGroups(session) : null;
  if (!s || (groups && !groups.has(s.groupId))) throw notFound(scheduleNotFound);
  return s;
}

export async function schedule(session: TenantRouteSession, id: string) {
  return scheduleView(await readable(session, await readSchedule(session.kindergartenId, id)));
}

/** The group's schedule in force on the date (today by default); null when it has none. */
export async function groupSchedule(session: TenantRouteSession, groupId: string, date?: string) {
  const groups = await readableGroups(session);
  if (groups && !groups.has(groupId)) throw notFound('Групата не е намерена.');
  const s = await scheduleOfGroupOn(session.kindergartenId, groupId, date ?? sofiaToday());
  return s ? scheduleView(s) : null;
}

/** A week's refusals: a situation names its educational area, and the week meets the age group's norm. */
export function checkSchedule(body: Pick<z.infer<typeof weeklyScheduleBody>, 'days' | 'ageGroup'>) {
  const seen = new Set<number>();
  for (const [i, day] of body.days.entries()) {
    if (seen.has(day.weekday))
      throw invalidField(`days.${i}.weekday`, 'Полето "Ден": денят е въведен два пъти.');
    seen.add(day.weekday);
    const j = day.items.findIndex((it) => it.type === ScheduleItemType.ClassSubject && !it.areaId);
    if (j >= 0)
      throw invalidField(
        `days.${i}.items.${j}.areaId`,
        'Полето "Образователно направление": изберете направлението на педагогическата ситуация.',
      );
  }
  const check = checkWeeklyNorm(body.days, body.ageGroup as AgeGroup);
  if (!check.met) throw invalidField('days', normMessage(check, body.ageGroup as AgeGroup));
}

export async function saveSchedule(
  session: TenantRouteSession,
  body: z.infer<typeof weeklyScheduleBody>,
  existing: ScheduleItem | undefined,
) {
  if (!isKindergartenManager(session) && !(await groupsTaughtByCaller(session)).includes(body.groupId))
    throw forbidden('Можете да съставяте разписание само на групите, в които преподавате.');
  checkSchedule(body);
  const group = await getItem<{ name: string; periodId: string }>(
    keys.group(session.kindergartenId, body.groupId),
  );
  if (!group) throw invalidField('groupId', 'Полето "Група": няма такава група в детската градина.');
  const expected = body.id ? requireVersion(body.version) : 0;
  const item: ScheduleItem = {
    id: body.id ?? randomUUID(),
    kindergartenId: session.kindergartenId,
    groupId: body.groupId,
    groupName: group.name,
    periodId: group.periodId,
    name: body.name ?? '',
    validFrom: body.validFrom,
    ageGroup: body.ageGroup as AgeGroup,
    days: body.days.map((d) => ({
      weekday: d.weekday,
      items: d.items.map((i) => ({
        type: i.type,
        areaId: i.type === ScheduleItemType.ClassSubject ? (i.areaId ?? null) : null,
        name: i.name ?? '',
        start: i.start ?? null,
        end: i.end ?? null,
      })),
    })),
    version: expected + 1,
    createdBy: existing?.createdBy ?? session.userId,
    modifiedBy: session.userId,
  };
  await writeSchedule(item, expected);
  return saved(item.id);
}

export async function deleteSchedule(session: TenantRouteSession, item: ScheduleItem) {
  if (!(await removeSchedule(session.kindergartenId, item.id))) throw notFound(scheduleNotFound);
  return saved(item.id);
}
