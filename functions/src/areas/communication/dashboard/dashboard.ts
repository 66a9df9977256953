import { Role } from '@gradina/shared';
import { capacityUse, groupsOfYear, isOpen } from '../../../domain/groups/group-reads';
import { monthOccupancy } from '../../../domain/occupancy';
import { sofiaToday } from '../../../platform/clock';
import { keys } from '../../../platform/db/keys';
import { notFound } from '../../../platform/http/errors';
import { isKindergartenManager } from '../../../platform/http/object-access';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import type { SessionContext } from '../../../platform/http/session';
import { boardGroupsOf, boardOf, boardText, visibleOnBoard } from '../board/board';
import { eachLimited, type Item, lookup, readMany } from '../collections';
import { sofiaDate } from '../dates';
import { eventsInRange } from '../events/events';
import { countersOf } from '../inbox/entries';
import { prunePollMarkers, readCounterItem } from '../inbox/items';
import { childrenOfGroup, childrenOfParent, readGroup } from '../recipients/items';
import { groupsOf } from '../recipients/recipients';

const dayMs = 86_400_000;

export const zeroBadges = { unseenMessages: 0, unvotedPolls: 0, unseenNotifications: 0, unseenEvents: 0 };

/**
 * The badge counters (getBadgesCounters): ONE GetItem of the user's counter item. unseenNotifications is the
 * header's notifications dropdown: unseen events plus unanswered polls. Users without a kindergarten (MON,
 * municipality, Master) have no inbox: zeros.
 */
export async function badgesOf(session: SessionContext) {
  if (!session.kindergartenId) return zeroBadges;
  const item = await readCounterItem(session.kindergartenId, session.userId);
  const c = countersOf(item);
  if (c.stale.pending.length + c.stale.dismissed.length > 20)
    await prunePollMarkers(session.kindergartenId, session.userId, c.stale);
  return {
    unseenMessages: c.unseenMessages,
    unvotedPolls: c.unvotedPolls,
    unseenNotifications: c.unseenEvents + c.unvotedPolls,
    unseenEvents: c.unseenEvents,
  };
}

/** A child of the dashboard's groups, as its birthdays read it. */
export interface ChildRow {
  id: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  groupId: string;
}

export function birthdaysOf(
  children: ChildRow[],
  groupNames: Map<string, string>,
  today: string,
  full: boolean,
) {
  const month = today.slice(5, 7);
  return children
    .filter((c) => typeof c.birthDate === 'string' && c.birthDate.slice(5, 7) === month)
    .map((c) => ({
      id: c.id,
      name: full ? `${c.firstName} ${c.lastName}` : c.firstName,
      groupId: c.groupId,
      groupName: groupNames.get(c.groupId) ?? '',
      birthDate: full ? c.birthDate : null,
      day: Number(c.birthDate.slice(8, 10)),
      isToday: c.birthDate.slice(5) === today.slice(5),
    }))
    .sort((a, b) => a.day - b.day || a.name.localeCompare(b.name, 'bg'));
}

async function childrenOfGroups(kindergartenId: string, groupIds: string[]): Promise<ChildRow[]> {
  const out: ChildRow[] = [];
  await eachLimited(groupIds, 6, async (g) => {
    for (const c of await childrenOfGroup(kindergartenId, g)) out.push(c as unknown as ChildRow);
  });
  return out;
}

const upcoming = async (session: TenantRouteSession, now: number, days: number, limit: number) =>
  (await eventsInRange(session, now, now + days * dayMs)).slice(0, limit).map((r) => r.item);

/**
 * The home page's statistics from real data only: children per group, birthdays this month and today (from
 * the children's birth dates), upcoming events, the latest board messages and the unread counters. Figures
 * that need attendance or meals come with those areas.
 */
export async function dashboardOf(session: TenantRouteSession, now = Date.now()) {
  const kg = session.kindergartenId;
  const today = sofiaDate(now);
  const isParent = session.role === Role.Parent;
  const [groups, parentChildren, events, board, boardGroups, badges] = await Promise.all([
    groupsOf(session),
    isParent ? childrenOfParent(session.userId, kg) : Promise.resolve([]),
    upcoming(session, now, 60, 10),
    boardOf(kg),
    boardGroupsOf(session),
    badgesOf(session),
  ]);
  const groupNames = new Map(groups.map((g) => [String(g.id), String(g.name)]));
  const shownGroups = isParent ? [...new Set(parentChildren.map((c) => c.groupId))] : [...groupNames.keys()];
  const [children, occupancy] = await Promise.all([
    childrenOfGroups(kg, shownGroups),
    occupancyOf(session, groups, today),
  ]);
  const perGroup = shownGroups.map((g) => ({
    groupId: g,
    groupName: groupNames.get(g) ?? '',
    childrenCount: children.filter((c) => c.groupId === g).length,
  }));
  return {
    kindergartenId: kg,
    childrenCount: isParent ? parentChildren.length : children.length,
    groups: isParent ? [] : perGroup.sort((a, b) => a.groupName.localeCompare(b.groupName, 'bg')),
    birthdayStudents: birthdaysOf(children, groupNames, today, !isParent),
    upcommingEvents: events.map((e) => ({
      id: e.id,
      title: e.title,
      fromDate: e.fromDate,
      toDate: e.toDate,
      allDay: e.allDay,
    })),
    messages: board.messages
      .filter((m) => visibleOnBoard(m, boardGroups))
      .slice(0, 5)
      .map((m) => ({ id: m.id, date: m.creationTime, title: m.title, text: boardText(m) })),
    parentDashboardModels: parentChildren.map((c) => ({
      studentId: c.childId,
      studentName: c.childName,
      groupId: c.groupId,
      groupName: groupNames.get(c.groupId) ?? '',
    })),
    badges,
    occupancy,
  };
}

