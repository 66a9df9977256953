import { ProcessingStatus } from '@gradina/shared';
import { putIfAbsent } from '../../platform/db';
import { childName, groupName, readChild } from '../children/access';
import { groupOfDay, staysOrCurrent } from '../groups/placements';
import { schoolYearOf } from './family-reason';
import { attendanceChildPartition, medicalNotesOfYear } from './medical-notes';
import { workingDatesBetween } from './working-days';

/**
 * A medical notice that came from НЗИС through НЕИСПУО, written where the attendance area keeps its medical
 * notices (docs/areas/attendance-requests.md: the child's partition `KG#<kg>#ATTCHILD#<childId>`, SK
 * `NOTE#<id>`, listed on GSI1 under `KG#<kg>#MEDNOTES#<schoolYear>` by start date; ids `<childId>_<suffix>`).
 * It waits for the director like a notice a parent brought (status „необработена“), so the attendance
 * area's approval excuses its days by the kindergarten's rules (automatic excuse, locked days); its scan is
 * replaced by the НЗИС numbers. The id comes from НЕИСПУО's notice id, so a notice received twice is one.
 */

export interface ReceivedNotice {
  kindergartenId: string;
  childId: string;
  /** НЕИСПУО's MedicalNoticeId. */
  medicalNoticeId: number;
  /** НЗИС numbers of the notice and of the examination, and the doctor's УИН. */
  nrnMedicalNotice: string;
  nrnExamination: string;
  practitionerPmi: string;
  fromDate: string;
  toDate: string;
  authoredOn: string;
  /** The patient's ЕГН/ЛНЧ in the notice: a child whose own differs is not the patient (never guessed). */
  identifier: string;
}

/** Who "created" a received notice, as the notices' list shows its author. */
export const receivedNoticeAuthor = { id: 'neispuo', name: 'НЕИСПУО (НЗИС)' };

/**
 * Writes the notice unless it is there; answers its id, or undefined when the child is not in a group of the
 * kindergarten or is not the notice's patient.
 */
export async function writeReceivedMedicalNote(n: ReceivedNotice): Promise<string | undefined> {
  const child = (await readChild(n.kindergartenId, n.childId)) as
    | (Awaited<ReturnType<typeof readChild>> & { identifier?: string })
    | undefined;
  if (!child?.groupId || (child.identifier && child.identifier !== n.identifier)) return undefined;
  const id = `${child.id}_nzis${n.medicalNoticeId}`;
  const stays = await staysOrCurrent(n.kindergartenId, child.id, child.groupId);
  const [days, group] = await Promise.all([
    workingDatesBetween(n.kindergartenId, n.fromDate, n.toDate, groupOfDay(stays)),
    groupName(n.kindergartenId, child.groupId),
  ]);
  const schoolYear = schoolYearOf(n.fromDate);
  await putIfAbsent({
    PK: attendanceChildPartition(n.kindergartenId, child.id),
    SK: `NOTE#${id}`,
    GSI1PK: medicalNotesOfYear(n.kindergartenId, schoolYear),
    GSI1SK: `${n.fromDate}#${id}`,
    type: 'MedicalNote',
    id,
    kindergartenId: n.kindergartenId,
    childId: child.id,
    studentName: childName(child),
    groupId: child.groupId,
    groupName: group,
    fromDate: n.fromDate,
    toDate: n.toDate,
    schoolYear,
    doctor: `УИН ${n.practitionerPmi}`,
    note: `Електронна медицинска бележка № ${n.nrnMedicalNotice} (преглед № ${n.nrnExamination}) от НЗИС`,
    status: ProcessingStatus.Unprocessed,
    days,
    scan: null,
    comment: null,
    createdBy: receivedNoticeAuthor.id,
    createdByName: receivedNoticeAuthor.name,
    createdAt: n.authoredOn,
    processedBy: null,
    processedAt: null,
  });
  return id;
}
