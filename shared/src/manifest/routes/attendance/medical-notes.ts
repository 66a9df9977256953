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
    request: { body: z.object({ kindergartenId: kindergartenGuard(), id: id(medicalNoteTitle) }) },
    reply: { kind: 'json', schema: saveReply },
    summary:
      'Директорът одобрява медицинска бележка: работните дни в нея стават извинени по болест (5), и вече отбелязаните отсъствия; повторно одобрение не променя нищо',
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
