import { ProcessingStatus, Role } from '@gradina/shared';
import type { MedicalNote, MedicalNoteBody } from '@gradina/shared/manifest/routes/attendance/medical-notes';
import { scanLimits } from '@gradina/shared/manifest/routes/attendance/medical-notes';
import { workingDatesBetween } from '../../../domain/attendance/working-days';
import type { ChildRow } from '../../../domain/children/access';
import {
  checkManager,
  checkMayWrite,
  childName,
  groupName,
  inScope,
  listScope,
  userName,
} from '../../../domain/children/access';
import { groupOfDay, staysOrCurrent } from '../../../domain/groups/placements';
import { recordAudit } from '../../../platform/audit/audit';
import { now, sofiaToday } from '../../../platform/clock';
import { pageOf } from '../../../platform/db';
import { presignedDownloadUrl } from '../../../platform/files/s3';
import { claimCheckedFile } from '../../../platform/files/temp-files';
import { conflict, forbidden } from '../../../platform/http/errors';
import { saved } from '../../../platform/http/replies';
import type { TenantRouteSession } from '../../../platform/http/route-session';
import { newSuffix } from '../requests/items';
import { schoolYearOf } from '../requests/limit';
import { type ChildRecordsQuery, enrolmentRefusal } from '../requests/requests';
import { excuseLockedDays, excuseOpenDays, planExcuse } from './excuse';
import type { NoteItem, StoredScan } from './items';
import { automaticExcuseOf, createNote, markNoteExcused, notesOfSchoolYear, setNoteStatus } from './items';

/**
 * Medical notices: registered by a parent or staff with a scan, approved or annulled by the director. An
 * approval excuses the covered working days as sickness (status 5) when the kindergarten's automatic excuse is
 * on (or the director asks, „Извини дните“): an empty day and a day marked absent (1) become 5, any other mark
 * (present, already excused) stays; locked days are reported, and excused only on the director's word
 * (excuse.ts).
 */

/** Where a notice's scan is kept (the attendance area's `uses` in shared/src/manifest/areas.ts). */
export const scanPrefix = (kindergartenId: string, noteId: string) =>
  `medical-notes/${kindergartenId}/${noteId}`;

async function claimScan(session: TenantRouteSession, noteId: string, scan: MedicalNoteBody['scan']) {
  if (!scan) return null;
  const f = await claimCheckedFile(session.userId, scan, scanPrefix(session.kindergartenId, noteId), {
    field: 'scan',
    label: 'Сканиран документ',
    contentTypes: scanLimits.contentTypes,
    kinds: 'PDF, PNG или JPEG',
    maxBytes: scanLimits.maxBytes,
  });
  return {
    fileKey: f.id,
    fileName: f.fileName,
    contentType: f.contentType,
    s3Key: f.s3Key,
  } satisfies StoredScan;
}

export async function registerNote(session: TenantRouteSession, body: MedicalNoteBody, child: ChildRow) {
  await checkMayWrite(session, child);
  const refusal = enrolmentRefusal(child, body.fromDate, body.toDate);
  if (refusal) throw refusal;
  const id = `${child.id}_${newSuffix()}`;
  // A day is a working day or not by the group the child was in on it (a move within the notice's period).
  const stays = await staysOrCurrent(session.kindergartenId, child.id, child.groupId!);
  const [days, group, author] = await Promise.all([
    workingDatesBetween(session.kindergartenId, body.fromDate, body.toDate, groupOfDay(stays)),
    groupName(session.kindergartenId, child.groupId),
    userName(session.userId),
  ]);
  const scan = await claimScan(session, id, body.scan);
  const item: NoteItem = {
    type: 'MedicalNote',
    id,
    kindergartenId: session.kindergartenId,
    childId: child.id,
    studentName: childName(child),
    groupId: child.groupId!,
    groupName: group,
    fromDate: body.fromDate,
    toDate: body.toDate,
    schoolYear: schoolYearOf(body.fromDate),
    doctor: body.doctor,
    note: body.note?.trim() || null,
    status: ProcessingStatus.Unprocessed,
    days,
    scan,
    comment: null,
    createdBy: session.userId,
    createdByName: author,
    createdAt: now().toISOString(),
    processedBy: null,
    processedAt: null,
  };
  await createNote(item);
  return saved(id);
}

export interface ApproveOptions {
  /** Excuse the days now; undefined: as the kindergarten's automatic excuse says. */
  excuse?: boolean | undefined;
  /** The director's word to excuse locked days too. */
  excuseLockedDays?: boolean | undefined;
}

/**
 * Approves a notice (again: the same status, and an excuse of what is still unexcused); an annulled one
 * cannot be (409). Answers the days excused, the locked days left as they are, and, when it did not excuse,
 * the days „Извини дните“ would.
 */