/**
 * The director's occupancy figures (children present against the groups' staff at work, this month up to
 * today): two Queries of the month's grids, for the kindergarten's managers only.
 */
async function occupancyOf(session: TenantRouteSession, groupItems: readonly Item[], today: string) {
  if (!isKindergartenManager(session)) return { today: [], flagged: [] };
  const groups = groupItems.map((g) => ({
    id: String(g.id),
    name: String(g.name),
    ageKind: Number(g.ageKind),
    teacherIds: (g.teacherIds as string[] | undefined) ?? [],
    // Issue #24: the group's own capacity and, for a nursery, its nurses and assistant teachers.
    staffIds: (g.staffIds as string[] | undefined) ?? [],
    capacity: Number(g.capacity ?? 0),
  }));
  const days = await monthOccupancy(session.kindergartenId, today.slice(0, 7), today, groups);
  return {
    today: days.filter((d) => d.date === today),
    // The latest day each group broke a norm (the days come newest first): one row per group.
    flagged: days.filter(
      (d, i) =>
        d.flags.length > 0 && days.findIndex((x) => x.groupId === d.groupId && x.flags.length > 0) === i,
    ),
  };
}

/**
 * One child's dashboard. A parent reaches only their own child: the guardian link is read with the child
 * (one BatchGet), and without it the child is "not found". Staff reach any child of the kindergarten.
 */
export async function studentDashboard(session: TenantRouteSession, studentId: string, now = Date.now()) {
  const kg = session.kindergartenId;
  const childKey = keys.child(kg, studentId);
  const guardianKey = keys.guardianOfChild(kg, studentId, session.userId);
  const found = await readMany([childKey, guardianKey]);
  const child = lookup<ChildRow & Item>(found, childKey);
  if (!child || (session.role === Role.Parent && !lookup(found, guardianKey)))
    throw notFound('Детето не е намерено.');
  const today = sofiaDate(now);
  const [group, mates, events] = await Promise.all([
    readGroup(kg, child.groupId),
    childrenOfGroup(kg, child.groupId),
    upcoming(session, now, 30, 10),
  ]);
  const groupNames = new Map([[child.groupId, String(group?.name ?? '')]]);
  return {
    studentId: child.id,
    studentName: `${child.firstName} ${child.lastName}`,
    groupId: child.groupId,
    groupName: String(group?.name ?? ''),
    birthDate: child.birthDate,
    upcomingEvents: events.map((e) => ({
      date: e.fromDate,
      text: e.title,
      link: `/calendar?id=${e.id}`,
    })),
    birthdays: birthdaysOf(mates as unknown as ChildRow[], groupNames, today, session.role !== Role.Parent),
  };
}

/**
 * `GET /api/dashboard`: the kindergarten's figures in the session's school year, from its open groups (one
 * Query): groups, children and places per group and per age kind, and how full the places are. The children
 * counts are the groups' counters, which enrolments and moves keep.
 */
export async function kindergartenFigures(session: TenantRouteSession) {
  const today = sofiaToday();
  const groups = session.periodId
    ? (await groupsOfYear(session.kindergartenId, session.periodId)).filter((g) => isOpen(g, today))
    : [];
  const rows = groups
    .map((g) => ({
      groupId: g.id,
      groupName: g.name,
      ageKind: Number(g.ageKind),
      childrenCount: Math.max(0, Number(g.childrenCount ?? 0)),
      capacity: Number(g.capacity ?? 0),
    }))
    .sort((a, b) => a.groupName.localeCompare(b.groupName, 'bg'));
  const sum = (list: typeof rows, f: 'childrenCount' | 'capacity') => list.reduce((n, r) => n + r[f], 0);
  const kinds = [...new Set(rows.map((r) => r.ageKind))].sort((a, b) => a - b);
  return {
    kindergartenId: session.kindergartenId,
    periodId: session.periodId ?? null,
    groupsCount: rows.length,
    childrenCount: sum(rows, 'childrenCount'),
    capacity: sum(rows, 'capacity'),
    capacityUse: capacityUse(sum(rows, 'childrenCount'), sum(rows, 'capacity')),
    groups: rows,
    ageGroups: kinds.map((ageKind) => {
      const of = rows.filter((r) => r.ageKind === ageKind);
      return {
        ageKind,
        groupsCount: of.length,
        childrenCount: sum(of, 'childrenCount'),
        capacity: sum(of, 'capacity'),
      };
    }),
  };
}
