import type { ProcessingStatus } from '@gradina/shared';
import { tenantPrefix } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';

/**
 * The medical notices as areas other than attendance read them (the kindergarten's references of the
 * doctors, issue #32). The attendance area writes them (docs/areas/attendance-requests.md) and lists a school
 * year's on GSI1 under `KG#<kg>#MEDNOTES#<yearFrom>`; this read never writes them.
 */
export const medicalNotesList = 'MEDNOTES';

/**
 * A child's partition of absence requests, medical notices and family-reason counters: the attendance area
 * writes it, and so do the notices received from НЗИС (received-medical-notes.ts).
 */
export const attendanceChildPartition = (kindergartenId: string, childId: string) =>
  `${tenantPrefix(kindergartenId)}#ATTCHILD#${childId}`;

/** The GSI1 partition of a school year's notices. */
export const medicalNotesOfYear = (kindergartenId: string, yearFrom: number) =>
  `${tenantPrefix(kindergartenId)}#${medicalNotesList}#${yearFrom}`;

export interface MedicalNoteFacts {
  childId: string;
  studentName: string;
  groupId: string;
  groupName: string;
  /** The doctor who signed it, as typed. */
  doctor: string;
  status: ProcessingStatus;
  /** The working days it covers. */
  days: string[];
}

/** A school year's notices (one Query of GSI1), only what a report reads. */
export const medicalNotesOfSchoolYear = (kindergartenId: string, yearFrom: number) =>
  queryAll<MedicalNoteFacts>({
    index: 'GSI1',
    partition: medicalNotesOfYear(kindergartenId, yearFrom),
    attributes: ['childId', 'studentName', 'groupId', 'groupName', 'doctor', 'status', 'days'],
  });
