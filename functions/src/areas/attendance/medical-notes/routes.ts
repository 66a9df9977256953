import type { attendanceMedicalNoteRoutes } from '@gradina/shared/manifest/routes/attendance/medical-notes';
import { atRequestTime } from '../../../platform/clock';
import type { AreaImplementations, ObjectLoaders } from '../../../platform/http/area-handler';
import { type ChildRow, childObject, readChild } from '../requests/child-access';
import { notesToExcel } from './export';
import { type NoteItem, readNote } from './items';
import { annulNote, approveNote, listNotes, registerNote, visibleNotes } from './notes';

type NoteRouteId = (typeof attendanceMedicalNoteRoutes)[number]['id'];

/** The handler entries of the medical notices ("this school year" depends on today: the clock header). */
export const medicalNoteRoutes: AreaImplementations<NoteRouteId> = {
  'attendance.medicalNotes': async ({ session, query, event }) =>
    atRequestTime(event.headers, () => listNotes(session, query)),
  'attendance.exportMedicalNotes': async ({ session, query, event }) =>
    atRequestTime(event.headers, async () => notesToExcel(await visibleNotes(session, query))),
  'attendance.saveMedicalNote': async ({ session, body, object, event }) =>
    atRequestTime(event.headers, () => registerNote(session, body, object!.item as ChildRow)),
  'attendance.approveMedicalNote': async ({ session, object, event }) =>
    atRequestTime(event.headers, () => approveNote(session, object!.item as NoteItem)),
  'attendance.annulMedicalNote': async ({ session, body, object, event }) =>
    atRequestTime(event.headers, () => annulNote(session, object!.item as NoteItem, body.comment)),
};

const noteObject = async (kindergartenId: string, id: string) => {
  const item = await readNote(kindergartenId, id);
  return item && { kindergartenId, authorId: null, item };
};

/** The objects of the writes: the child a notice is for, or the notice (the handler narrows by role). */
export const medicalNoteObjects: ObjectLoaders<NoteRouteId> = {
  'attendance.saveMedicalNote': async ({ session, body }) => {
    const child = await readChild(session.kindergartenId, body.studentId);
    return child && childObject(child);
  },
  'attendance.approveMedicalNote': ({ session, body }) => noteObject(session.kindergartenId, body.id),
  'attendance.annulMedicalNote': ({ session, path }) => noteObject(session.kindergartenId, path.id),
};
