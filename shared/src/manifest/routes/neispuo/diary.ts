import { z } from 'zod';
import { kindergartenGuard } from '../../../schemas/fields';
import { defineRoutes, needs } from '../../route';

/**
 * What НЕИСПУО holds in a group's diary besides attendance (issue #31), read from НЕИСПУО itself so the
 * director sees what is there whoever sent it: the children's results per educational area (`pgResults`,
 * "achievements"), the class programme (`schedules`), the topics, and the institution's teacher absences
 * with their substitutions. `{classId}` is the Gradina group whose class book is read. The Master reads the
 * same of any connected kindergarten under `administration/NeispuoAdmin/`, with its overview of every
 * kindergarten's sync state and the school years they are connected for.
 */

const read = needs('Neispuo', 'read');
const masterRead = needs('Neispuo', 'read', false);
const group = z.object({ classId: z.string().min(1) });
const screen = z.object({ kindergartenId: kindergartenGuard() });
const ofKindergarten = z.object({ kindergartenId: z.string().min(1).meta({ title: 'Детска градина' }) });

export const neispuoAchievement = z.object({
  pgResultId: z.number().int(),
  personId: z.number().int(),
  /** The Gradina child of the person id (null: a person no child of the kindergarten is matched to). */
  childId: z.string().nullable(),
  childName: z.string().nullable(),
  /** НЕИСПУО's educational area (subject) id. */
  subjectId: z.number().int().nullable(),
  startSchoolYearResult: z.string().nullable(),
  endSchoolYearResult: z.string().nullable(),
});

export const neispuoClassProgram = z.object({
  scheduleId: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  /** Days of the week with situations in the programme (1 Monday … 7 Sunday). */
  days: z.array(z.number().int()),
});

export const neispuoTopic = z.object({
  topicId: z.number().int(),
  date: z.string(),
  titles: z.array(z.string()),
});

export const neispuoTeacherSubstitution = z.object({
  teacherAbsenceId: z.number().int(),
  teacherPersonId: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string(),
  /** Situations taken by a substitute teacher. */
  substitutedHours: z.number().int(),
});

export const neispuoOverviewRow = z.object({
  kindergartenId: z.string(),
  kindergartenName: z.string(),
  institutionId: z.number().int(),
  schoolYear: z.number().int(),
  classBooks: z.number().int(),
  waiting: z.number().int(),
  accepted: z.number().int(),
  refused: z.number().int(),
  unmatched: z.number().int(),
  /** Medical notices received from НЕИСПУО (НЗИС) for the kindergarten's children. */
  medicalNotices: z.number().int(),
  connectedAt: z.string(),
});

export const neispuoSchoolYear = z.object({
  /** The school year by its starting year (2026 = 2026/2027), as НЕИСПУО names it. */
  schoolYear: z.number().int(),
  name: z.string(),
  kindergartens: z.number().int(),
});

/** A read of a group's diary section and its Master twin. */
function sectionReads<S extends z.ZodType>(name: string, section: string, schema: S, what: string) {
  return {
    tenant: {
      method: 'GET',
      path: `/api/Neispuo/neispuo-${name}/{classId}`,
      permission: read,
      request: { path: group, query: screen },
      reply: { kind: 'json', schema: z.array(schema) },
      summary: `${what} на група в НЕИСПУО (${section})`,
    },
    master: {
      method: 'GET',
      path: `/api/administration/NeispuoAdmin/neispuo-${name}/{classId}`,
      permission: masterRead,
      request: { path: group, query: ofKindergarten },
      reply: { kind: 'json', schema: z.array(schema) },
      summary: `${what} на група на дадена детска градина в НЕИСПУО (за главния администратор)`,
    },
  } as const;
}

const achievements = sectionReads(
  'achievements',
  'pgResults',
  neispuoAchievement,
  'Резултатите на децата по образователни направления',
);
const classPrograms = sectionReads(
  'class-programs',
  'schedules',
  neispuoClassProgram,
  'Седмичното разписание',
);
const topics = sectionReads('topics', 'topics', neispuoTopic, 'Темите');
const substitutions = sectionReads(
  'teacher-substitutions',
  'teacherAbsences',
  neispuoTeacherSubstitution,
  'Отсъствията на учители и заместванията',
);

export const neispuoDiaryRoutes = defineRoutes('neispuo', {
  achievements: achievements.tenant,
  classPrograms: classPrograms.tenant,
  topics: topics.tenant,
  teacherSubstitutions: substitutions.tenant,
  adminAchievements: achievements.master,
  adminClassPrograms: classPrograms.master,
  adminTopics: topics.master,
  adminTeacherSubstitutions: substitutions.master,
  deleteTopics: {
    method: 'DELETE',
    path: '/api/NeispuoIntegration/neispuo-delete-topics/{id}',
    permission: needs('Neispuo', 'update'),
    // The topics of the session's kindergarten's group, found by its class book.
    object: 'none',
    request: { path: z.object({ id: z.string().min(1) }) },
    reply: { kind: 'json', schema: z.object({ deleted: z.number().int() }) },
    summary: 'Изтрива в НЕИСПУО темите в дневника на група (напр. въведени от предишен доставчик)',
  },
  schoolYears: {
    method: 'GET',
    path: '/api/administration/NeispuoAdmin/school-years',
    permission: masterRead,
    request: {},
    reply: { kind: 'json', schema: z.array(neispuoSchoolYear) },
    summary: 'Учебните години, за които детски градини са свързани с НЕИСПУО (за главния администратор)',
  },
  overview: {
    method: 'GET',
    path: '/api/administration/NeispuoAdmin/overview-models',
    permission: masterRead,
    request: {
      query: z.object({
        schoolYear: z.coerce.number().int().min(2020).max(2100).optional().meta({ title: 'Учебна година' }),
      }),
    },
    reply: { kind: 'json', schema: z.array(neispuoOverviewRow) },
    summary:
      'Всяка свързана с НЕИСПУО детска градина: дневници, чакащи, приети и отказани записи, получени медицински бележки',
  },
});
