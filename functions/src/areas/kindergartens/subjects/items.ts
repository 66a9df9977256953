import type { KindergartenSubject } from '@gradina/shared/manifest/routes/kindergartens/subjects';
import { getItem, keys, putIfAbsent, versionedPut } from '../../../platform/db';

/**
 * The subjects feature's one item: a kindergarten's subject list `KG#<kg>` / `SUBJECTS`, edited as a whole
 * with its version (docs/areas/groups.md). One GetItem reads it, one conditional Put writes it.
 */
export const subjectKeys = {
  // Shared with the request kit's reference check (platform/http/references.ts).
  list: keys.subjectList,
} as const;

export interface SubjectListItem {
  subjects: KindergartenSubject[];
  version: number;
  modifiedBy: string;
}

export const readSubjects = (kindergartenId: string) =>
  getItem<SubjectListItem>(subjectKeys.list(kindergartenId), { consistent: true });

/** The first list of a kindergarten; false when one was saved meanwhile. */
export const createSubjects = (kindergartenId: string, item: SubjectListItem) =>
  putIfAbsent({ ...subjectKeys.list(kindergartenId), type: 'SubjectList', ...item });

/** Replaces the list while it still has the version the editor loaded (409 otherwise). */
export const replaceSubjects = (kindergartenId: string, item: SubjectListItem, expected: number) =>
  versionedPut({ ...subjectKeys.list(kindergartenId), type: 'SubjectList', ...item }, { expected });
