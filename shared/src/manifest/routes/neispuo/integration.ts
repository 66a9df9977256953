import { z } from 'zod';
import { dateField } from '../../../schemas/dates';
import { kindergartenGuard } from '../../../schemas/fields';
import { childId, groupId } from '../../../schemas/ids';
import { defineRoutes, needs } from '../../route';

/**
 * НЕИСПУО, the Ministry's national system (issue #31): the kindergarten connects to it as the diary
 * provider the institution chose for the school year, maps its groups to НЕИСПУО's classes, creates their
 * class books and sends each day's attendance through the work queue (marking attendance never waits for
 * НЕИСПУО); what was sent, accepted, refused (with НЕИСПУО's message) or is waiting is read per group and day.
 * The director and the administrator hold the `Neispuo` right; a teacher reads the sync state of the groups
 * they teach; the Master reads every kindergarten's state.
 */

const manage = needs('Neispuo', 'update');
const read = needs('Neispuo', 'read');
const institutionId = z.number().int().min(1).max(99_999_999).meta({ title: 'Код по НЕИСПУО' });
const schoolYear = z.number().int().min(2020).max(2100).meta({ title: 'Учебна година' });
const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Месецът е във вида ГГГГ-ММ.')
  .meta({ title: 'Месец' });

export const neispuoClassMapping = z.object({
  groupId: z.string().min(1),
  groupName: z.string(),
  /** НЕИСПУО's class id: the group's „Код в НЕИСПУО“ unless the connection maps it; null: not mapped. */
  classId: z.number().int().nullable(),
  classBookId: z.number().int().nullable(),
  /** The year's class book finalized in НЕИСПУО (nothing more is written in it). */
  finalized: z.boolean(),
});

export const neispuoConnection = z.object({
  connected: z.boolean(),
  institutionId: z.number().int().nullable(),
  schoolYear: z.number().int().nullable(),
  /** Whether НЕИСПУО answers and the institution chose Gradina as its diary provider for the year. */
  providerChosen: z.boolean().nullable(),
  /** НЕИСПУО's words when it refused or could not be reached. */
  problem: z.string().nullable(),
  /** The last day the platform's client certificate is valid (YYYY-MM-DD). */
  certificateValidUntil: z.string().nullable(),
  classes: z.array(neispuoClassMapping),
  /** Children of the mapped groups without a НЕИСПУО person id: listed for the director, never guessed. */
  unmatchedChildren: z.array(z.object({ childId: z.string(), childName: z.string(), groupName: z.string() })),
  /** Children of the mapped groups with the person id the director entered (a wrong one is corrected). */
  matchedChildren: z.array(
    z.object({
      childId: z.string(),
      childName: z.string(),
      groupName: z.string(),
      personId: z.number().int(),
    }),
  ),
});
export type NeispuoConnection = z.infer<typeof neispuoConnection>;

/** Where one record stands: waiting to be sent, accepted by НЕИСПУО, refused, or a child not matched. */
export const neispuoRecordState = z.enum(['waiting', 'accepted', 'refused', 'unmatched']);
export type NeispuoRecordState = z.infer<typeof neispuoRecordState>;

export const neispuoClassRow = z.object({
  kindergartenId: z.string(),
  kindergartenName: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  classId: z.number().int().nullable(),
  classBookId: z.number().int().nullable(),
  waiting: z.number().int(),
  accepted: z.number().int(),
  refused: z.number().int(),
  unmatched: z.number().int(),
});

export const neispuoAttendanceRecord = z.object({
  date: z.string(),
  childId: z.string(),
  childName: z.string(),
  /** Gradina's status of the day (null: the mark was removed and the record is deleted in НЕИСПУО). */
  status: z.number().int().nullable(),
  /** НЕИСПУО's type (1 present, 2 unexcused, 3 excused) and reason (1 health, 2 family, 3 other). */
  type: z.number().int().nullable(),
  excusedReason: z.number().int().nullable(),
  state: neispuoRecordState,
  attendanceId: z.number().int().nullable(),
  message: z.string().nullable(),
});
export type NeispuoAttendanceRecord = z.infer<typeof neispuoAttendanceRecord>;

/** The screen's kindergarten: a tab still showing another one is refused (the request kit's check). */
const screen = z.object({ kindergartenId: kindergartenGuard() });

const sendBody = z.object({
  kindergartenId: kindergartenGuard(),
  groupId: groupId().optional(),
  fromDate: dateField('От дата'),
  toDate: dateField('До дата'),
});

const attendanceQuery = z.object({ month, kindergartenId: kindergartenGuard() });
const queued = z.object({ queued: z.number().int() });

