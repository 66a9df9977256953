import type { ProcessingStatus } from '@gradina/shared';
import { tenantPrefix } from '../../platform/db/keys';
import { queryAll } from '../../platform/db/query';

/**
 * The medical notices as areas other than attendance read them (the kindergarten's references of the
 * doctors, issue #32). The attendance area writes them (docs/areas/attendance-requests.md) and lists a school
 * year's on GSI1 under `KG#<kg>#MEDNOTES#<yearFrom>`; this read never writes them.
 */
export const medicalNotesList = 'MEDNOTES';

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
    partition: `${tenantPrefix(kindergartenId)}#${medicalNotesList}#${yearFrom}`,
    attributes: ['childId', 'studentName', 'groupId', 'groupName', 'doctor', 'status', 'days'],
  });
