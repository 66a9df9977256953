import { neispuoSubjectOfArea } from '@gradina/shared/neispuo/pg-subjects';
import type { AreaResult } from '../../../domain/education/child-results';
import { planSections, type SectionAction, type SentState } from './sections';

/**
 * What a group's results must be in НЕИСПУО against what was sent, pure: `pgResults` (one record per child
 * and educational area, the start and end of the year as text) and `notes` (the teacher's note to a child's
 * assessment, one per child and stage, for that child). Each is created, corrected in place (PUT keeps
 * НЕИСПУО's id) or deleted when gone.
 */

export type ResultSection = 'pgResults' | 'notes';

export interface WantedRecord {
  childId: string;
  personId: number;
  section: ResultSection;
  /** The record's place for the child: НЕИСПУО's subject (`80`…`86`) or a note's stage (`note1`, `note2`). */
  slot: string;
  /** The data object sent (SB.ExtApi's PgResultDO or NoteDO, without its id). */
  body: Record<string, unknown>;
}

export interface SentRecord extends SentState {
  childId: string;
  personId: number;
  section: ResultSection;
  slot: string;
}

export type RecordAction = SectionAction<WantedRecord, SentRecord>;

export const recordKey = (r: { childId: string; slot: string }) => `${r.childId}#${r.slot}`;

const stageNotes = [
  { slot: 'note1', field: 'startNote', title: 'Резултати в началото на учебната година' },
  { slot: 'note2', field: 'endNote', title: 'Резултати в края на учебната година' },
] as const;

export interface ChildResults {
  results: readonly AreaResult[];
  startNote?: string;
  endNote?: string;
}

/** The records a group's results ask for: children with a person id, areas assessed, notes written. */
export function wantedRecords(
  children: ReadonlyMap<string, ChildResults>,
  persons: ReadonlyMap<string, number>,
): WantedRecord[] {
  return [...children].flatMap(([childId, child]) => {
    const personId = persons.get(childId);
    if (personId === undefined) return [];
    const results = child.results.map((a) => {
      const subjectId = neispuoSubjectOfArea[a.area];
      const body = { personId, subjectId, startSchoolYearResult: a.start, endSchoolYearResult: a.end };
      return { childId, personId, section: 'pgResults' as const, slot: String(subjectId), body };
    });
    const notes = stageNotes.flatMap(({ slot, field, title }) => {
      const text = child[field]?.trim();
      if (!text) return [];
      const body = { description: `${title}: ${text}`, isForAllStudents: false, studentIds: [personId] };
      return [{ childId, personId, section: 'notes' as const, slot, body }];
    });
    return [...results, ...notes];
  });
}

/** A record is the child's in НЕИСПУО: a corrected person id deletes the wrong person's and creates the right one's. */
export const planRecords = (wanted: readonly WantedRecord[], sent: readonly SentRecord[]): RecordAction[] =>
  planSections(wanted, sent, recordKey, (r) => r.personId);
