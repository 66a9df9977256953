import type { ProcessingStatus } from '@gradina/shared';
import { medicalNotesList } from '../../../domain/attendance/medical-notes';
import type { ChildPeriodItem } from '../../../domain/attendance/requests';
import { getItem, isConditionFailure, keys, putIfAbsent, queryAll, updateItem } from '../../../platform/db';
import { childItemKeys } from '../requests/items';

/**
 * The medical notices' items (docs/areas/attendance-requests.md): on the child's partition of the attendance
 * requests (`NOTE#<id>`), and a school year's notices of the kindergarten on GSI1 by start date.
 */

const noteItemKeys = childItemKeys('NOTE', medicalNotesList);

export const noteKeys = { note: noteItemKeys.item, ofSchoolYear: noteItemKeys.ofSchoolYear };

/** The scan as stored: its bytes under `medical-notes/<kg>/<noteId>/<fileKey>`. */
export interface StoredScan {
  fileKey: string;
  fileName: string;
  contentType: string;
  s3Key: string;
}

export interface NoteItem extends ChildPeriodItem {
  type: 'MedicalNote';
  doctor: string;
  note: string | null;
  status: ProcessingStatus;
  /** The working days the notice covers (the days an approval marks). */
  days: string[];
  scan: StoredScan | null;
  comment: string | null;
  processedBy: string | null;
  processedAt: string | null;
  /** The approval marked the days (automatic excuse, or „Извини дните“ later); absent on older notices. */
  excused?: boolean;
}

export const readNote = (kindergartenId: string, id: string) =>
  getItem<NoteItem>(noteKeys.note(kindergartenId, id), { consistent: true });

export const createNote = (n: NoteItem) =>
  putIfAbsent({
    ...n,
    ...noteKeys.note(n.kindergartenId, n.id),
    ...noteKeys.ofSchoolYear(n.kindergartenId, n.schoolYear, `${n.fromDate}#${n.id}`),
  });

/** A school year's notices by start date (one Query of GSI1). */
export const notesOfSchoolYear = (kindergartenId: string, schoolYear: number) =>
  queryAll<NoteItem>({
    index: 'GSI1',
    partition: noteKeys.ofSchoolYear(kindergartenId, schoolYear).GSI1PK,
  });

/**
 * Moves a notice to `status` while it holds one of `from` (an approval also from Approved, so a second one
 * changes nothing); false when it does not.
 */
export async function setNoteStatus(
  kindergartenId: string,
  id: string,
  from: readonly ProcessingStatus[],
  change: Pick<NoteItem, 'status' | 'processedBy' | 'processedAt'> & { comment?: string },
): Promise<boolean> {
  const values: Record<string, unknown> = {};
  const parts = from.map((s, i) => {
    values[`:s${i}`] = s;
    return `#st = :s${i}`;
  });
  try {
    await updateItem(
      noteKeys.note(kindergartenId, id),
      { set: { ...change } },
      {
        exists: true,
        expression: parts.join(' OR '),
        names: { '#st': 'status' },
        values,
      },
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}

/** Records that the notice's days were excused (after its approval marked them). */
export const markNoteExcused = (kindergartenId: string, id: string) =>
  updateItem(noteKeys.note(kindergartenId, id), { set: { excused: true } }, { exists: true });

/** The kindergarten's `automaticExcuseWithMedicalNote` (one GetItem of one attribute; unset: off, as shown). */
export const automaticExcuseOf = async (kindergartenId: string) =>
  (
    await getItem<{ automaticExcuseWithMedicalNote?: boolean }>(keys.kindergarten(kindergartenId), {
      attributes: ['automaticExcuseWithMedicalNote'],
    })
  )?.automaticExcuseWithMedicalNote === true;