export async function approveNote(session: TenantRouteSession, n: NoteItem, options: ApproveOptions = {}) {
  checkManager(session);
  if (options.excuseLockedDays && session.role !== Role.Director)
    throw forbidden('Само директорът може да извинява заключени дни.');
  const [changed, automatic] = await Promise.all([
    n.status === ProcessingStatus.Approved ||
      setNoteStatus(session.kindergartenId, n.id, [ProcessingStatus.Unprocessed, ProcessingStatus.Approved], {
        status: ProcessingStatus.Approved,
        processedBy: session.userId,
        processedAt: now().toISOString(),
      }),
    options.excuse === undefined
      ? automaticExcuseOf(session.kindergartenId)
      : Promise.resolve(options.excuse),
  ]);
  if (!changed) throw conflict('Анулирана медицинска бележка не може да бъде одобрена.');
  // Each day is excused in the group the child was in on it (issue #24: a move within the notice's period).
  const stays = await staysOrCurrent(session.kindergartenId, n.childId, n.groupId);
  const plan = await planExcuse(session.kindergartenId, n, stays);
  if (!automatic)
    return { ...saved(n.id), excusedDays: [], lockedDays: plan.locked, suggestedDays: plan.open };
  const excused = await excuseOpenDays(session.kindergartenId, n, stays, plan.open);
  let lockedDays = plan.locked;
  if (options.excuseLockedDays && plan.locked.length > 0) {
    const done = await excuseLockedDays(session.kindergartenId, n, stays, plan.locked);
    excused.push(...done);
    lockedDays = plan.locked.filter((d) => !done.includes(d));
    await recordAudit({
      kindergartenId: session.kindergartenId,
      event: 'attendance.locked-days-excused',
      actorUserId: session.userId,
      details: { noteId: n.id, childId: n.childId, groupId: n.groupId, days: done.join(',') },
    });
  }
  // Excused whole only when no locked day is left: else „Извини дните“ stays offered for them.
  if (lockedDays.length === 0) await markNoteExcused(session.kindergartenId, n.id);
  return { ...saved(n.id), excusedDays: excused.sort(), lockedDays, suggestedDays: [] };
}

export async function annulNote(session: TenantRouteSession, n: NoteItem, comment: string) {
  checkManager(session);
  const changed = await setNoteStatus(session.kindergartenId, n.id, [ProcessingStatus.Unprocessed], {
    status: ProcessingStatus.Annulled,
    processedBy: session.userId,
    processedAt: now().toISOString(),
    comment,
  });
  if (!changed)
    throw conflict(
      n.status === ProcessingStatus.Annulled
        ? 'Медицинската бележка вече е анулирана.'
        : 'Одобрена медицинска бележка не може да бъде анулирана.',
    );
  return saved(n.id);
}

export type NotesQuery = ChildRecordsQuery;

/** A school year's notices the caller may see, newest first (one Query, plus the caller's scope). */
export async function visibleNotes(session: TenantRouteSession, q: NotesQuery): Promise<NoteItem[]> {
  const schoolYear = q.schoolYear ?? schoolYearOf(sofiaToday());
  const [rows, scope] = await Promise.all([
    notesOfSchoolYear(session.kindergartenId, schoolYear),
    listScope(session),
  ]);
  return rows
    .filter((n) => inScope(scope, n))
    .filter((n) => q.status === undefined || n.status === q.status)
    .filter((n) => !q.studentId || n.childId === q.studentId)
    .filter((n) => !q.groupId || n.groupId === q.groupId)
    .sort((a, b) => b.fromDate.localeCompare(a.fromDate) || a.studentName.localeCompare(b.studentName, 'bg'));
}

export async function noteView(n: NoteItem): Promise<MedicalNote> {
  return {
    id: n.id,
    studentId: n.childId,
    studentName: n.studentName,
    groupId: n.groupId,
    groupName: n.groupName,
    fromDate: n.fromDate,
    toDate: n.toDate,
    doctor: n.doctor,
    note: n.note,
    status: n.status,
    workingDays: n.days.length,
    scanName: n.scan?.fileName ?? null,
    scanUrl: n.scan ? await presignedDownloadUrl('files', n.scan.s3Key, n.scan.fileName, 3600) : null,
    comment: n.comment,
    createdBy: n.createdBy,
    createdByName: n.createdByName,
    createdAt: n.createdAt,
    processedAt: n.processedAt,
    isExcused: n.excused === true,
  };
}

export async function listNotes(session: TenantRouteSession, q: NotesQuery) {
  const page = pageOf(await visibleNotes(session, q), q.PageNumber, q.PageSize);
  return { result: await Promise.all(page.result.map(noteView)), rowsCount: page.rowsCount };
}
