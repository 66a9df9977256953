import { z } from 'zod';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { fileReplyKind, id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { groupId, staffId } from '../../../schemas/ids';
import { defineRoutes, kindergartenObject, needs } from '../../route';

/**
 * Substitutions of teachers (who replaced whom, in which group, on which dates and hours, why) and the norms
 * report: each pedagogical staff member's hours taught in a month against the norm of their position, the
 * director's norm by the number of groups (docs/areas/staff-substitutions.md).
 */

/** The kindergarten's working day a substitution must lie in: 07:00 to 19:00 (whole clock hours). */
export const workingDay = { fromHour: 7, toHour: 19 } as const;

/** The most dates one substitution books (every working day of a month). */
export const substitutionMaxDates = 23;

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const substitution = z.object({
  id: z.string(),
  kindergartenId: z.string(),
  /** `YYYY-MM`: every date of a substitution lies in one month. */
  month: z.string(),
  substituteId: z.string(),
  substituteName: z.string(),
  absentTeacherId: z.string(),
  absentTeacherName: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  /** The dates, ascending. */
  dates: z.array(z.string()),
  fromHour: z.number().int(),
  toHour: z.number().int(),
  /** Clock hours over all dates: dates × (toHour − fromHour). */
  hours: z.number().int(),
  reason: z.string(),
  /** What was taught in the substitute's hours (the references' topics list). */
  topic: z.string(),
  createdAt: z.string(),
});
export type Substitution = z.infer<typeof substitution>;

export const substitutionOption = z.object({
  id: z.string(),
  name: z.string(),
  position: z.string(),
  isDirector: z.boolean(),
});

/** One pedagogical staff member's month in the norms report. */
export const normRow = z.object({
  teacherId: z.string(),
  name: z.string(),
  position: z.string(),
  isDirector: z.boolean(),
  /** Hours a week their position must teach (Наредба № 4 от 2017 г.; the director's by the number of groups). */
  weeklyNorm: z.number(),
  /** The month's norm: weeklyNorm / 5 per working day. */
  monthNorm: z.number(),
  /** Working days the staff attendance marks them away (leave, sickness, absence, a business trip). */
  awayDays: z.number().int(),
  /** Their own groups' hours: the daily norm on each working day they were at work, less the hours replaced. */
  ownHours: z.number(),
  /** Hours they replaced others. */
  substitutionHours: z.number(),
  /** Hours others replaced them. */
  replacedHours: z.number(),
  taught: z.number(),
  /** taught − monthNorm: negative means under the norm. */
  difference: z.number(),
});
export type NormRow = z.infer<typeof normRow>;

export const normsReport = z.object({
  year: z.number().int(),
  month: z.number().int(),
  workingDays: z.number().int(),
  groupsCount: z.number().int(),
  rows: z.array(normRow),
});
export type NormsReport = z.infer<typeof normsReport>;

const monthQuery = {
  kindergartenId: kindergartenGuard(),
  year: z.coerce.number().int().min(2000).max(2099).meta({ title: 'Година' }),
  month: z.coerce.number().int().min(1).max(12).meta({ title: 'Месец' }),
};
const hour = (title: string) => z.number().int().min(0).max(24).meta({ title });
const substitutionTitle = 'Заместване';

export const staffSubstitutionRoutes = defineRoutes('staff', {
  substitutionsOverview: {
    method: 'GET',
    path: '/api/TeacherSubstitutions/overview-models',
    permission: needs('TeacherSubstitutions', 'read'),
    request: {
      query: z.object({ ...monthQuery, teacherId: id('Учител').optional(), ...pageQuery }),
    },
    reply: { kind: 'json', schema: paged(substitution), paged: true },
    summary:
      'Заместванията на месец, по първа дата; по избор само тези, в които учителят е заместник или заместван',
  },
  substitutionOptions: {
    method: 'GET',
    path: '/api/TeacherSubstitutions/options',
    permission: needs('TeacherSubstitutions', 'read'),
    request: { query: z.object({ kindergartenId: kindergartenGuard() }) },
    reply: {
      kind: 'json',
      schema: z.object({
        teachers: z.array(substitutionOption),
        groups: z.array(z.object({ id: z.string(), name: z.string() })),
        workingDay: z.object({ fromHour: z.number().int(), toHour: z.number().int() }),
      }),
    },
    summary:
      'Педагогическият персонал, групите на учебната година на сесията и работният ден, от които формата избира',
  },
  substitutionNorms: {
    method: 'GET',
    path: '/api/TeacherSubstitutions/norms',
    permission: needs('TeacherSubstitutions', 'read'),
    request: { query: z.object(monthQuery) },
    reply: { kind: 'json', schema: normsReport },
    summary: 'Нормите за месец: преподадените часове на всеки от педагогическия персонал срещу нормата му',
  },
  substitutionNormsExport: {
    method: 'GET',
    path: '/api/TeacherSubstitutions/norms/export',
    permission: needs('TeacherSubstitutions', 'read'),
    request: { query: z.object(monthQuery) },
    reply: fileReplyKind(xlsx),
    summary: 'Нормите за месец като xlsx',
  },
  directorNormsExport: {
    method: 'GET',
    path: '/api/TeacherSubstitutions/director-norms/export',
    permission: needs('TeacherSubstitutions', 'read'),
    request: { query: z.object(monthQuery) },
    reply: fileReplyKind(xlsx),
    summary: 'Нормата на директора за месец (според броя на групите) срещу преподадените часове, като xlsx',
  },
  substitution: {
    method: 'GET',
    path: '/api/TeacherSubstitutions/{id}',
    permission: needs('TeacherSubstitutions', 'read'),
    request: { path: z.object({ id: id(substitutionTitle) }) },
    reply: { kind: 'json', schema: substitution },
    summary: 'Едно заместване',
  },
  saveSubstitution: {
    method: 'POST',
    path: '/api/TeacherSubstitutions',
    permission: needs('TeacherSubstitutions', 'create'),
    // object: it only creates; the teachers and the group it names are read under the session's
    // kindergarten, and one of another kindergarten is refused with 400 naming its field
    object: 'none',
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        substituteId: staffId('Заместник'),
        absentTeacherId: staffId('Заместван учител'),
        groupId: groupId(),
        dates: z.array(dateField('Дата')).min(1).max(substitutionMaxDates).meta({ title: 'Дати' }),
        fromHour: hour('От час'),
        toHour: hour('До час'),
        reason: text('Причина', 500),
        topic: optionalText('Тема', 300),
      }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Записва заместване: дати в един месец, само работни дни, часове в работния ден; заместникът не може да е зает по същото време (409)',
  },
  deleteSubstitution: {
    method: 'DELETE',
    path: '/api/TeacherSubstitutions/{id}',
    permission: needs('TeacherSubstitutions', 'delete'),
    object: kindergartenObject,
    request: { path: z.object({ id: id(substitutionTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Изтрива заместване и освобождава часовете на заместника',
  },
});
