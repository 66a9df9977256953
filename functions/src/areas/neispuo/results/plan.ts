import { neispuoSubjectOfArea } from '@gradina/shared/neispuo/pg-subjects';
import type { AreaResult } from '../../../domain/education/child-results';

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

export interface SentRecord {
  childId: string;
  personId: number;
  section: ResultSection;
  slot: string;
  /** НЕИСПУО's id; null until НЕИСПУО answered. */
  recordId: number | null;
  /** `sending` is saved before a create: a lost answer is looked up in НЕИСПУО before sending again. */
  state: 'sending' | 'accepted' | 'refused';
  /** What was sent (JSON of the body). */
  sent: string;
  /** НЕИСПУО's words for a refusal. */
  message: string | null;
}

export type RecordAction =
  | { kind: 'create'; wanted: WantedRecord }
  | { kind: 'update'; wanted: WantedRecord; record: SentRecord }
  | { kind: 'delete'; record: SentRecord };

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

export function planRecords(wanted: readonly WantedRecord[], sent: readonly SentRecord[]): RecordAction[] {
  const before = new Map(sent.map((r) => [recordKey(r), r]));
  const actions: RecordAction[] = [];
  for (const w of wanted) {
    const record = before.get(recordKey(w));
    before.delete(recordKey(w));
    if (!record) {
      actions.push({ kind: 'create', wanted: w });
      continue;
    }
    const samePerson = record.personId === w.personId;
    // An accepted record as it is, and a refusal until the result changes, wait for nothing.
    if (record.state !== 'sending' && samePerson && record.sent === JSON.stringify(w.body)) continue;
    if (record.recordId === null) actions.push({ kind: 'create', wanted: w });
    else if (samePerson) actions.push({ kind: 'update', wanted: w, record });
    // A corrected person id: the wrong person's record goes, the right one's comes.
    else actions.push({ kind: 'delete', record }, { kind: 'create', wanted: w });
  }
  for (const record of before.values()) actions.push({ kind: 'delete', record });
  return actions;
}