export const neispuoIntegrationRoutes = defineRoutes('neispuo', {
  connection: {
    method: 'GET',
    path: '/api/NeispuoIntegration/connection',
    permission: manage,
    request: { query: screen },
    reply: { kind: 'json', schema: neispuoConnection },
    summary: 'Връзката с НЕИСПУО: код на институцията, учебна година, избран доставчик, сертификат, групите',
  },
  connect: {
    method: 'PUT',
    path: '/api/NeispuoIntegration/connection',
    permission: manage,
    // The kindergarten's own connection, by the session's kindergarten.
    object: 'none',
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        institutionId,
        schoolYear,
        classes: z
          .array(z.object({ groupId: groupId(), classId: z.number().int().min(1).nullable() }))
          .max(200),
        /** НЕИСПУО person ids the director read in НЕИСПУО (null forgets a wrong one). */
        persons: z
          .array(
            z.object({
              childId: childId(),
              personId: z.number().int().min(1).nullable().meta({ title: 'ЛИН в НЕИСПУО' }),
            }),
          )
          .max(1000)
          .optional(),
      }),
    },
    reply: { kind: 'json', schema: neispuoConnection },
    summary: 'Свързва детската градина с НЕИСПУО и съпоставя групите с паралелките/групите в НЕИСПУО',
  },
  createClassBooks: {
    method: 'POST',
    path: '/api/NeispuoIntegration/cb',
    permission: manage,
    object: 'none',
    request: { body: screen },
    reply: { kind: 'json', schema: neispuoConnection },
    summary: 'Създава в НЕИСПУО дневниците на съпоставените групи, които още нямат',
  },
  sendAttendance: {
    method: 'POST',
    path: '/api/NeispuoIntegration/so',
    permission: manage,
    object: 'none',
    request: { body: sendBody },
    reply: { kind: 'json', schema: queued },
    summary: 'Изпраща (отново) присъствията на група или на всички групи за период: чакащите и отказаните',
  },
  syncKindergarten: {
    method: 'POST',
    path: '/api/NeispuoIntegration/sync-kindergarten',
    permission: manage,
    object: 'none',
    request: { body: screen },
    reply: { kind: 'json', schema: queued },
    summary:
      'Синхронизира детската градина: чакащите присъствия на учебната година и медицинските бележки от НЗИС',
  },
  deleteClassBook: {
    method: 'DELETE',
    path: '/api/NeispuoIntegration/neispuo-delete-classbook/{id}',
    permission: manage,
    // The group's class book of the session's kindergarten, found by key.
    object: 'none',
    request: { path: z.object({ id: z.string().min(1) }) },
    reply: { kind: 'json', schema: neispuoConnection },
    summary: 'Изтрива в НЕИСПУО празния дневник на група (напр. създаден за грешна паралелка)',
  },
  finalizeClassBook: {
    method: 'POST',
    path: '/api/NeispuoIntegration/finalize/{id}',
    permission: manage,
    // The group's class book of the session's kindergarten, found by key.
    object: 'none',
    request: { path: z.object({ id: z.string().min(1) }), body: screen },
    reply: { kind: 'json', schema: neispuoConnection },
    summary:
      'Приключва в НЕИСПУО дневника на група в края на учебната година (след изпратените резултати от края на годината)',
  },
  classes: {
    method: 'GET',
    path: '/api/Neispuo/neispuo-classes',
    permission: read,
    request: { query: screen },
    reply: { kind: 'json', schema: z.array(neispuoClassRow) },
    summary:
      'Групите с дневника им в НЕИСПУО и колко записа чакат, приети са, отказани или без съпоставено дете',
  },
  studentAttendances: {
    method: 'GET',
    path: '/api/Neispuo/neispuo-student-attendances/{classId}',
    permission: read,
    request: { path: z.object({ classId: z.string().min(1) }), query: attendanceQuery },
    reply: { kind: 'json', schema: z.array(neispuoAttendanceRecord) },
    summary: 'Изпратените присъствия на група за месец по ден и дете: чакащи, приети, отказани',
  },
  adminClasses: {
    method: 'GET',
    path: '/api/administration/NeispuoAdmin/neispuo-classes',
    permission: needs('Neispuo', 'read', false),
    request: {},
    reply: { kind: 'json', schema: z.array(neispuoClassRow) },
    summary: 'Състоянието на синхронизацията с НЕИСПУО на всяка детска градина (за главния администратор)',
  },
  adminStudentAttendances: {
    method: 'GET',
    path: '/api/administration/NeispuoAdmin/neispuo-student-attendances/{classId}',
    permission: needs('Neispuo', 'read', false),
    request: {
      path: z.object({ classId: z.string().min(1) }),
      query: z.object({ month, kindergartenId: z.string().min(1) }),
    },
    reply: { kind: 'json', schema: z.array(neispuoAttendanceRecord) },
    summary: 'Изпратените присъствия на група на дадена детска градина (за главния администратор)',
  },
});
