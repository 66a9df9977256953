import { z } from 'zod';
import { shown } from '../../../schemas/communication-fields';
import { id } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/** The home page: statistics, badge counters and a parent's child dashboard. */

export const badges = z.object({
  unseenMessages: z.number().int(),
  unvotedPolls: z.number().int(),
  unseenNotifications: z.number().int(),
  unseenEvents: z.number().int(),
});

const upcomingEvent = z.object({
  id: z.string(),
  title: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  allDay: z.boolean(),
});

const birthday = z.object({
  id: z.string(),
  name: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  /** Staff see the birth date; parents see the day of the month only (birthDate null). */
  birthDate: z.string().nullable(),
  day: z.number().int(),
  isToday: z.boolean(),
});

/** A group's day in the occupancy figures: children present against its staff at work (domain/occupancy). */
export const occupancyDay = z.object({
  date: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  children: z.number().int(),
  staff: z.number().int(),
  maxChildren: z.number().int(),
  childrenPerStaff: z.number().int(),
  /** `noStaff`, `overMax` (more children than the group may hold), `overRatio` (too many per staff member). */
  flags: z.array(z.enum(['noStaff', 'overMax', 'overRatio'])),
});

export const dashboardStatistics = z.object({
  kindergartenId: z.string(),
  childrenCount: z.number().int(),
  groups: z.array(z.object({ groupId: z.string(), groupName: z.string(), childrenCount: z.number().int() })),
  birthdayStudents: z.array(birthday),
  upcommingEvents: z.array(upcomingEvent),
  messages: z.array(z.object({ id: z.string(), date: z.string(), title: z.string(), text: z.string() })),
  parentDashboardModels: z.array(
    z.object({
      studentId: z.string(),
      studentName: z.string(),
      groupId: z.string(),
      groupName: z.string(),
    }),
  ),
  badges,
  /** The director's occupancy: today's groups and each group's latest day this month that broke a norm (empty for others). */
  occupancy: z.object({ today: z.array(occupancyDay), flagged: z.array(occupancyDay) }),
});

export const parentDashboard = z.object({
  studentId: z.string(),
  studentName: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  birthDate: z.string(),
  upcomingEvents: z.array(z.object({ date: z.string(), text: z.string(), link: z.string() })),
  birthdays: z.array(birthday),
});

/** The kindergarten's figures (GET /api/dashboard): its open groups of the session's school year. */
export const kindergartenFigures = z.object({
  kindergartenId: z.string(),
  periodId: z.string().nullable(),
  groupsCount: z.number().int(),
  childrenCount: z.number().int(),
  capacity: z.number().int(),
  /** Children per place, in whole percent (0 without places). */
  capacityUse: z.number().int(),
  groups: z.array(
    z.object({
      groupId: z.string(),
      groupName: z.string(),
      ageKind: z.number().int(),
      childrenCount: z.number().int(),
      capacity: z.number().int(),
    }),
  ),
  ageGroups: z.array(
    z.object({
      ageKind: z.number().int(),
      groupsCount: z.number().int(),
      childrenCount: z.number().int(),
      capacity: z.number().int(),
    }),
  ),
});

export const communicationDashboardRoutes = defineRoutes('communication', {
  dashboard: {
    method: 'GET',
    path: '/api/Dashboards',
    permission: needs('Dashboards', 'read'),
    request: { query: z.object(shown) },
    reply: { kind: 'json', schema: dashboardStatistics },
    summary: 'Началната страница: деца по групи, рождени дни, предстоящи събития, табло, непрочетени',
  },
  badges: {
    method: 'GET',
    path: '/api/Dashboards/badges',
    permission: needs('Dashboards', 'read', false),
    request: {},
    reply: { kind: 'json', schema: badges },
    summary: 'Броячите на непрочетеното (getBadgesCounters): добавено извън спецификацията',
  },
  studentDashboard: {
    method: 'GET',
    path: '/api/dashboards/student-parent-user/{studentId}',
    permission: needs('Dashboards', 'read'),
    request: { path: z.object({ studentId: id('Дете') }) },
    reply: { kind: 'json', schema: parentDashboard },
    summary: 'Таблото на едно дете: за родител само собственото дете',
  },
  kindergartenFigures: {
    method: 'GET',
    path: '/api/dashboard',
    permission: needs('Classes', 'read'),
    request: { query: z.object(shown) },
    reply: { kind: 'json', schema: kindergartenFigures },
    summary:
      'Цифрите на детската градина в учебната година на сесията: групи, деца по групи и възрастови групи, заетост на местата (вместо примерните данни на спецификацията)',
  },
});
