import { writeReceivedMedicalNote } from '../../../domain/attendance/received-medical-notes';
import { createLogger } from '../../../platform/http/logger';
import {
  createNeispuoClient,
  type MedicalNoticeDO,
  type NeispuoClient,
} from '../../../platform/neispuo/client';
import { childOfPerson } from '../connection/items';
import { forgetWaiting, keepWaiting, saveReceived, waitingOf } from './items';

/**
 * Receives the medical notices НЗИС issued for the children of every institution that chose Gradina
 * (`medicalNotices/next/{n}`: НЕИСПУО serves them to the provider, not per kindergarten). Each is matched to
 * a child by its person id (the director entered it) and checked against the child's ЕГН/ЛНЧ, written as a
 * medical notice for the director to approve (domain/attendance), and acknowledged only after it is stored,
 * in one call per batch. A notice no child matches is kept on its person id and written when the director
 * enters that id; it is acknowledged too, since it is stored. A crash before the acknowledgement serves the
 * batch again, and a notice written twice is one (its id is НЕИСПУО's).
 */

const log = createLogger({ entry: 'neispuo:medical-notices' });
let shared: NeispuoClient | undefined;
const client = () => (shared ??= createNeispuoClient());

/** НЕИСПУО serves from 100 to 10000 a call. */
const batchSize = 100;
/** A bound on one run's batches: what is left comes with the next run. */
const maxBatches = 50;

/** Writes one notice for the child of its person id; false when no child of a connected kindergarten matches. */
async function store(notice: MedicalNoticeDO): Promise<boolean> {
  const child = await childOfPerson(notice.personId);
  if (!child) return false;
  const his = notice.hisMedicalNotice;
  const noteId = await writeReceivedMedicalNote({
    kindergartenId: child.kindergartenId,
    childId: child.childId,
    medicalNoticeId: notice.medicalNoticeId,
    nrnMedicalNotice: his.nrnMedicalNotice,
    nrnExamination: his.nrnExamination,
    practitionerPmi: his.practitioner.pmi,
    fromDate: his.medicalNotice.fromDate.slice(0, 10),
    toDate: his.medicalNotice.toDate.slice(0, 10),
    authoredOn: his.medicalNotice.authoredOn,
    identifier: his.patient.identifier,
  });
  if (!noteId) return false;
  await saveReceived(child.kindergartenId, {
    medicalNoticeId: notice.medicalNoticeId,
    childId: child.childId,
    noteId,
    fromDate: his.medicalNotice.fromDate.slice(0, 10),
    toDate: his.medicalNotice.toDate.slice(0, 10),
  });
  return true;
}

export async function receiveMedicalNotices(): Promise<{ received: number; waiting: number }> {
  let received = 0;
  let waiting = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const next = await client().nextMedicalNotices(batchSize);
    for (const notice of next.medicalNotices) {
      if (await store(notice)) received++;
      else {
        await keepWaiting(notice);
        waiting++;
      }
    }
    if (next.medicalNotices.length > 0)
      await client().acknowledgeMedicalNotices(next.medicalNotices.map((n) => n.medicalNoticeId));
    if (!next.hasMore) break;
  }
  if (received + waiting > 0) log.info('medical notices received', { received, waiting });
  return { received, waiting };
}

/** The notices kept for a person id, written now that the director entered it for a child. */
export async function applyWaitingNotices(personId: number) {
  for (const notice of await waitingOf(personId)) if (await store(notice)) await forgetWaiting(notice);
}
