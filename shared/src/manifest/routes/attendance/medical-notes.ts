import { z } from 'zod';
import { ProcessingStatus } from '../../../enums';
import { paged, pageQuery, saveReply } from '../../../schemas/common';
import { dateField } from '../../../schemas/dates';
import { choice, fileReplyKind, id, kindergartenGuard, optionalText, text } from '../../../schemas/fields';
import { childId } from '../../../schemas/ids';
import { defineRoutes, needs } from '../../route';

/**
 * Medical notices (docs/areas/attendance-requests.md): a parent (their own children) or staff registers a
 * doctor's note with its dates and a scan; the director approves it, which marks the covered working days as
 * excused sickness (status 5) in the grid, also over absences marked before, or annuls it with a comment.
 */

export const medicalNoteTitle = 'Медицинска бележка';
export const medicalNotesXlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The scan: uploaded through `/api/files/temp/upload`, then named here by its id. */
export const scanLimits = {
  maxBytes: 4 * 1024 * 1024,
  contentTypes: ['application/pdf', 'image/png', 'image/jpeg'],
} as const;

export const medicalNote = z.object({
  /** `<childId>_<suffix>`: a child's notes share its partition. */
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  doctor: z.string(),
  note: z.string().nullable(),
  status: z.number().int(),
  /** The working days the notice covers. */
  workingDays: z.number().int(),
  scanName: z.string().nullable(),
  /** A download link of the scan, valid for an hour. */
  scanUrl: z.string().nullable(),
  comment: z.string().nullable(),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  /** An approved notice's days were excused; false: „Извини дните“ is still offered. */
  isExcused: z.boolean(),
});
export type MedicalNote = z.infer<typeof medicalNote>;

export const medicalNoteBody = z
  .object({
    kindergartenId: kindergartenGuard(),
    studentId: childId(),
    fromDate: dateField('От дата'),
    toDate: dateField('До дата'),
    doctor: text('Лекар', 200),
    note: optionalText('Бележка', 500),
    scan: z
      .object({ fileKey: id('Сканиран документ'), fileName: text('Име на файла', 255) })
      .meta({ title: 'Сканиран документ' })
      .optional(),
  })
  .refine((b) => b.toDate >= b.fromDate, {
    path: ['toDate'],
    error: 'Полето "До дата" не може да е преди "От дата".',
  });
export type MedicalNoteBody = z.infer<typeof medicalNoteBody>;

/**
 * An approval's answer (issue #24, point 5): the days it excused, the days it could not because they are
 * locked (the director may excuse them with `excuseLockedDays`), and, when it did not excuse (the
 * kindergarten's automatic excuse is off), the days „Извини дните“ would excuse.
 */
export const approveNoteReply = saveReply.extend({
  excusedDays: z.array(z.string()),
  lockedDays: z.array(z.string()),
  suggestedDays: z.array(z.string()),
});
export type ApproveNoteReply = z.infer<typeof approveNoteReply>;

const listQuery = z.object({
  kindergartenId: kindergartenGuard(),
  status: z.coerce.number().pipe(choice(ProcessingStatus, 'Състояние')).optional(),
  studentId: id('Дете').optional(),
  groupId: id('Група').optional(),
  /** The school year by its first calendar year (2026: 15.09.2026-14.09.2027); default: today's. */
  schoolYear: z.coerce.number().int().min(2000).max(2099).meta({ title: 'Учебна година' }).optional(),
  ...pageQuery,
});

export const attendanceMedicalNoteRoutes = defineRoutes('attendance', {
  medicalNotes: {
    method: 'GET',
    path: '/api/StudentMedicalNotes/overview-models',
    permission: needs('MedicalNotes', 'read'),
    request: { query: listQuery },
    reply: { kind: 'json', schema: paged(medicalNote), paged: true },
    summary:
      'Медицинските бележки на учебна година: на родителя за неговите деца, на учителя за групите му, на директора всички',
  },
  exportMedicalNotes: {
    method: 'GET',
    path: '/api/StudentMedicalNotes/overview-models/export',
    permission: needs('MedicalNotes', 'read'),
    request: { query: listQuery },
    reply: fileReplyKind(medicalNotesXlsx),
    summary: 'Медицинските бележки като Excel с български заглавия',
  },
  saveMedicalNote: {
    method: 'POST',
    path: '/api/StudentMedicalNotes',
    permission: needs('MedicalNotes', 'create'),
    // The handler decides by the child: a parent only their own, a teacher their groups', managers all.
    object: 'none',
    request: { body: medicalNoteBody },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Регистрира медицинска бележка (дати, лекар, сканиран документ), която чака одобрение от директора',
  },
  approveMedicalNote: {
    method: 'POST',
    path: '/api/StudentMedicalNotes/approve',
    permission: needs('MedicalNotes', 'update'),
    // Only the kindergarten's managers approve and annul (the handler refuses other holders of the right).
    object: 'none',
    request: {
      body: z.object({
        kindergartenId: kindergartenGuard(),
        id: id(medicalNoteTitle),
        /** Mark the days now; omitted: as the kindergarten's `automaticExcuseWithMedicalNote` says. */
        excuse: z.boolean().optional().meta({ title: 'Извини дните' }),
        /** The director only: excuse the notice's locked days too (kept in the audit log). */
        excuseLockedDays: z.boolean().optional().meta({ title: 'Извини и заключените дни' }),
      }),
    },
    reply: { kind: 'json', schema: approveNoteReply },
    summary:
      'Директорът одобрява медицинска бележка; при автоматично извиняване (настройка на градината) или с „Извини дните“ работните дни в нея стават извинени по болест (5), и вече отбелязаните отсъствия. Заключените дни се връщат в отговора; директорът ги извинява със „Извини и заключените дни“ (записва се в одита). Повторно одобрение само извинява още неизвинените дни',
  },
  annulMedicalNote: {
    method: 'POST',
    path: '/api/StudentMedicalNotes/annul/{id}',
    permission: needs('MedicalNotes', 'update'),
    // Only the kindergarten's managers approve and annul (the handler refuses other holders of the right).
    object: 'none',
    request: {
      path: z.object({ id: id(medicalNoteTitle) }),
      body: z.object({ kindergartenId: kindergartenGuard(), comment: text('Коментар', 500) }),
    },
    reply: { kind: 'json', schema: saveReply },
    summary: 'Директорът анулира медицинска бележка с коментар (одобрена: 409)',
  },
});
