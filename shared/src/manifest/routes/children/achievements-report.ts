import { z } from 'zod';
import { dateField } from '../../../schemas/dates';
import { id, kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * The achievements report (issue #14's list of calls): per child, how many hobbies, awards and journeys
 * their portfolios record (the spec's StudentAchievementType), within a school year and optionally a date
 * range of the sections' dates, for a group or every group the caller sees.
 */
export const achievementReportRow = z.object({
  studentId: z.string(),
  studentName: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  hobbies: z.number().int(),
  awards: z.number().int(),
  journeys: z.number().int(),
  total: z.number().int(),
  /** The newest dated section, ISO; null when none is dated. */
  lastDate: z.string().nullable(),
});
export type AchievementReportRow = z.infer<typeof achievementReportRow>;

export const childrenAchievementReportRoutes = defineRoutes('children', {
  achievementsReport: {
    method: 'GET',
    path: '/api/StudentAchievements/report',
    permission: needs('StudentAchievements', 'read'),
    request: {
      query: z.object({
        kindergartenId: kindergartenGuard(),
        classId: id('Група').optional(),
        studentId: id('Дете').optional(),
        periodId: id('Учебна година').optional(),
        fromDate: dateField('От дата').optional(),
        toDate: dateField('До дата').optional(),
      }),
    },
    reply: { kind: 'json', schema: z.array(achievementReportRow) },
    summary:
      'Хобита, награди и пътувания на всяко дете по портфолиата му за учебната година (по подразбиране: тази на сесията)',
  },
});
