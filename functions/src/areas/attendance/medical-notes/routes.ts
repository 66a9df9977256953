import type { attendanceMedicalNoteRoutes } from '@gradina/shared/manifest/routes/attendance/medical-notes';
import { childNotFound, readChild } from '../../../domain/children/access';
import { atRequestTime } from '../../../platform/clock';
import type { FeatureRoutes } from '../../../platform/http/area-handler';
import { notFound } from '../../../platform/http/errors';
import { entry } from '../../../platform/http/route-entries';
import { notesToExcel } from './export';
import { readNote } from './items';
import { annulNote, approveNote, listNotes, registerNote, visibleNotes } from './notes';

/** The notice a write names, under the session's kindergarten's key (404 when there is none). */
async function namedNote(kindergartenId: string, id: string) {
  const item = await readNote(kindergartenId, id);
  if (!item) throw notFound('Медицинската бележка не е намерена.');
  return item;
}

/**
 * The handler entries of the medical notices; the domain functions decide who may act (the routes' object
 * rule is 'none'). "This school year" depends on today: the clock header.
 */
export const medicalNoteRoutes: FeatureRoutes<typeof attendanceMedicalNoteRoutes> = {
  'attendance.medicalNotes': entry.clockedQuery(listNotes),
  'attendance.exportMedicalNotes': async ({ session, query, event }) =>
    atRequestTime(event.headers, async () => notesToExcel(await visibleNotes(session, query))),
  'attendance.saveMedicalNote': async ({ session, body, event }) => {
    const child = await readChild(session.kindergartenId, body.studentId);
    if (!child) throw notFound(childNotFound);
    return atRequestTime(event.headers, () => registerNote(session, body, child));
  },
  'attendance.approveMedicalNote': async ({ session, body, event }) => {
    const note = await namedNote(session.kindergartenId, body.id);
    return atRequestTime(event.headers, () =>
      approveNote(session, note, { excuse: body.excuse, excuseLockedDays: body.excuseLockedDays }),
    );
  },
  'attendance.annulMedicalNote': async ({ session, path, body, event }) => {
    const note = await namedNote(session.kindergartenId, path.id);
    return atRequestTime(event.headers, () => annulNote(session, note, body.comment));
  },
};
